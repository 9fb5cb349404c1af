import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { CartIcon } from '../../components/ui/Icons';

export function CartEmpty() {
  const { t } = useTranslation('cart');
  return (
    <EmptyState
      icon={<CartIcon size={40} />}
      title={t('empty.title')}
      description={t('empty.body')}
      action={
        <>
          <AppLink to="search" className={buttonClassName()}>
            {t('empty.search')}
          </AppLink>{' '}
          <AppLink to="cart.anybuy" className={buttonClassName({ variant: 'secondary' })}>
            {t('empty.anybuy')}
          </AppLink>
        </>
      }
    />
  );
}
