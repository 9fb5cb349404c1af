import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { usePageTitle } from '../../components/page-title';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { api } from '../../lib/api/client';
import { readAnybuyItem } from './anybuy-params';
import styles from './cart.module.css';
import { CheckoutForm } from './CheckoutForm';
import { ConfirmSkeleton } from './ConfirmSkeleton';
import { anybuyPreviewQuery } from './queries';
import { useCheckoutUrl } from './use-checkout-url';
import { usePay } from './use-pay';
import { usePayKey } from './use-pay-key';

/** /cart/anybuyCreateOrder?url=…&title=…&price=…: confirm and pay for one item bought by link. */
export default function AnybuyCreateOrderScreen() {
  const { t } = useTranslation('cart');
  usePageTitle(t('anybuy.confirmTitle'));
  const url = useCheckoutUrl();
  const item = readAnybuyItem(url.search);
  const { key, done } = usePayKey(`anybuy:${JSON.stringify(item)}`);
  const preview = useQuery({ ...anybuyPreviewQuery(item!, url.choices), enabled: item !== null, placeholderData: keepPreviousData });
  const pay = usePay(
    () =>
      api.anybuyCreate({
        ...item!, addressId: preview.data?.addressId ?? 0, services: [...url.choices.services], couponId: preview.data?.couponId ?? undefined,
        points: preview.data?.pointsUsed ?? 0, idempotencyKey: key, expectedYen: preview.data?.cashYen,
      }),
    done,
  );
  const back = (
    <AppLink to="cart.anybuy" className={buttonClassName()}>
      {t('anybuy.title')}
    </AppLink>
  );
  let body;
  if (!item) body = <EmptyState title={t('anybuy.missingTitle')} description={t('anybuy.missingBody')} action={back} />;
  else if (preview.data) {
    body = (
      <>
        <p className={styles.muted}>{t('anybuy.priceCheck')}</p>
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
      </>
    );
  } else if (preview.isError) body = <ErrorWidget variant="error" description={preview.error.message} action={back} />;
  else body = <ConfirmSkeleton />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('anybuy.confirmTitle')}</h1>
      {body}
    </div>
  );
}
