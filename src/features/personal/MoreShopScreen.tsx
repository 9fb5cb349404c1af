import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { siteOrder } from '../../../generated/sites';
import { isRouteName, routeRule } from '../../../generated/routes';
import { usePageTitle } from '../../components/page-title';
import { Card } from '../../components/ui/Card';
import { TextField } from '../../components/ui/TextField';
import { usePathTo } from '../../components/use-path-to';
import { edition } from '../../config/env';
import { SiteShops } from './SiteShops';
import styles from './personal.module.css';

// Marketplaces with a landing page that this edition has (the china edition sends yahoo and amazon to
// /download, spec/editions.yaml): the directory lists only what a shopper can open here.
const landings = siteOrder.filter((site) => isRouteName(`mall.${site}`) && !routeRule(edition, `mall.${site}` as 'mall.yahoo').redirect);

/** /moreShop: every marketplace and its notable shops, searchable by name. */
export default function MoreShopScreen() {
  const { t } = useTranslation(['personal', 'translation']);
  usePageTitle(t('moreShop.title'));
  const pathTo = usePathTo();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase();
  const shown = landings.filter((site) => !needle || site.includes(needle) || t(`translation:sites.${site}`).toLocaleLowerCase().includes(needle));

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('moreShop.title')}</h1>
      <TextField label={t('moreShop.search')} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      {shown.length === 0 && <p className={styles.muted}>{t('moreShop.none', { query })}</p>}
      <ul className={styles.groups} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((site) => (
          <li key={site}>
            <Card as="section" className={styles.stack} aria-labelledby={`site-${site}`} data-testid={`site-${site}`}>
              <h2 id={`site-${site}`} className={styles.subtitle}>
                <Link to={pathTo(`mall.${site}` as 'mall.yahoo')}>{t(`translation:sites.${site}`)}</Link>
              </h2>
              <p className={styles.muted}>{t(`moreShop.about.${site}`)}</p>
              <SiteShops site={site} />
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
