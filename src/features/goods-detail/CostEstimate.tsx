import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsDetail, LandedCost } from '../../../generated/api/schemas';
import { usePrice } from '../../components/goods/use-price';
import { AppLink } from '../../components/AppLink';
import { CountrySelect } from '../../components/shipping/CountrySelect';
import { DutyEstimate } from '../../components/shipping/DutyEstimate';
import { useDestinationCountry } from '../../components/shipping/use-destination-country';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { setDestination } from '../../lib/destination';
import { calcQuery, gramsToKg } from '../../lib/landed-cost';
import { type LandedCostParams, landedCostQuery, shippingOptionsQuery } from '../../lib/queries/shipping';
import { assumedWeightGrams, buyerDomesticYen, estimateParams } from './detail';
import styles from './parts.module.css';

/** What the item really costs: the first payment now and the cheapest way to ship it later. */
export function CostEstimate({ detail }: { detail: GoodsDetail }) {
  const { t } = useTranslation(['translation', 'goods']);
  const options = useQuery(shippingOptionsQuery());
  const codes = useMemo(() => options.data?.countries.map((c) => c.code) ?? [], [options.data]);
  const country = useDestinationCountry(codes);
  const weightGrams = detail.WeightGrams ?? assumedWeightGrams;
  const params: LandedCostParams | null = country ? estimateParams(detail, country) : null;
  const cost = useQuery({ ...landedCostQuery(params ?? { priceYen: 0, weightGrams: 1, country: '' }), enabled: params !== null });
  const failed = options.isError || cost.isError;

  return (
    <section className={styles.box} aria-labelledby="estimate-title" aria-busy={cost.isFetching || options.isPending}>
      <div className={styles.boxHead}>
        <h2 id="estimate-title" className={styles.boxTitle}>
          {t('goods:estimate.title')}
        </h2>
        {codes.length > 0 && (
          <CountrySelect className={styles.country} label={t('goods:estimate.shipTo')} codes={codes} value={country ?? ''} onChange={setDestination} />
        )}
      </div>
      {failed ? (
        <p className={styles.muted}>
          {t('goods:estimate.failed')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void (options.isError ? options.refetch() : cost.refetch())}>
            {t('errors.refresh')}
          </Button>
        </p>
      ) : cost.data ? (
        <Breakdown cost={cost.data} country={country ?? ''} />
      ) : (
        <Skeleton shape="text" lines={6} />
      )}
      {detail.WeightGrams == null && <p className={styles.note}>{t('goods:estimate.assumedWeight', { weight: gramsToKg(weightGrams) })}</p>}
      <p className={styles.note}>{t('goods:estimate.dutiesNote')}</p>
      <AppLink
        to="calc"
        args={[{}, { query: calcQuery({ price: String(params?.priceYen ?? ''), shipping: String(buyerDomesticYen(detail)), weight: gramsToKg(weightGrams), country: country ?? '' }) }]}
        className={styles.link}
      >
        {t('goods:estimate.compare')}
      </AppLink>
      <AppLink to="userGuide" args={[{}, { hash: 'fees' }]} className={styles.link}>
        {t('goods:estimate.help')}
      </AppLink>
    </section>
  );
}

function Breakdown({ cost, country }: { cost: LandedCost; country: string }) {
  const { t } = useTranslation(['translation', 'goods']);
  const price = usePrice();
  const cheapest = cost.methods
    .filter((m) => m.available && m.shippingYen != null)
    .sort((a, b) => (a.shippingYen ?? 0) - (b.shippingYen ?? 0))[0];
  const yen = (amount: number) => <bdi>{price(amount).yen}</bdi>;
  const both = (amount: number) => {
    const p = price(amount);
    return (
      <>
        <bdi className={styles.strong}>{p.yen}</bdi>
        {p.converted && <span className={styles.muted}> ≈ <bdi>{p.converted}</bdi></span>}
      </>
    );
  };
  return (
    <>
      <h3 className={styles.stepTitle}>{t('goods:estimate.payNow')}</h3>
      <dl className={styles.lines}>
        <div><dt>{t('goods:cost.item')}</dt><dd>{yen(cost.itemYen)}</dd></div>
        <div><dt>{t('goods:cost.proxyFee')}</dt><dd>{yen(cost.proxyFeeYen)}</dd></div>
        <div><dt>{t('goods:cost.domestic')}</dt><dd>{yen(cost.domesticYen)}</dd></div>
        {cost.servicesYen > 0 && <div><dt>{t('goods:cost.services')}</dt><dd>{yen(cost.servicesYen)}</dd></div>}
        <div className={styles.sum}><dt>{t('goods:cost.firstPayment')}</dt><dd data-testid="estimate-first">{both(cost.firstPaymentYen)}</dd></div>
      </dl>
      <h3 className={styles.stepTitle}>{t('goods:estimate.payLater')}</h3>
      {cheapest ? (
        <dl className={styles.lines}>
          <div>
            <dt>{t('goods:estimate.cheapest', { method: t(`goods:methods.${cheapest.method}`, { defaultValue: cheapest.method }) })}</dt>
            <dd>{yen(cheapest.shippingYen ?? 0)}</dd>
          </div>
          <div className={styles.sum}>
            <dt>{t('goods:estimate.total')}</dt>
            <dd data-testid="estimate-total">{both(cheapest.totalYen ?? cost.firstPaymentYen + (cheapest.shippingYen ?? 0))}</dd>
          </div>
        </dl>
      ) : (
        <p className={styles.muted}>{t('goods:estimate.noMethod')}</p>
      )}
      {country && <DutyEstimate declaredYen={cost.itemYen} postageYen={cheapest?.shippingYen ?? 0} country={country} />}
    </>
  );
}
