import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { AppLink } from '../../components/AppLink';
import { buttonClassName } from '../../components/ui/Button';
import { usePageTitle } from '../../components/page-title';
import { SeoEmptyPage } from './SeoEmptyPage';

/** "Page Not Found: {path}" — the path that failed, passed along when another page redirected here. */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const path = params.get('path') ?? location.pathname;
  usePageTitle(t('errors.notFoundTitle'));
  return (
    <>
      <ErrorWidget
        variant="notFound"
        title={t('errors.pageNotFound', { path })}
        description={t('errors.notFoundBody')}
        action={
          <AppLink to="home" className={buttonClassName()}>
            {t('errors.backHome')}
          </AppLink>
        }
      />
      <SeoEmptyPage />
    </>
  );
}
