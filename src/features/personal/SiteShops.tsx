import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SiteId } from '../../../generated/sites';
import { sellerLink } from '../../components/goods/seller-link';
import { Button } from '../../components/ui/Button';
import { useLanguage } from '../../lib/i18n';
import styles from './personal.module.css';
import { shopsQuery } from './queries';

const shown = 5;

/** A marketplace's largest shops, fetched when the shopper asks for them (13 lists at once would be waste). */
export function SiteShops({ site }: { site: SiteId }) {
  const { t } = useTranslation('personal');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const shops = useQuery({ ...shopsQuery(site), enabled: open });
  if (!open) {
    return (
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)} aria-label={t('moreShop.showShopsOf', { site: t(`translation:sites.${site}`) })}>
        {t('moreShop.showShops')}
      </Button>
    );
  }
  if (shops.isPending) return <p className={styles.muted}>{t('moreShop.loading')}</p>;
  const items = (shops.data?.items ?? []).filter((s) => !s.Blocked).slice(0, shown);
  if (items.length === 0) return <p className={styles.muted}>{t('moreShop.noShops')}</p>;
  return (
    <ul className={styles.links}>
      {items.map((s) => {
        const to = sellerLink(s, language);
        return <li key={s.Id}>{to ? <Link to={to}>{s.Name}</Link> : s.Name}</li>;
      })}
    </ul>
  );
}
