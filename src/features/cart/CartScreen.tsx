import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/page-title';
import { buttonClassName } from '../../components/ui/Button';
import { AlertIcon } from '../../components/ui/Icons';
import styles from './cart.module.css';
import { CartEmpty } from './CartEmpty';
import { Money } from './Money';
import { cartQuery } from './queries';
import { ShopGroup } from './ShopGroup';
import { useSelection } from './use-selection';

export default function CartScreen() {
  const { t } = useTranslation('cart');
  usePageTitle(t('title'));
  const { data: cart } = useSuspenseQuery(cartQuery());
  const selection = useSelection(cart);
  const count = selection.chosen.length;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      {cart.groups.length === 0 ? (
        <CartEmpty />
      ) : (
        <>
          {cart.changed > 0 && (
            <p className={styles.banner} role="status">
              <AlertIcon /> {t('changedBanner', { count: cart.changed })}{' '}
              <AppLink to="cart.change" className={styles.textLink}>
                {t('review')}
              </AppLink>
            </p>
          )}
          {cart.groups.map((group) => (
            <ShopGroup key={`${group.site}:${group.shop.seller.sid}`} group={group} selected={selection.selected} onSelect={selection.set} />
          ))}
          <div className={styles.checkoutBar} data-testid="cart-summary">
            <div data-total>
              <span className={styles.muted}>{t('selected', { count })}</span>
              <Money yen={selection.totalYen} strong />
            </div>
            {selection.needsReview ? (
              <AppLink to="cart.change" className={buttonClassName({ size: 'lg', variant: 'secondary' })}>
                {t('review')}
              </AppLink>
            ) : count === 0 ? (
              <span className={buttonClassName({ size: 'lg' })} aria-disabled="true">
                {t('checkout')}
              </span>
            ) : (
              <AppLink to="cart.confirm" args={[{}, { query: { lines: selection.chosen.map((l) => l.id).join(',') } }]} className={buttonClassName({ size: 'lg' })}>
                {t('checkout')}
              </AppLink>
            )}
          </div>
          <p className={styles.muted}>{t('secondPayment')}</p>
        </>
      )}
    </div>
  );
}
