import { useTranslation } from 'react-i18next';
import type { OpsOrder } from '../../../generated/api/schemas';
import { carrierName } from '../../components/shipping/TrackingNumber';
import { useOpsFormat } from './format';
import styles from './ops.module.css';

type Fact = [label: string, value: string | null | undefined];

/** The order's people, money, parcel and tracking, as a dense list of label and value. */
export function OrderFacts({ order }: { order: OpsOrder }) {
  const { t } = useTranslation('ops');
  const { t: tShell } = useTranslation(['translation', 'goods']);
  const format = useOpsFormat();
  const yen = (amount: number | null | undefined) => (amount === null || amount === undefined ? null : format.yen(amount));
  const size = order.lengthCm && order.widthCm && order.heightCm ? t('facts.sizeValue', { l: order.lengthCm, w: order.widthCm, h: order.heightCm }) : null;
  const groups: [title: string, facts: Fact[]][] = [
    [t('facts.order'), [
      [t('facts.shopper'), order.shopperEmail],
      [t('facts.kind'), t(`kinds.${order.kind}`)],
      [t('facts.marketplace'), order.site ? tShell(`sites.${order.site}`) : null],
      [t('facts.seller'), order.sellerName],
      [t('facts.quantity'), String(order.quantity)],
      [t('facts.options'), order.options],
      [t('facts.serviceList'), order.services.map((id) => tShell(`goods:services.${id}`)).join(', ')],
      [t('facts.remark'), order.remark],
      [t('facts.created'), format.time(order.createdAt)],
      [t('facts.updated'), format.time(order.updatedAt)],
    ]],
    [t('facts.money'), [
      [t('facts.price'), yen(order.priceYen)],
      [t('facts.proposedPrice'), yen(order.proposedPriceYen)],
      [t('facts.proxyFee'), yen(order.proxyFeeYen)],
      [t('facts.domestic'), yen(order.domesticYen)],
      [t('facts.services'), order.servicesYen > 0 ? yen(order.servicesYen) : null],
      [t('facts.total'), yen(order.totalYen)],
      [t('facts.discount'), order.discountYen > 0 ? yen(order.discountYen) : null],
      [t('facts.points'), order.pointsUsed > 0 ? String(order.pointsUsed) : null],
      [t('facts.paid'), yen(order.paidYen)],
      [t('facts.held'), yen(order.heldYen)],
    ]],
    [t('facts.parcel'), [
      [t('facts.weight'), order.weightGrams ? t('facts.weightValue', { grams: order.weightGrams }) : null],
      [t('facts.size'), size],
      [t('facts.domesticShipment'), order.domesticTracking ? `${carrierName(order.domesticCarrier)} ${order.domesticTracking}`.trim() : null],
      [t('facts.shipment'), order.trackingNo ? `${carrierName(order.carrier)} ${order.trackingNo}`.trim() : null],
      [t('facts.reason'), order.reason],
    ]],
  ];
  return (
    <section aria-labelledby="ops-facts" className={styles.section}>
      <h2 id="ops-facts" className={styles.sectionTitle}>
        {t('facts.title')}
      </h2>
      {groups.map(([title, facts]) => {
        const shown = facts.filter(([, value]) => value);
        if (shown.length === 0) return null;
        return (
          <div key={title} className={styles.factGroup}>
            <h3 className={styles.cardTitle}>{title}</h3>
            <dl className={styles.facts}>
              {shown.map(([label, value]) => (
                <div key={label} className={styles.fact}>
                  <dt>{label}</dt>
                  <dd>
                    <bdi>{value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        );
      })}
    </section>
  );
}
