import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { usePageTitle } from '../../components/page-title';
import { buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { api } from '../../lib/api/client';
import { TokenizeFailed } from '../../lib/card-tokenizer';
import styles from './cart.module.css';
import { CheckoutForm } from './CheckoutForm';
import { readLineIds } from './confirm-params';
import { ConfirmSkeleton } from './ConfirmSkeleton';
import { checkoutPreviewQuery } from './queries';
import { useCheckoutUrl } from './use-checkout-url';
import { usePay } from './use-pay';
import { usePayKey } from './use-pay-key';
import { PayChoice } from '../../components/card/PayChoice';
import { usePayChoice } from '../../components/card/use-pay-choice';
import { returnedRecharge, useCardPay } from '../../components/card/use-card-pay';
import { useNavigate } from 'react-router';
import { usePathTo } from '../../components/use-path-to';
import { cartListKey } from '../../lib/queries/cart-num';
import { homeInfoQuery } from '../../lib/queries/home-info';
import { queryClient } from '../../lib/query-client';

/** /cart/confirm?lines=…: address, services, coupon, points, the itemised first payment, and Pay. */
export default function ConfirmScreen() {
  const { t } = useTranslation('cart');
  usePageTitle(t('confirm.title'));
  const url = useCheckoutUrl();
  const lineIds = readLineIds(url.search);
  const { key, done, renew } = usePayKey(`lines:${lineIds.join(',')}`);
  const preview = useQuery({ ...checkoutPreviewQuery(lineIds, url.choices), enabled: lineIds.length > 0, placeholderData: keepPreviousData });
  const params = () => ({
    lineIds, addressId: preview.data?.addressId ?? 0, services: [...url.choices.services], couponId: preview.data?.couponId ?? undefined,
    points: preview.data?.pointsUsed ?? 0, idempotencyKey: key, expectedYen: preview.data?.cashYen ?? 0,
  });
  const pay = usePay(() => api.checkoutPay(params()), done);
  const choice = usePayChoice(preview.data?.cashYen ?? 0, preview.data?.walletYen ?? 0);
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const card = useCardPay((source, cardPays, cardYen) => api.checkoutPayByCard({ ...params(), ...source, cardPays, cardYen, returnUrl: url.returnTo }), {
    recharge: returnedRecharge(url.search),
    onPaid: (answer) => {
      done();
      void queryClient.invalidateQueries({ queryKey: cartListKey });
      void queryClient.invalidateQueries({ queryKey: homeInfoQuery().queryKey });
      navigate(pathTo('cart.paySuccess', {}, { query: { id: answer.purpose!.refId! } }), { replace: true });
    },
    onRetry: () => {
      renew();
      void queryClient.invalidateQueries({ queryKey: ['checkoutPreview'] });
    },
  });
  const byCard = choice.method !== 'wallet';

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
        onPay={() => (byCard ? card.pay.mutate(choice) : pay.mutate())}
        paying={pay.isPending || card.pay.isPending || card.waiting}
        payError={byCard ? (card.pay.error instanceof TokenizeFailed ? null : card.pay.error?.message) : pay.error?.message}
        returnTo={url.returnTo}
        cardCovers={byCard && choice.config !== undefined}
        payChoice={
          <>
            <PayChoice choice={choice} totalYen={preview.data.cashYen} walletYen={preview.data.walletYen} problem={card.problem} />
            {card.waiting && (
              <p className={styles.muted} role="status" data-testid="card-waiting">
                {t('confirm.cardWaiting')}
              </p>
            )}
          </>
        }
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
