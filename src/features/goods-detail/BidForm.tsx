import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { usePrice } from '../../components/goods/use-price';
import { Button, buttonClassName } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/TextField';
import { api } from '../../lib/api/client';
import { maxOf } from '../../lib/api/limits';
import { ltr } from '../../lib/bidi';
import { checkMaxBid, holdFor, proxyFeeOf } from '../../lib/bids';
import { useIdempotencyKey } from '../../lib/idempotency-key';
import { type AuctionView, bidPlaced, bidRefused, biddingQuotaQuery } from '../../lib/queries/auctions';
import styles from './bid.module.css';

/**
 * The maximum-bid form: refuses an amount under the next valid one before anything is sent, shows the hold
 * the bid takes (maximum + fee) against the wallet, asks for confirmation, and shows the server's refusal.
 */
export function BidForm({ state, site }: { state: AuctionView; site: 'yahoo' | 'mercari' }) {
  const { t } = useTranslation('bidding');
  const price = usePrice();
  const yen = (n: number) => ltr(price(n).yen);
  const [input, setInput] = useState('');
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const keyFor = useIdempotencyKey();
  const here = useLocation();
  const quota = useQuery(biddingQuotaQuery(site));
  // A raise must pass the shopper's own maximum too (the server refuses it otherwise, bid.ts).
  const ownMax = state.mine && (state.mine.status === 'leading' || state.mine.status === 'outbid') ? state.mine.maxYen : null;
  const check = checkMaxBid(input, state.nextBidYen, ownMax);
  const amount = check.ok ? check.yen : state.nextBidYen;
  const hold = holdFor(amount);
  const alreadyHeld = state.mine?.heldYen ?? 0;
  // What new holds may take: the wallet less the postage due on won auctions (the server refuses more).
  const available = quota.data?.remainingYen;
  const shortYen = available === undefined ? 0 : Math.max(0, hold - alreadyHeld - available);
  const bid = useMutation({
    mutationFn: (maxYen: number) =>
      api.placeBid({ site, id: state.id, maxYen, idempotencyKey: keyFor(`${state.id}:${maxYen}`) }, { silent: true }),
    onSuccess: (result) => {
      bidPlaced(result);
      setConfirming(null);
      setInput('');
      setShown(false);
    },
    onError: () => {
      setConfirming(null);
      // The refusal may mean the auction moved on (a higher price, its end): show what the server takes now.
      bidRefused(site, state.id);
    },
  });
  const problem = check.ok ? null : check.problem;
  const error =
    shown && problem
      ? t(`panel.errors.${problem}`, {
          amount: yen(problem === 'tooHigh' ? maxOf('Sig.Front.User.AppAuction.Bid', 'maxYen') : problem === 'notAboveOwn' ? ownMax! : state.nextBidYen),
        })
      : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    bid.reset();
    if (check.ok) setConfirming(check.yen);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="bid-form-title">
      <h3 id="bid-form-title" className={styles.formTitle}>
        {state.mine ? t('panel.raiseTitle') : t('panel.formTitle')}
      </h3>
      <TextField
        id="bid-max"
        label={t('panel.maxLabel')}
        hint={t('panel.maxHint', { amount: yen(state.nextBidYen) })}
        error={error}
        inputMode="numeric"
        autoComplete="off"
        placeholder={String(state.nextBidYen)}
        value={input}
        onChange={(event) => setInput(event.target.value)}
        data-testid="bid-input"
      />
      <dl className={styles.hold} aria-live="polite">
        <div>
          <dt>{t('panel.hold')}</dt>
          <dd data-testid="bid-hold">{t('panel.holdParts', { total: yen(hold), bid: yen(amount), fee: yen(proxyFeeOf(amount)) })}</dd>
        </div>
        {alreadyHeld > 0 && (
          <div>
            <dt>{t('panel.alreadyHeld')}</dt>
            <dd>{price(alreadyHeld).yen}</dd>
          </div>
        )}
        <div>
          <dt>{t('panel.quotaLeft')}</dt>
          <dd data-testid="bid-quota">{available === undefined ? '…' : price(available).yen}</dd>
        </div>
      </dl>
      {quota.data && quota.data.notPaidYen > 0 && (
        <p className={styles.muted} data-testid="bid-quota-postage">
          {t('panel.quotaPostage', { amount: yen(quota.data.notPaidYen) })}
        </p>
      )}
      {shortYen > 0 && (
        <p className={styles.warning}>
          {t('panel.short', { amount: yen(shortYen) })}{' '}
          <AppLink to="personal.recharge" args={[{}, { query: { return: here.pathname + here.search } }]}>
            {t('panel.recharge')}
          </AppLink>
        </p>
      )}
      {bid.error && (
        <p className={styles.refusal} role="alert" data-testid="bid-refusal">
          {bid.error.message}
        </p>
      )}
      {bid.data && !bid.isPending && (
        <p className={styles.outcome} role="status" data-testid="bid-outcome" data-outcome={bid.data.outcome}>
          {t(`panel.outcome.${bid.data.outcome}`)}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth loading={bid.isPending} data-testid="bid-submit">
        {state.mine ? t('panel.raise') : t('panel.bid')}
      </Button>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('panel.confirm.title')}
        closeLabel={t('panel.confirm.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('panel.confirm.close')}
            </Button>
            <Button loading={bid.isPending} onClick={() => confirming !== null && bid.mutate(confirming)} data-testid="bid-confirm">
              {t('panel.confirm.yes')}
            </Button>
          </>
        }
      >
        <p className={styles.confirmText}>
          {confirming !== null && t('panel.confirm.body', { amount: yen(confirming), hold: yen(holdFor(confirming)) })}
        </p>
      </Dialog>
    </form>
  );
}

/** For a shopper not logged in: the way to bid. */
export function LoginToBid() {
  const { t } = useTranslation('bidding');
  const here = useLocation();
  return (
    <AppLink to="login" args={[{}, { query: { redirect: here.pathname + here.search } }]} className={buttonClassName({ size: 'lg', fullWidth: true })}>
      {t('panel.login')}
    </AppLink>
  );
}
