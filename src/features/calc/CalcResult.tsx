import { useTranslation } from 'react-i18next';
import type { LandedCost, ShippingOptions } from '../../../generated/api/schemas';
import { DutyEstimate } from '../../components/shipping/DutyEstimate';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { countryName } from '../../lib/destination';
import { useLanguage } from '../../lib/i18n';
import type { LandedCostParams } from '../../lib/queries/shipping';
import styles from './CalcScreen.module.css';
import { Amount } from './Amount';
import { MethodList } from './MethodList';

interface CalcResultProps {
  ready: boolean;
  cost: LandedCost | undefined;
  loading: boolean;
  /** The server's reason when the parcel could not be priced (e.g. a service that does not take its weight). */
  failure: string | null;
  onRetry: () => void;
  params: LandedCostParams | null;
  options: ShippingOptions;
}

export function CalcResult({ ready, cost, loading, failure, onRetry, params, options }: CalcResultProps) {
  const { t } = useTranslation(['translation', 'goods']);
  const language = useLanguage();
  let body;
  if (!ready) body = <p className={styles.prompt}>{t('goods:calc.prompt')}</p>;
  else if (failure !== null)
    body = (
      <p className={styles.prompt} role="alert">
        {failure || t('goods:calc.failed')}{' '}
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('errors.refresh')}
        </Button>
      </p>
    );
  else if (!cost || !params) body = <Skeleton shape="text" lines={8} />;
  else
    body = (
      <>
        <Breakdown cost={cost} />
        <h2 className={styles.sectionTitle}>{t('goods:calc.methodsTitle', { country: countryName(params.country, language) })}</h2>
        <MethodList cost={cost} params={params} options={options} />
        <DutyEstimate declaredYen={cost.itemYen} postageYen={cheapestPostage(cost)} country={params.country} />
      </>
    );
  return (
    <section className={styles.result} aria-labelledby="calc-result-title" aria-busy={loading}>
      <h2 id="calc-result-title" className={styles.sectionTitle}>
        {t('goods:calc.resultTitle')}
      </h2>
      {body}
    </section>
  );
}

/** The postage the estimate's customs value counts: the cheapest method that takes the parcel. */
function cheapestPostage(cost: LandedCost): number {
  const postage = cost.methods.flatMap((m) => (m.available && m.shippingYen != null ? [m.shippingYen] : []));
  return postage.length > 0 ? Math.min(...postage) : 0;
}

function Breakdown({ cost }: { cost: LandedCost }) {
  const { t } = useTranslation(['translation', 'goods']);
  const rows: [string, number][] = [
    ['goods:cost.item', cost.itemYen],
    ['goods:cost.proxyFee', cost.proxyFeeYen],
    ['goods:cost.domestic', cost.domesticYen],
    ['goods:cost.services', cost.servicesYen],
  ];
  return (
    <dl className={styles.lines} data-testid="calc-breakdown">
      {rows.map(([key, yen]) => (
        <div key={key}>
          <dt>{t(key)}</dt>
          <dd>
            <Amount yen={yen} />
          </dd>
        </div>
      ))}
      <div className={styles.sum}>
        <dt>
          {t('goods:cost.firstPayment')}
          <span className={styles.hint}>{t('goods:calc.firstPaymentHint')}</span>
        </dt>
        <dd>
          <Amount yen={cost.firstPaymentYen} total />
        </dd>
      </div>
    </dl>
  );
}
