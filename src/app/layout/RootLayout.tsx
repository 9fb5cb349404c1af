import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import type { RouteMeta } from '../../../generated/routes';
import { LoadingOverlay } from '../../components/ui/LoadingOverlay';
import { toast } from '../../components/ui/toast-store';
import { onApiError } from '../../lib/api/client';
import { useLatestLocationKey } from '../navigation/arriving';
import { NavigationEffects } from '../navigation/NavigationEffects';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { LanguagePicker } from './LanguagePicker';
import { LazyToaster } from './LazyToaster';
import styles from './RootLayout.module.css';
import { useDelayed } from './use-delayed';

// Inline rather than in the module's class map, which every edition's first load would carry.
const languageBar = { display: 'flex', justifyContent: 'flex-end', maxInlineSize: 'var(--content-max-width)', marginInline: 'auto', padding: 'var(--space-2) var(--space-4) 0' } as const;

export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useEffect(() => onApiError((message) => toast.error(message === 'Error' ? t('errors.Error') : message)), [t]);
  // A page is on its way while the router loads it, and after that while its screen waits for its data.
  const latest = useLatestLocationKey();
  const shown = useLocation().key;
  const arriving = navigation.state !== 'idle' || (latest !== undefined && latest !== shown);
  // The bar shows once a page takes longer than a blink; the cover only when it is slow.
  const waiting = useDelayed(arriving, 300);
  const slow = useDelayed(navigation.state === 'loading', 600);
  // A bare page (the apps' web view of one content piece) is shown without the shell around it; the
  // analytics edition's pages draw their own header (no shop, cart or search there).
  const lastMatch = useMatches().at(-1)?.handle as RouteMeta | undefined;
  const bare = import.meta.env.EDITION === 'analytics' || lastMatch?.bare === true;
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('nav.skipToContent')}
      </a>
      <div className={styles.progress} data-active={waiting} role={waiting ? 'progressbar' : 'none'} aria-label={waiting ? t('common.loading') : undefined} />
      {!bare && <Header />}
      {/* The analytics edition's only shell: its pages have no prefix for the language, so staff pick it here. */}
      {import.meta.env.EDITION === 'analytics' && (
        <div style={languageBar}>
          <LanguagePicker compact />
        </div>
      )}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      {!bare && <Footer />}
      {!bare && <BottomBar />}
      <LoadingOverlay visible={slow} label={t('common.loading')} />
      <LazyToaster />
      <NavigationEffects />
    </>
  );
}
