import { useTranslation } from 'react-i18next';
import { constants } from '../../../generated/constants';
import { usePrice } from '../../components/goods/use-price';
import type { MergeTotals as Totals } from './merge-totals';
import styles from './Parcels.module.css';

const w = constants.warehouse;

/** What the chosen orders add up to, against the parcel's limits, before the shopper asks. */
export function MergeTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation('parcels');
  const price = usePrice();
  return (
    <section aria-labelledby="merge-totals" data-testid="merge-totals">
      <h2 id="merge-totals" className={styles.subtitle}>{t('totals.title')}</h2>
      <dl className={styles.totals}>
        <dt>{t('totals.orders')}</dt>
        <dd>{t('totals.ofMax', { value: totals.orders, max: w.maxOrders })}</dd>
        <dt>{t('totals.weight')}</dt>
        <dd>{t('totals.ofMax', { value: t('item.weight', { kg: (totals.grams / 1000).toFixed(2) }), max: t('item.weight', { kg: w.maxGrams / 1000 }) })}</dd>
        <dt>{t('totals.value')}</dt>
        <dd>{t('totals.ofMax', { value: price(totals.declaredYen).yen, max: price(w.maxDeclaredYen).yen })}</dd>
        <dt>{t('totals.fee')}</dt>
        <dd data-testid="consolidation-fee">{totals.consolidationYen === 0 ? t('totals.free') : price(totals.consolidationYen).yen}</dd>
        <dt>{t('totals.storage')}</dt>
        <dd>{price(totals.storageYen).yen}</dd>
      </dl>
      <p className={styles.muted}>
        {t('totals.rules', {
          free: w.consolidation.freeOrders,
          fee: price(w.consolidation.perExtraOrderYen).yen,
          box: w.maxBoxMm.map((mm) => mm / 10).join(' × '),
        })}
      </p>
      {totals.exportDeclaration && <p className={styles.problem}>{t('totals.export', { amount: price(w.exportDeclarationYen).yen })}</p>}
      {totals.problem && (
        <p className={styles.problem} role="alert" data-testid="merge-problem">
          {t(`problem.${totals.problem}`)}
        </p>
      )}
    </section>
  );
}
