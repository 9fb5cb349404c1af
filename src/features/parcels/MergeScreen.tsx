import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { Button, buttonClassName } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Select } from '../../components/ui/Select';
import { api } from '../../lib/api/client';
import { addressesQuery } from '../../lib/queries/addresses';
import { ListSkeleton } from './ListSkeleton';
import { MergeTotals } from './MergeTotals';
import { WarehouseItem } from './WarehouseItem';
import { mergeTotals } from './merge-totals';
import styles from './Parcels.module.css';
import { candidatesQuery, parcelChanged } from './queries';

/** Choose arrived orders and the address; the running totals and limits show before the server checks them again. */
export default function MergeScreen() {
  const { t } = useTranslation('parcels');
  usePageTitle(t('merge.title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('merge.title')}</h1>
      <Suspense fallback={<ListSkeleton />}>
        <MergeForm />
      </Suspense>
    </div>
  );
}

function MergeForm() {
  const { t } = useTranslation('parcels');
  const pathTo = usePathTo();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(candidatesQuery());
  const { data: book } = useSuspenseQuery(addressesQuery());
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const [addressId, setAddressId] = useState<number | null>(book.items.find((a) => a.isDefault)?.id ?? book.items[0]?.id ?? null);
  const create = useMutation({
    mutationFn: () => api.parcelCreate({ orderIds: [...chosen], addressId: addressId! }),
    onSuccess: async (parcel) => {
      await parcelChanged(parcel);
      void navigate(pathTo('personal.order.merge.selectMail', {}, { query: { id: parcel.id } }));
    },
  });
  if (data.items.length === 0) {
    return (
      <EmptyState
        title={t('merge.empty')}
        description={t('merge.emptyBody')}
        action={<Link to={pathTo('personal.order', { type: 'all' })} className={buttonClassName()}>{t('merge.toOrders')}</Link>}
      />
    );
  }
  const totals = mergeTotals(data.items.filter((o) => chosen.has(o.id)));
  const toggle = (id: number) =>
    setChosen((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <form
      className={styles.page}
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate();
      }}
    >
      <p className={styles.muted}>{t('merge.intro')}</p>
      <ul className={styles.list} aria-label={t('merge.ordersLabel')}>
        {data.items.map((order) => (
          <WarehouseItem
            key={order.id}
            order={order}
            control={<input type="checkbox" className={styles.radio} checked={chosen.has(order.id)} onChange={() => toggle(order.id)} aria-label={t('merge.choose', { title: order.title })} />}
          />
        ))}
      </ul>
      <MergeTotals totals={totals} />
      {book.items.length === 0 ? (
        <p className={styles.problem}>
          {t('merge.noAddress')} <Link to={pathTo('personal.address')}>{t('merge.addAddress')}</Link>
        </p>
      ) : (
        <Select label={t('merge.address')} value={addressId ?? ''} onChange={(e) => setAddressId(Number(e.target.value))}>
          {book.items.map((a) => (
            <option key={a.id} value={a.id}>
              {`${a.recipient}, ${a.city} ${a.line1}, ${a.country}`}
            </option>
          ))}
        </Select>
      )}
      <Button type="submit" fullWidth loading={create.isPending} disabled={totals.orders === 0 || totals.problem !== null || addressId === null || create.isPending}>
        {t('merge.submit')}
      </Button>
    </form>
  );
}
