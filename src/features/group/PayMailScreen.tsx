import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePrice } from '../../components/goods/use-price';
import { usePageTitle } from '../../components/page-title';
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

/** /personal/group/payMail?id=: the member pays their share of the group's postage from the wallet. */
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
  // One key per visit of the page: a double click or a retry pays once.
  const [key] = useState(() => crypto.randomUUID());
  usePageTitle(t('pay.title'));
  const back = (
    <Link to={pathTo('personal.group.groupDetail', {}, { query: { id } })} className={buttonClassName({ variant: 'secondary' })}>
      {t('pay.back')}
    </Link>
  );
  if (data.myShareYen == null) return <EmptyState title={t('pay.notYet')} description={t('pay.notYetBody')} action={back} />;
  const share = data.myShareYen;
  const short = !data.myPaid && wallet.balanceYen < share;
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
        <span className={styles.muted}>{t('pay.share')}</span>
        <span className={styles.amount} data-testid="group-share">
          {price(share).yen}
        </span>
        {price(share).converted && <span className={styles.muted}>{price(share).converted}</span>}
        <p className={styles.muted}>{t('pay.split')}</p>
      </Card>
      {data.myPaid ? (
        <p className={styles.notice} role="status">
          {data.group.state === 'ready' ? t('pay.allPaid') : t('pay.paid')}
        </p>
      ) : short ? (
        <>
          <p className={styles.notice} role="alert">
            {t('pay.short', { amount: price(share - wallet.balanceYen).yen })}
          </p>
          <Link to={pathTo('personal.recharge')} className={buttonClassName()}>
            {t('pay.recharge')}
          </Link>
        </>
      ) : (
        <Button size="lg" fullWidth loading={pay.isPending} onClick={() => pay.mutate(key)}>
          {t('pay.submit', { amount: price(share).yen })}
        </Button>
      )}
      {back}
    </>
  );
}
