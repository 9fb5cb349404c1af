import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PayChoice } from '../../components/card/PayChoice';
import { returnedRecharge, useCardPay } from '../../components/card/use-card-pay';
import { usePayChoice } from '../../components/card/use-pay-choice';
import { usePageTitle } from '../../components/page-title';
import { usePrice } from '../../components/goods/use-price';
import { usePathTo } from '../../components/use-path-to';
import { Button, buttonClassName } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { api } from '../../lib/api/client';
import { queryClient } from '../../lib/query-client';
import { DeclarationForm } from './DeclarationForm';
import { newPaymentKey } from './params';
import { ParcelCosts } from './ParcelCosts';
import { ParcelSummary } from './ParcelSummary';
import styles from './Parcels.module.css';
import { parcelChanged, parcelQuery, walletQuery } from './queries';
import { UnmergeButton } from './UnmergeButton';
import { useParcelId } from './use-parcel-id';

/** The second payment: from the wallet, the wallet and a card for the shortfall, or a card for the whole (or a top-up first). */
export default function MailpayScreen() {
  const { t } = useTranslation('parcels');
  usePageTitle(t('pay.title'));
  const id = useParcelId();
  const pathTo = usePathTo();
  const navigate = useNavigate();
  // A top-up comes back here, to pay.
  const here = useLocation();
  const price = usePrice();
  const { data: parcel } = useSuspenseQuery(parcelQuery(id));
  const wallet = useQuery(walletQuery());
  // One key per visit: a double click or a retry of this attempt pays once.
  const [key, setKey] = useState(newPaymentKey);
  const pay = useMutation({
    // The total on the button: if it changed meanwhile, nothing is charged and the toast names the new one.
    mutationFn: () => api.parcelPay({ id, idempotencyKey: key, expectedYen: parcel.totalYen }),
    onSuccess: async (answer) => {
      await parcelChanged(answer);
      void navigate(pathTo('personal.order.merge.payMailSuccess', {}, { query: { id } }));
    },
    onError: () => queryClient.invalidateQueries({ queryKey: parcelQuery(id).queryKey }),
  });
  const paid = async () => {
    await parcelChanged(await api.parcelGet({ id }));
    void navigate(pathTo('personal.order.merge.payMailSuccess', {}, { query: { id } }));
  };
  const choice = usePayChoice(parcel.totalYen, wallet.data?.balanceYen ?? 0);
  const card = useCardPay(
    (source, cardPays, cardYen) => api.parcelPayByCard({ id, idempotencyKey: key, expectedYen: parcel.totalYen, ...source, cardPays, cardYen, returnUrl: `${here.pathname}${here.search}` }),
    {
      recharge: returnedRecharge(new URLSearchParams(here.search)),
      onPaid: () => void paid(),
      onRetry: () => {
        setKey(newPaymentKey());
        void queryClient.invalidateQueries({ queryKey: walletQuery().queryKey });
        void queryClient.invalidateQueries({ queryKey: parcelQuery(id).queryKey });
      },
    },
  );
  const byCard = choice.method !== 'wallet';
  const open = parcel.state === 'awaitingPayment';
  const shortYen = wallet.data ? Math.max(0, parcel.totalYen - wallet.data.balanceYen) : 0;
  const busy = pay.isPending || card.pay.isPending || card.waiting;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('pay.title')}</h1>
      <ParcelSummary parcel={parcel} />
      <ParcelCosts parcel={parcel} />
      {/* Before paying, and once paid when staff sent it back, until the parcel ships. */}
      {(open || (parcel.state === 'paid' && parcel.declarationQuery)) && <DeclarationForm key={parcel.id} parcel={parcel} />}
      {!open ? (
        <p className={styles.problem}>
          {t('select.closed')} <Link to={pathTo('personal.order.aviation')}>{t('aviation.title')}</Link>
        </p>
      ) : parcel.method == null ? (
        <Link to={pathTo('personal.order.merge.selectMail', {}, { query: { id } })} className={buttonClassName()}>
          {t('pay.chooseMethod')}
        </Link>
      ) : (
        <>
          <p className={styles.meta} data-testid="wallet-balance">
            {t('pay.balance')} {wallet.data ? <strong>{price(wallet.data.balanceYen).yen}</strong> : <Skeleton shape="text" width={80} />}
          </p>
          {shortYen > 0 && (
            <p className={styles.problem} role="status" data-testid="shortfall">
              {t('pay.short', { amount: price(shortYen).yen })}{' '}
              <Link to={pathTo('personal.recharge', {}, { query: { return: `${here.pathname}${here.search}` } })}>{t('pay.recharge')}</Link>
            </p>
          )}
          {wallet.data && <PayChoice choice={choice} totalYen={parcel.totalYen} walletYen={wallet.data.balanceYen} problem={card.problem} />}
          {card.waiting && (
            <p className={styles.meta} role="status" data-testid="card-waiting">
              {t('pay.cardWaiting')}
            </p>
          )}
          <Button onClick={() => (byCard ? card.pay.mutate(choice) : pay.mutate())} loading={busy} disabled={busy || (!byCard && shortYen > 0) || !wallet.data || (byCard && !choice.config)} fullWidth data-testid="pay">
            {t('pay.pay', { amount: price(parcel.totalYen).yen })}
          </Button>
          <div className={styles.actions}>
            <Link to={pathTo('personal.order.merge.selectMail', {}, { query: { id } })} className={buttonClassName({ variant: 'secondary' })}>
              {t('pay.changeMethod')}
            </Link>
            <UnmergeButton id={id} />
          </div>
        </>
      )}
    </div>
  );
}
