import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeclarationLine, ShipParcel } from '../../../generated/api/schemas';
import { usePrice } from '../../components/goods/use-price';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import styles from './Parcels.module.css';
import { parcelChanged } from './queries';

interface Draft { orderId: number; description: string; quantity: string; unitYen: string; reason: string }

const draftOf = (l: DeclarationLine): Draft => ({ orderId: l.orderId, description: l.description, quantity: String(l.quantity), unitYen: String(l.unitYen), reason: l.reason ?? '' });

/**
 * The customs declaration, one line per order, prefilled with what was paid. A line valued below it asks
 * for the shopper's reason; the server judges the rules again and names the line it refuses.
 */
export function DeclarationForm({ parcel }: { parcel: ShipParcel }) {
  const { t } = useTranslation('parcels');
  const price = usePrice();
  const [drafts, setDrafts] = useState<Draft[]>(() => parcel.declaration.map(draftOf));
  const save = useMutation({
    mutationFn: () =>
      api.parcelDeclare({
        id: parcel.id,
        lines: drafts.map((d) => ({ orderId: d.orderId, description: d.description, quantity: Number(d.quantity), unitYen: Number(d.unitYen), reason: d.reason })),
      }),
    onSuccess: async (answer) => {
      await parcelChanged(answer);
      setDrafts(answer.declaration.map(draftOf));
      toast.success(t('declaration.saved'));
    },
  });
  const edit = (index: number, change: Partial<Draft>) => setDrafts((before) => before.map((d, i) => (i === index ? { ...d, ...change } : d)));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className={styles.fieldset} onSubmit={submit} data-testid="declaration" aria-labelledby="declaration-title">
      <h2 id="declaration-title" className={styles.subtitle}>{t('declaration.title')}</h2>
      <p className={styles.meta}>{t('declaration.intro')}</p>
      {parcel.declarationQuery && (
        <p className={styles.problem} role="status" data-testid="declaration-query">
          {t('declaration.query', { note: parcel.declarationQuery })}
        </p>
      )}
      {parcel.declaration.map((line, index) => {
        const draft = drafts[index]!;
        const below = Number(draft.quantity) * Number(draft.unitYen) < line.paidQuantity * line.paidUnitYen;
        return (
          <fieldset key={line.orderId} className={styles.item} data-testid="declaration-line">
            <legend className={styles.meta}>{t('declaration.paid', { line: index + 1, quantity: line.paidQuantity, amount: price(line.paidUnitYen).yen })}</legend>
            <div className={styles.body}>
              {/* Prefilled with the goods' own (often Japanese) title: laid out in its own direction on an Arabic page, not cut off at its start. */}
              <TextField label={t('declaration.description')} dir="auto" value={draft.description} maxLength={200} required onChange={(e) => edit(index, { description: e.target.value })} />
              <TextField label={t('declaration.quantity')} type="number" inputMode="numeric" min={1} max={999} value={draft.quantity} required onChange={(e) => edit(index, { quantity: e.target.value })} />
              <TextField label={t('declaration.unitYen')} type="number" inputMode="numeric" min={0} value={draft.unitYen} required onChange={(e) => edit(index, { unitYen: e.target.value })} />
              {(below || draft.reason !== '') && (
                <TextField label={t('declaration.reason')} hint={below ? t('declaration.reasonHint') : undefined} value={draft.reason} maxLength={500} required={below} onChange={(e) => edit(index, { reason: e.target.value })} />
              )}
            </div>
          </fieldset>
        );
      })}
      <Button type="submit" variant="secondary" loading={save.isPending} disabled={save.isPending}>
        {t('declaration.save')}
      </Button>
    </form>
  );
}
