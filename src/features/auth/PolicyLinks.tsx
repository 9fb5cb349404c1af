import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';

/**
 * The terms of service and privacy policy the sign-up asks the shopper to accept, each opening in a new tab
 * so that the form and what was typed in it stay as they are.
 */
export function PolicyLinks() {
  const { t } = useTranslation('auth');
  return (
    <>
      <AppLink to="introduction" args={[{ id: 'terms' }]} target="_blank" rel="noopener">
        {t('register.terms')}
      </AppLink>
      {' · '}
      <AppLink to="introduction" args={[{ id: 'privacy' }]} target="_blank" rel="noopener">
        {t('register.privacy')}
      </AppLink>
    </>
  );
}
