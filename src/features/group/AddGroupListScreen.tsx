import { useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { constants } from '../../../generated/constants';
import { usePrice } from '../../components/goods/use-price';
import { usePageTitle } from '../../components/page-title';
import { Button, buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { usePathTo } from '../../components/use-path-to';
import { GroupBoundary } from './GroupBoundary';
import { GroupSkeleton } from './GroupSkeleton';
import { ItemRow } from './ItemRow';
import styles from './group.module.css';
import { listWith } from './list-limits';
import { candidatesQuery, groupDetailQuery } from './queries';
import { useAddItems, useRemoveItem } from './use-group-actions';
import { useGroupId } from './use-group-id';

const w = constants.warehouse;

/** /personal/group/addGroupList?id=: the member's orders on the list, and their warehouse orders to add. */
export default function AddGroupListScreen() {
  const id = useGroupId();
  return (
    <div className={styles.page}>
      <GroupBoundary skeleton={<GroupSkeleton />}>
        <OnList id={id} />
        <Suspense fallback={<GroupSkeleton rows={2} />}>
          <Candidates id={id} />
        </Suspense>
      </GroupBoundary>
    </div>
  );
}

function OnList({ id }: { id: number }) {
  const { t } = useTranslation('group');
  const pathTo = usePathTo();
  const { data } = useSuspenseQuery(groupDetailQuery(id));
  const remove = useRemoveItem(id);
  usePageTitle(t('add.title'));
  const open = data.group.state === 'recruiting' || data.group.state === 'collecting';
  const mine = data.items.filter((i) => i.mine);
  return (
    <>
      <h1 className={styles.title}>{t('add.title')}</h1>
      <p className={styles.muted}>
        <Link to={pathTo('personal.group.groupDetail', {}, { query: { id } })}>{data.group.name}</Link>
      </p>
      {!open && <p className={styles.notice}>{t('add.closed')}</p>}
      <h2 className={styles.subtitle}>{t('add.onList', { count: mine.length })}</h2>
      {mine.length === 0 ? (
        <p className={styles.muted}>{t('detail.noItems')}</p>
      ) : (
        <ul className={styles.list} data-testid="group-list">
          {mine.map((i) => (
            <li key={i.orderId}>
              <ItemRow
                title={i.title}
                imageUrl={i.imageUrl}
                weightGrams={i.weightGrams}
                action={
                  open && (
                    <Button size="sm" variant="ghost" loading={remove.isPending && remove.variables === i.orderId} onClick={() => remove.mutate(i.orderId)}>
                      {t('add.remove')}
                    </Button>
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Candidates({ id }: { id: number }) {
  const { t } = useTranslation('group');
  const pathTo = usePathTo();
  const price = usePrice();
  const { data: detail } = useSuspenseQuery(groupDetailQuery(id));
  const { data } = useSuspenseQuery(candidatesQuery());
  const add = useAddItems(id);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  if (detail.group.state !== 'recruiting' && detail.group.state !== 'collecting') return null;
  if (data.items.length === 0) {
    return (
      <EmptyState
        title={t('add.noCandidates')}
        description={t('add.noCandidatesBody')}
        action={
          <Link to={pathTo('personal.order', { type: 'inProgress' })} className={buttonClassName({ variant: 'secondary' })}>
            {t('add.orders')}
          </Link>
        }
      />
    );
  }
  // Only orders still in the warehouse count (one added in another tab has left this list).
  const picked = data.items.filter((c) => chosen.has(c.orderId));
  const { totals, problem } = listWith(detail, picked);
  const toggle = (orderId: number) =>
    setChosen((before) => {
      const next = new Set(before);
      if (!next.delete(orderId)) next.add(orderId);
      return next;
    });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (picked.length > 0 && problem === null) add.mutate(picked.map((c) => c.orderId), { onSuccess: () => setChosen(new Set()) });
  };
  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <h2 className={styles.subtitle}>{t('add.warehouse')}</h2>
      <ul className={styles.list} data-testid="group-candidates">
        {data.items.map((c) => (
          <li key={c.orderId}>
            <ItemRow
              title={c.title}
              imageUrl={c.imageUrl}
              weightGrams={c.weightGrams}
              action={<input type="checkbox" className={styles.check} checked={chosen.has(c.orderId)} onChange={() => toggle(c.orderId)} aria-label={t('add.choose', { title: c.title })} />}
            />
          </li>
        ))}
      </ul>
      {/* The whole list with this choice, against one parcel's limits: the server refuses past them too. */}
      <p className={styles.muted} data-testid="group-list-totals">
        {t('add.totals', {
          orders: totals.orders,
          maxOrders: w.maxOrders,
          kg: (totals.grams / 1000).toFixed(2),
          maxKg: w.maxGrams / 1000,
          value: price(totals.declaredYen).yen,
          maxValue: price(w.maxDeclaredYen).yen,
        })}
      </p>
      {problem && (
        <p className={styles.notice} role="alert" data-testid="group-list-problem">
          {t(`add.problem.${problem}`, { box: w.maxBoxMm.map((mm) => mm / 10).join(' × ') })}
        </p>
      )}
      <Button type="submit" disabled={picked.length === 0 || problem !== null} loading={add.isPending}>
        {t('add.submit')}
      </Button>
    </form>
  );
}
