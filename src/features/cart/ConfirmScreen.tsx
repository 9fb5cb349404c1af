import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { usePageTitle } from '../../components/page-title';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { api } from '../../lib/api/client';
import styles from './cart.module.css';
import { CheckoutForm } from './CheckoutForm';
import { readLineIds } from './confirm-params';
import { ConfirmSkeleton } from './ConfirmSkeleton';
import { checkoutPreviewQuery } from './queries';
import { useCheckoutUrl } from './use-checkout-url';
import { usePay } from './use-pay';
import { usePayKey } from './use-pay-key';

/** /cart/confirm?lines=…: address, services, coupon, points, the itemised first payment, and Pay. */
export default function ConfirmScreen() {
  const { t } = useTranslation('cart');
  usePageTitle(t('confirm.title'));
  const url = useCheckoutUrl();
  const lineIds = readLineIds(url.search);
  const { key, done } = usePayKey(`lines:${lineIds.join(',')}`);
  const preview = useQuery({ ...checkoutPreviewQuery(lineIds, url.choices), enabled: lineIds.length > 0, placeholderData: keepPreviousData });
  const pay = usePay(
    () => {
      const choices = url.choices;
      return api.checkoutPay({
        lineIds, addressId: preview.data?.addressId ?? 0, services: [...choices.services], couponId: preview.data?.couponId ?? undefined,
        points: preview.data?.pointsUsed ?? 0, idempotencyKey: key, expectedYen: preview.data?.cashYen,
      });
    },
    done,
  );

  const back = (
    <AppLink to="cart" className={buttonClassName()}>
      {t('backToCart')}
    </AppLink>
  );
  let body;
  if (lineIds.length === 0) body = <EmptyState title={t('confirm.nothingTitle')} description={t('confirm.nothingBody')} action={back} />;
  else if (preview.data) {
    body = (
      <CheckoutForm
        preview={preview.data}
        choices={url.choices}
        onChoices={url.setChoices}
        updating={preview.isPlaceholderData || preview.isFetching}
        onPay={() => pay.mutate()}
        paying={pay.isPending}
        payError={pay.error?.message}
        returnTo={url.returnTo}
      />
    );
  } else if (preview.isError) body = <ErrorWidget variant="error" description={preview.error.message} action={back} />;
  else body = <ConfirmSkeleton />;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('confirm.title')}</h1>
      {body}
    </div>
  );
}
