import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupDetail } from '../../../generated/api/schemas';
import { usePrice } from '../../components/goods/use-price';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { defaultMethod } from '../../lib/default-method';
import styles from './group.module.css';
import { useCloseList } from './use-group-actions';

/**
 * The leader closes the list once applications have ended: one parcel by the chosen method, its postage
 * split among the members by the weight of their items (the yen rounding leaves go to the leader).
 */
export function CloseList({ detail }: { detail: GroupDetail }) {
  const { t } = useTranslation('group');
  const price = usePrice();
  const close = useCloseList(detail.group.id);
  const legend = useId();
  const available = detail.quotes.filter((q) => q.available);
  const preselected = defaultMethod(detail.quotes);
  const canClose = !detail.group.applicationsOpen && available.length > 0;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    close.mutate(String(new FormData(event.currentTarget).get('method')));
  };
  return (
    <Card as="section" className={styles.card} aria-labelledby={legend}>
      <h2 id={legend} className={styles.subtitle}>
        {t('close.title')}
      </h2>
      <p className={styles.muted}>{t('close.explain')}</p>
      {detail.box && (
        <p className={styles.muted} data-testid="group-box">
          {t('close.box', { box: `${detail.box.lengthCm} × ${detail.box.widthCm} × ${detail.box.heightCm}` })}
        </p>
      )}
      {detail.quotes.length === 0 ? (
        <p className={styles.muted}>{t('manage.emptyList')}</p>
      ) : (
        <form className={styles.form} onSubmit={onSubmit}>
          <fieldset className={styles.form}>
            <legend className={styles.muted}>{t('close.method')}</legend>
            {detail.quotes.map((q) => (
              <label key={q.method} className={styles.row}>
                <input type="radio" name="method" value={q.method} disabled={!q.available} defaultChecked={q.method === preselected} />
                <span className={styles.grow}>
                  {t(`method.${q.method}`)} · {t('close.days', { days: q.transitDays })}
                  {q.available && q.chargeableGrams > detail.totalGrams && ` · ${t('close.byVolume', { grams: q.chargeableGrams })}`}
                </span>
                <span>{q.available && q.shippingYen != null ? price(q.shippingYen).yen : t(`close.reason.${q.reason ?? 'noRoute'}`)}</span>
              </label>
            ))}
          </fieldset>
          {detail.group.applicationsOpen && <p className={styles.notice}>{t('close.afterDeadline')}</p>}
          <Button type="submit" disabled={!canClose} loading={close.isPending}>
            {t('close.submit')}
          </Button>
        </form>
      )}
    </Card>
  );
}
