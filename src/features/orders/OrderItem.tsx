import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderCard } from '../../../generated/api/schemas';
import { editionConfig } from '../../config/env';
import { usePrice } from '../../components/goods/use-price';
import { StorageNote } from '../../components/StorageNote';
import { usePathTo } from '../../components/use-path-to';
import { Image } from '../../components/ui/Image';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { httpsImage } from '../../lib/image';
import styles from './Orders.module.css';
import { StateChip } from './StateChip';

/** One order in a list: picture, title, marketplace, state, what was paid and when; the whole card opens it. */
export function OrderItem({ order, children }: { order: OrderCard; children?: ReactNode }) {
  const { t } = useTranslation('orders');
  const { t: shell } = useTranslation();
  const language = useLanguage();
  const price = usePrice();
  const pathTo = usePathTo();
  const paid = price(order.paidYen);
  return (
    <li className={styles.card} data-testid="order-card" data-order-id={order.id}>
      <Image src={order.imageUrl ? httpsImage(order.imageUrl) : ''} alt="" width={72} height={72} fallbackSrc={editionConfig.imagePlaceholder} className={styles.thumb} />
      <div className={styles.cardBody}>
        <Link to={pathTo('personal.order.detail', {}, { query: { id: order.id } })} className={styles.cardLink}>
          <span lang="ja" dir="auto" className={styles.cardTitle}>{order.title}</span>
        </Link>
        <div className={styles.meta}>
          <StateChip state={order.state} />
          <span>{order.site ? shell(`sites.${order.site}`) : t('kinds.anybuy')}</span>
          {order.kind === 'auction' && <span data-testid="order-kind">{t('kinds.auction')}</span>}
        </div>
        {order.state === 'priceChanged' && order.proposedPriceYen != null && (
          <p className={styles.priceChange}>{t('anybuy.priceChange', { old: price(order.priceYen).yen, new: price(order.proposedPriceYen).yen })}</p>
        )}
        <div className={styles.meta}>
          <span>
            {t('card.paid')} <strong>{paid.yen}</strong>
            {paid.converted && <span className={styles.converted}> {paid.converted}</span>}
          </span>
          <time dateTime={order.createdAt}>{formatDate(Date.parse(order.createdAt), 4, language)}</time>
        </div>
        {order.storage && <StorageNote storage={order.storage} ns="orders" />}
        {children && <div className={styles.cardExtra}>{children}</div>}
      </div>
    </li>
  );
}
