import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CartGroup } from '../../../generated/api/schemas';
import { Chip } from '../../components/ui/Chip';
import { useLanguage } from '../../lib/i18n';
import styles from './cart.module.css';
import { CartLineRow } from './CartLineRow';
import { localized } from './item-link';
import { Money } from './Money';

interface Props {
  group: CartGroup;
  selected: ReadonlySet<number>;
  onSelect: (ids: readonly number[], selected: boolean) => void;
}

/** One shop's lines (spec §3 cart shop entry): the marketplace, the seller and its official mark, the subtotal. */
export function ShopGroup({ group, selected, onSelect }: Props) {
  const { t } = useTranslation('cart');
  const { t: tShell } = useTranslation();
  const language = useLanguage();
  const { seller } = group.shop;
  const name = seller.name || tShell(`sites.${group.site}`);
  const buyable = group.lines.filter((l) => l.status !== 'soldOut' && l.status !== 'unavailable').map((l) => l.id);
  const all = buyable.length > 0 && buyable.every((id) => selected.has(id));
  return (
    <section className={styles.group} aria-label={t('group.label', { shop: name })} data-testid="cart-group" data-site={group.site}>
      <header className={styles.groupHeader}>
        <input type="checkbox" className={styles.select} checked={all} disabled={buyable.length === 0} onChange={(e) => onSelect(buyable, e.target.checked)} aria-label={t('group.selectAll', { shop: name })} />
        <Chip tone="brand">{tShell(`sites.${group.site}`)}</Chip>
        {group.shop.url ? (
          <Link to={localized(group.shop.url, language)} className={styles.sellerName} lang="ja">
            {name}
          </Link>
        ) : (
          <span className={styles.sellerName} lang="ja">
            {name}
          </span>
        )}
        {seller.isOfficial && <Chip tone="success">{t('group.official')}</Chip>}
      </header>
      <ul className={styles.lines}>
        {group.lines.map((line) => (
          <CartLineRow key={line.id} line={line} selected={selected.has(line.id)} onSelect={(on) => onSelect([line.id], on)} />
        ))}
      </ul>
      <footer className={styles.groupFooter}>
        <span>{t('group.subtotal')}</span>
        <Money yen={group.subtotalYen} strong />
      </footer>
    </section>
  );
}
