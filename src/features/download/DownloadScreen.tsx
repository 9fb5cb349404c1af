import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/page-title';
import { buttonClassName } from '../../components/ui/Button';
import styles from './DownloadScreen.module.css';

/** Where pages this edition does not offer on the web send shoppers (spec §2). */
export default function DownloadScreen() {
  const { t } = useTranslation();
  usePageTitle(t('download.title'));
  return (
    <section className={styles.page} aria-labelledby="download-title">
      <h1 id="download-title" className={styles.title}>
        {t('download.title')}
      </h1>
      <p>{t('download.body')}</p>
      <AppLink to="home" className={buttonClassName({ variant: 'secondary' })}>
        {t('download.back')}
      </AppLink>
    </section>
  );
}
