import { useTranslation } from 'react-i18next';
import type { AdvertiseConfig } from '../../../generated/api/schemas';
import { localizePath } from '../../../generated/routes';
import { Image } from '../../components/ui/Image';
import { edition, editionConfig } from '../../config/env';
import { useLanguage } from '../../lib/i18n';
import { linkableAddress } from '../../lib/web-address';
import styles from './HomeScreen.module.css';

/** The home advertisement the server schedules; nothing when none is running or it has no picture. */
export function AdBanner({ ad }: { ad: AdvertiseConfig }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!ad.show || !ad.image) return null;
  const picture = <Image src={ad.image} alt="" width={1200} height={300} loading="eager" fallbackSrc={editionConfig.imagePlaceholder} />;
  const target = linkableAddress(ad.link);
  if (!target) return <div className={styles.banner}>{picture}</div>;
  // Our own pages get the language prefix; an address elsewhere is left as it is.
  const href = target.startsWith('/') ? localizePath(target, edition, language) : target;
  return (
    <a href={href} className={styles.banner} aria-label={t('home.banner')}>
      {picture}
    </a>
  );
}
