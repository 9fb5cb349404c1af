import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';

/** A helper page opened for a line that is no longer in the cart (bought, removed, another device). */
export function LineMissing() {
  const { t } = useTranslation('cart');
  return (
    <EmptyState
      title={t('missing.title')}
      description={t('missing.body')}
      action={
        <AppLink to="cart" className={buttonClassName()}>
          {t('backToCart')}
        </AppLink>
      }
    />
  );
}
