import { useTranslation } from 'react-i18next';
import type { LandedCost, MethodQuote, ShippingOptions } from '../../../generated/api/schemas';
import { gramsToKg } from '../../lib/landed-cost';
import type { LandedCostParams } from '../../lib/queries/shipping';
import { Amount } from './Amount';
import styles from './CalcScreen.module.css';
import { volumetricGrams } from './validate';
import { ltr } from '../../lib/bidi';

interface MethodListProps {
  cost: LandedCost;
  params: LandedCostParams;
  options: ShippingOptions;
}

/** Available methods cheapest first, then those that cannot take this parcel, each with its reason. */
export function MethodList({ cost, params, options }: MethodListProps) {
  const { t } = useTranslation(['translation', 'goods']);
  const total = (m: MethodQuote) => m.totalYen ?? Number.POSITIVE_INFINITY;
  const available = cost.methods.filter((m) => m.available).sort((a, b) => total(a) - total(b));
  const unavailable = cost.methods.filter((m) => !m.available);
  return (
    <>
      {available.length === 0 && <p className={styles.prompt}>{t('goods:calc.noneAvailable')}</p>}
      <ul className={styles.methods}>
        {available.map((quote, index) => (
          <Method key={quote.method} quote={quote} params={params} options={options} cheapest={index === 0} />
        ))}
      </ul>
      {unavailable.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{t('goods:calc.unavailableTitle')}</h3>
          <ul className={styles.methods} data-testid="calc-unavailable">
            {unavailable.map((quote) => (
              <li key={quote.method} className={styles.unavailable}>
                <span className={styles.methodName}>{t(`goods:methods.${quote.method}`, { defaultValue: quote.method })}</span>
                <span>{t(`goods:calc.reasons.${quote.reason ?? 'noRoute'}`, { max: options.methods.find((m) => m.id === quote.method)?.maxKg ?? '' })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function Method({ quote, params, options, cheapest }: { quote: MethodQuote; params: LandedCostParams; options: ShippingOptions; cheapest: boolean }) {
  const { t } = useTranslation(['translation', 'goods']);
  const method = options.methods.find((m) => m.id === quote.method);
  const volumetric = method ? volumetricGrams(params, method) : null;
  const byVolume = volumetric !== null && quote.chargeableGrams > params.weightGrams;
  return (
    <li className={styles.method} data-cheapest={cheapest || undefined}>
      <div className={styles.methodHead}>
        <h4 className={styles.methodName}>{t(`goods:methods.${quote.method}`, { defaultValue: quote.method })}</h4>
        {cheapest && <span className={styles.badge}>{t('goods:calc.cheapest')}</span>}
      </div>
      <dl className={styles.lines}>
        <div>
          <dt>{t('goods:calc.transit')}</dt>
          <dd>{t('goods:calc.days', { days: ltr(quote.transitDays) })}</dd>
        </div>
        <div>
          <dt>{t('goods:calc.chargeable')}</dt>
          <dd>{t('goods:calc.kg', { kg: gramsToKg(quote.chargeableGrams) })}</dd>
        </div>
        <div>
          <dt>{t('goods:calc.international')}</dt>
          <dd>
            <Amount yen={quote.shippingYen ?? 0} />
          </dd>
        </div>
        <div className={styles.sum}>
          <dt>{t('goods:calc.total')}</dt>
          <dd>
            <Amount yen={quote.totalYen ?? 0} total />
          </dd>
        </div>
      </dl>
      {byVolume && method?.volumetricDivisor && (
        <p className={styles.hint}>
          {t('goods:calc.volumetric', {
            sides: ltr(`${params.lengthCm} × ${params.widthCm} × ${params.heightCm}`),
            divisor: method.volumetricDivisor,
            volumetric: gramsToKg(volumetric),
            actual: gramsToKg(params.weightGrams),
          })}
        </p>
      )}
    </li>
  );
}
