import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsAction } from '../../../generated/api/schemas';
import { constants } from '../../../generated/constants';
import { carriers } from '../../../generated/tracking';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { Field } from '../../components/ui/Field';
import { Select } from '../../components/ui/Select';
import { TextField } from '../../components/ui/TextField';
import { toast } from '../../components/ui/toast-store';
import { api } from '../../lib/api/client';
import { actionParams, endingActions, fieldSpecs } from './action-fields';
import styles from './ops.module.css';
import { orderChanged } from './queries';
import { uploadPhotos } from './upload';

/** One staff action of the order's state, with the inputs it needs; recording an arrival also takes photos. */
export function ActionForm({ orderId, action: { action, needs } }: { orderId: number; action: OpsAction }) {
  const { t } = useTranslation('ops');
  const headingId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const withPhotos = action === 'recordArrival';
  const mutation = useMutation({
    // The call wrapper shows the call's own refusals; a photo refused after the order moved is shown
    // here, and the order keeps the move (photos can be added again from the photo section).
    mutationFn: async (form: FormData) => {
      const moved = await api.opsOrderAction(actionParams(orderId, action, needs, form));
      if (!withPhotos || files.length === 0) return moved;
      try {
        return (await uploadPhotos(orderId, files)) ?? moved;
      } catch (error) {
        toast.error(error instanceof Error ? error.message : String(error));
        // Some photos may have gone in before the one refused.
        return api.opsOrder({ id: orderId }, { silent: true }).catch(() => moved);
      }
    },
    onSuccess: (detail) => {
      orderChanged(detail);
      toast.success(t('actionDone', { action: t(`actions.${action}`) }));
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(new FormData(event.currentTarget));
  };
  const ending = endingActions.has(action);
  return (
    <form className={styles.actionCard} aria-labelledby={headingId} onSubmit={submit} data-testid={`action-${action}`}>
      <h3 id={headingId} className={styles.cardTitle}>
        {t(`actions.${action}`)}
      </h3>
      <p className={styles.muted}>{t(`actionHelp.${action}`)}</p>
      {needs.length > 0 ? (
        <div className={styles.fields}>
          {needs.map((name) => {
            const spec = fieldSpecs[name];
            // A listed carrier, so that the shopper's tracking number links to its page: a seller's to our warehouse goes domestic.
            if (name === 'carrier') {
              return (
                <Select key={name} name={name} label={t(`inputs.${name}`)} required>
                  {carriers
                    .filter((c) => (action === 'recordDomesticShipment' ? c.domestic : c.international))
                    .map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                </Select>
              );
            }
            return (
              <TextField
                key={name}
                name={name}
                label={t(`inputs.${name}`)}
                required
                type={spec.numeric ? 'number' : 'text'}
                inputMode={spec.inputMode}
                min={spec.min}
                max={spec.max}
                maxLength={spec.maxLength}
                autoComplete="off"
                className={name === 'reason' ? styles.wide : undefined}
              />
            );
          })}
        </div>
      ) : null}
      {withPhotos ? (
        <Field label={t('photos.choose')} hint={t('photos.hint', { max: constants.orders.photos.max })}>
          {(control) => (
            <input
              {...control}
              type="file"
              multiple
              accept={constants.uploads.types.join(',')}
              onChange={(event) => setFiles([...(event.currentTarget.files ?? [])])}
              className={styles.file}
            />
          )}
        </Field>
      ) : null}
      {ending && needs.length === 0 ? <Checkbox name="sure" required label={t('confirmEnding')} /> : null}
      <div>
        <Button type="submit" variant={ending ? 'danger' : 'primary'} loading={mutation.isPending}>
          {t(`actions.${action}`)}
        </Button>
      </div>
    </form>
  );
}
