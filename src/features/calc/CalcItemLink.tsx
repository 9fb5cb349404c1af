import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GoodsDetail } from '../../../generated/api/schemas';
import { sites } from '../../../generated/sites';
import { addressFieldProps } from '../../components/address-field';
import { usePathTo } from '../../components/use-path-to';
import { buttonClassName } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { ltr } from '../../lib/bidi';
import { readPastedAddress } from '../../lib/pasted-address';
import { pastedItemQuery } from '../../lib/queries/pasted-item';
import styles from './CalcScreen.module.css';

interface CalcItemLinkProps {
  link: string;
  onLink: (link: string) => void;
  /** An item we hold, once for each address: it fills in the price, shipping and weight. */
  onItem: (detail: GoodsDetail) => void;
  /** The address whose item already filled the form (a shared calculation): not filled in again. */
  filledFor: string;
}

/**
 * The calculator's item link: an item we hold prices the calculation; a marketplace item we do not hold, or
 * another shop's, is offered buy-by-link with the address filled in.
 */
export function CalcItemLink({ link, onLink, onItem, filledFor }: CalcItemLinkProps) {
  const { t } = useTranslation(['translation', 'goods']);
  const pathTo = usePathTo();
  const found = readPastedAddress(link);
  const known = found?.item ?? null;
  const { data, isPending } = useQuery(pastedItemQuery(known));
  const filled = useRef(filledFor);
  useEffect(() => {
    if (!data || !found || filled.current === found.url) return;
    filled.current = found.url;
    onItem(data);
  }, [data, found, onItem]);

  let note = null;
  if (found && known && isPending) note = <p className={styles.hint}>{t('goods:calc.looking')}</p>;
  else if (found && data) {
    note = (
      <p className={styles.hint}>
        {t('goods:calc.itemFilled', { site: t(sites[data.Item.Site].name) })}{' '}
        <span lang="ja" dir="auto">
          {data.Item.Name}
        </span>
      </p>
    );
  } else if (found) {
    const why = found.site ? t('goods:calc.itemNotHeld', { site: t(sites[found.site].name) }) : t('goods:calc.otherShop', { host: ltr(found.host) });
    note = (
      <>
        <p className={styles.hint}>{why}</p>
        <Link to={pathTo('cart.anybuy', {}, { query: { url: found.url } })} className={buttonClassName({ size: 'sm' })}>
          {t('goods:detail.buyByLink')}
        </Link>
      </>
    );
  }

  return (
    <div className={styles.itemLink}>
      <TextField
        label={t('goods:calc.link')}
        hint={t('goods:calc.linkHint')}
        autoComplete="off"
        value={link}
        onChange={(e) => onLink(e.target.value)}
        {...addressFieldProps(link, found, onLink)}
        error={link.trim() && !found ? t('goods:calc.linkInvalid') : undefined}
      />
      {note && (
        <div className={styles.itemNote} data-testid="calc-item" role="status">
          {note}
        </div>
      )}
    </div>
  );
}
