import { useTranslation } from 'react-i18next';
import { sites } from '../../../generated/sites';
import { Chip } from '../../components/ui/Chip';
import { ltr } from '../../lib/bidi';
import type { PastedAddress } from '../../lib/pasted-address';
import styles from './cart.module.css';

/** Which shop the link is on: one of our marketplaces (named), or another shop, said plainly by its host. */
export function AnybuySiteNote({ found, looking }: { found: PastedAddress; looking: boolean }) {
  const { t } = useTranslation('cart');
  const { t: tShell } = useTranslation();
  return (
    <p className={styles.siteNote} data-testid="anybuy-site" role="status">
      {found.site ? (
        <>
          <Chip tone="brand">{tShell(sites[found.site].name)}</Chip>
          <span>{looking ? t('anybuy.looking') : t('anybuy.notInCatalog')}</span>
        </>
      ) : (
        <span>{t('anybuy.otherShop', { host: ltr(found.host) })}</span>
      )}
    </p>
  );
}
