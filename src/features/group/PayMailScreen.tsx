import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePrice } from '../../components/goods/use-price';
import { PayChoice } from '../../components/card/PayChoice';
import { returnedRecharge, useCardPay } from '../../components/card/use-card-pay';
import { usePayChoice } from '../../components/card/use-pay-choice';
import { usePageTitle } from '../../components/page-title';
import { api } from '../../lib/api/client';
import { queryClient } from '../../lib/query-client';
import { Button, buttonClassName } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { usePathTo } from '../../components/use-path-to';
import { GroupBoundary } from './GroupBoundary';
import { GroupSkeleton } from './GroupSkeleton';
import styles from './group.module.css';
import { balanceQuery, groupDetailQuery } from './queries';
import { usePayShare } from './use-group-actions';
import { useGroupId } from './use-group-id';

/** /personal/group/payMail?id=: the member pays their share of the group's postage from the wallet, a card, or both. */
export default function PayMailScreen() {
  const id = useGroupId();
  return (
    <div className={styles.page}>
      <GroupBoundary skeleton={<GroupSkeleton rows={2} />}>
        <Pay id={id} />
      </GroupBoundary>
    </div>
  );
}

function Pay({ id }: { id: number }) {
  const { t } = useTranslation('group');
  const pathTo = usePathTo();
  const price = usePrice();
  const { data } = useSuspenseQuery(groupDetailQuery(id));
  const { data: wallet } = useSuspenseQuery(balanceQuery());
  const pay = usePayShare(id);
  const here = useLocation();
  // One key per visit of the page: a double click or a retry pays once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  usePageTitle(t('pay.title'));
  const due = data.myDueYen ?? 0;
  const choice = usePayChoice(due, wallet.balanceYen);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: groupDetailQuery(id).queryKey });
    void queryClient.invalidateQueries({ queryKey: balanceQuery().queryKey });
  };
  const card = useCardPay(
    (source, cardPays, cardYen) => api.payGroupShareByCard({ id, idempotencyKey: key, expectedYen: due, ...source, cardPays, cardYen, returnUrl: `${here.pathname}${here.search}` }),
    {
      recharge: returnedRecharge(new URLSearchParams(here.search)),
      onPaid: refresh,
      onRetry: () => {
        setKey(crypto.randomUUID());
        refresh();
      },
    },
  );
  const byCard = choice.method !== 'wallet';
  const busy = pay.isPending || card.pay.isPending || card.waiting;
  const back = (
    <Link to={pathTo('personal.group.groupDetail', {}, { query: { id } })} className={buttonClassName({ variant: 'secondary' })}>
      {t('pay.back')}
    </Link>
  );
  if (data.group.state === 'dissolved') return <EmptyState title={t('pay.dissolved')} description={t('pay.dissolvedBody')} action={back} />;
  if (data.myShareYen == null) return <EmptyState title={t('pay.notYet')} description={t('pay.notYetBody')} action={back} />;
  const share = data.myShareYen;
  const storage = data.myStorageYen ?? 0;
  // What the payment charges (due): the share and the storage fees, less anything paid before a re-pricing.
  const short = !data.myPaid && wallet.balanceYen < due;
  return (
    <>
      <h1 className={styles.title}>{t('pay.title')}</h1>
      <Card className={styles.card}>
        <p className={styles.muted}>{data.group.name}</p>
        <dl className={styles.facts}>
          <dt>{t('pay.method')}</dt>
          <dd>{data.method ? t(`method.${data.method}`) : ''}</dd>
          <dt>{t('pay.postage')}</dt>
          <dd>{t('pay.postageOf', { amount: price(data.postageYen).yen, grams: data.totalGrams })}</dd>
          <dt>{t('pay.balance')}</dt>
          <dd>{price(wallet.balanceYen).yen}</dd>
        </dl>
        <dl className={styles.facts}>
          <dt>{t('pay.share')}</dt>
          <dd data-testid="group-share">{price(share).yen}</dd>
          {storage > 0 && (
            <>
              <dt>{t('pay.storage')}</dt>
              <dd data-testid="group-storage">{price(storage).yen}</dd>
            </>
          )}
          {share + storage !== due && !data.myPaid && (
            <>
              <dt>{t('pay.paidBefore')}</dt>
              <dd>{price(share + storage - due).yen}</dd>
            </>
          )}
        </dl>
        <p className={styles.muted}>{t('pay.split')}</p>
        {storage > 0 && <p className={styles.muted}>{t('pay.storageWhy')}</p>}
        {!data.myPaid && (
          <>
            <span className={styles.muted}>{t('pay.due')}</span>
            <span className={styles.amount} data-testid="group-due">
              {price(due).yen}
            </span>
            {price(due).converted && <span className={styles.muted}>{price(due).converted}</span>}
          </>
        )}
      </Card>
      {data.myPaid ? (
        <p className={styles.notice} role="status">
          {data.group.state === 'ready' ? t('pay.allPaid') : t('pay.paid')}
        </p>
      ) : (
        <>
          {short && (
            <p className={styles.notice} role="status">
              {t('pay.short', { amount: price(due - wallet.balanceYen).yen })}{' '}
              {/* The top-up page leads back here once the money is in (as the centre's and the won auction's do). */}
              <Link to={pathTo('personal.recharge', {}, { query: { return: `${here.pathname}${here.search}` } })}>{t('pay.recharge')}</Link>
            </p>
          )}
          <PayChoice choice={choice} totalYen={due} walletYen={wallet.balanceYen} problem={card.problem} />
          <Button size="lg" fullWidth loading={busy} disabled={busy || (byCard && !choice.config)} onClick={() => (byCard ? card.pay.mutate(choice) : pay.mutate(key))}>
            {byCard ? t('wallet:recharge.pay', { amount: price(due).yen }) : t('pay.submit', { amount: price(due).yen })}
          </Button>
        </>
      )}
      {back}
    </>
  );
}
