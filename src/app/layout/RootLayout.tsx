import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router-dom';
import { LoadingOverlay } from '../../components/ui/LoadingOverlay';
import { toast } from '../../components/ui/toast-store';
import { onApiError } from '../../lib/api/client';
import { NavigationEffects } from '../navigation/NavigationEffects';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { LazyToaster } from './LazyToaster';
import styles from './RootLayout.module.css';
import { useDelayed } from './use-delayed';

export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useEffect(() => onApiError((message) => toast.error(message === 'Error' ? t('errors.Error') : message)), [t]);
  // The progress bar answers at once; the cover comes only when a page is slow to arrive.
  const slow = useDelayed(navigation.state === 'loading', 600);
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('nav.skipToContent')}
      </a>
      <div className={styles.progress} data-active={navigation.state !== 'idle'} aria-hidden="true" />
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <BottomBar />
      <LoadingOverlay visible={slow} label={t('common.loading')} />
      <LazyToaster />
      <NavigationEffects />
    </>
  );
}
