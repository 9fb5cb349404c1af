import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsParcelRow } from '../../../generated/api/schemas';
import { carrierOfMethod, carriers } from '../../../generated/tracking';
import { AppLink } from '../../components/AppLink';
import { TrackingNumber } from '../../components/shipping/TrackingNumber';
import { Button } from '../../components/ui/Button';
import { Select } from '../../components/ui/Select';
import { TextField } from '../../components/ui/TextField';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import styles from './ops.module.css';
import { ParcelClaimReview } from './ParcelClaimReview';
import { ParcelDeclaration } from './ParcelDeclaration';
import { ParcelPhotos } from './ParcelPhotos';
import { ServiceChips } from './ServiceChips';
import { type OpsParcelQueue, opsParcelsQuery, parcelMoved } from './queries';

/** One parcel queue: paid parcels to ship with carrier and tracking number, shipped ones to mark delivered, or claims to resolve. */
export function ParcelQueue({ queue }: { queue: OpsParcelQueue }) {
  const { t } = useTranslation('ops');
  const headingId = useId();
  const { data } = useSuspenseQuery(opsParcelsQuery(queue));
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid={`parcels-${queue}`}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t(`parcels.${queue}`)} ({data.total})
      </h2>
      {data.items.length === 0 ? (
        <p className={styles.muted}>{t('parcels.empty')}</p>
      ) : (
        <ul className={styles.stack}>
          {data.items.map((row) => (
            <ParcelRow key={row.parcel.id} row={row} queue={queue} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ParcelRow({ row, queue }: { row: OpsParcelRow; queue: OpsParcelQueue }) {
  const { t } = useTranslation('ops');
  const { t: shell } = useTranslation(['translation', 'goods']);
  const { parcel } = row;
  const a = parcel.address;
  const move = useMutation({
    mutationFn: (form: FormData | null) =>
      form
        ? api.opsParcelShip({ id: parcel.id, carrier: String(form.get('carrier') ?? ''), trackingNo: String(form.get('trackingNo') ?? '') })
        : api.opsParcelDeliver({ id: parcel.id }),
    onSuccess: () => {
      parcelMoved();
      toast.success(t('parcels.done', { id: parcel.id }));
    },
  });
  const ship = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    move.mutate(new FormData(event.currentTarget));
  };
  return (
    <li className={styles.actionCard} data-testid="ops-parcel" data-parcel-id={parcel.id}>
      <h3 className={styles.cardTitle}>
        {t('parcels.label', { id: parcel.id, kind: t(`parcels.kinds.${parcel.kind}`) })} · {row.shopperEmail}
      </h3>
      <p className={styles.muted}>
        {parcel.method ? shell(`goods:methods.${parcel.method}`) : '—'} · {t('parcels.weight', { kg: (parcel.weightGrams / 1000).toFixed(2) })}
        {parcel.lengthCm != null && ` · ${t('facts.sizeValue', { l: parcel.lengthCm, w: parcel.widthCm, h: parcel.heightCm })}`} · {`${a.recipient}, ${a.city}, ${a.country}`}
        {parcel.exportDeclaration && ` · ${t('parcels.export')}`}
      </p>
      {parcel.options.length > 0 && (
        <p>
          {t('parcels.options')} <ServiceChips ids={parcel.options} />
        </p>
      )}
      <ul className={styles.muted}>
        {parcel.orders.map((o) => (
          <li key={o.id}>
            <AppLink to="ops.order" args={[{ id: o.id }]}>#{o.id}</AppLink> <span lang="ja">{o.title}</span> <ServiceChips ids={o.services} />
          </li>
        ))}
      </ul>
      <ParcelDeclaration parcel={parcel} canQuery={queue === 'toShip' && parcel.kind === 'merge'} />
      <ParcelPhotos parcel={parcel} />
      {queue === 'claims' ? (
        row.claim && <ParcelClaimReview status={row.claim} />
      ) : queue === 'toShip' ? (
        <form className={styles.fields} onSubmit={ship}>
          <Select name="carrier" label={t('parcels.carrier')} required defaultValue={carrierOfMethod(parcel.method) ?? ''}>
            {carriers
              .filter((c) => c.international)
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
          </Select>
          <TextField name="trackingNo" label={t('parcels.trackingNo')} required maxLength={60} />
          <Button type="submit" loading={move.isPending} disabled={move.isPending}>
            {t('parcels.ship')}
          </Button>
        </form>
      ) : (
        <p>
          {parcel.trackingNo && <TrackingNumber carrier={parcel.carrier} number={parcel.trackingNo} />}{' '}
          <Button variant="secondary" onClick={() => move.mutate(null)} loading={move.isPending} disabled={move.isPending}>
            {t('parcels.deliver')}
          </Button>
        </p>
      )}
    </li>
  );
}
