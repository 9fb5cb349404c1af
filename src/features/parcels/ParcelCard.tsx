import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShipParcel } from '../../../generated/api/schemas';
import { usePrice } from '../../components/goods/use-price';
import { TrackingNumber } from '../../components/shipping/TrackingNumber';
import { usePathTo } from '../../components/use-path-to';
import { buttonClassName } from '../../components/ui/Button';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { PackingPhotos } from './PackingPhotos';
import { ParcelClaimPanel } from './ParcelClaimPanel';
import styles from './Parcels.module.css';
import { ReceiptButton } from './ReceiptButton';

/**
 * One parcel in a list: state, what it costs (due or paid), its carrier and tracking number once shipped,
 * the orders inside, staff's packing photos, and once it is on its way the shopper's confirmation of receipt.
 */
export function ParcelCard({ parcel }: { parcel: ShipParcel }) {
  const { t } = useTranslation('parcels');
  const { t: shell } = useTranslation(['translation', 'goods']);
  const language = useLanguage();
  const pathTo = usePathTo();
  const price = usePrice();
  const unpaid = parcel.state === 'awaitingPayment';
  const awaitingReceipt = parcel.receivedAt == null && (parcel.state === 'shipped' || parcel.state === 'delivered');
  // Unpaid without a method: nothing is priced yet, so no amount is shown until one is chosen.
  const amount = unpaid ? (parcel.method ? t('shipping.due', { amount: price(parcel.totalYen).yen }) : null) : parcel.paidYen > 0 ? t('shipping.paid', { amount: price(parcel.paidYen).yen }) : null;
  return (
    <li className={styles.item} data-testid="parcel-card" data-parcel-id={parcel.id}>
      <div className={styles.body}>
        <span className={styles.meta}>
          <strong>{t('parcel.label', { id: parcel.id })}</strong>
          <span data-testid="parcel-state">{t(`state.${parcel.state}`)}</span>
          <time dateTime={parcel.createdAt}>{formatDate(Date.parse(parcel.createdAt), 4, language)}</time>
        </span>
        {parcel.trackingNo ? (
          <span data-testid="parcel-tracking">
            {parcel.method && `${shell(`goods:methods.${parcel.method}`)} · `}
            <TrackingNumber carrier={parcel.carrier} number={parcel.trackingNo} className={styles.tracking} />
          </span>
        ) : (
          <span className={styles.muted}>{t('aviation.noTracking')}</span>
        )}
        {amount && (
          <span className={styles.price} data-testid="parcel-amount">
            {amount}
          </span>
        )}
        <ul className={styles.muted}>
          {parcel.orders.map((o) => (
            <li key={o.id}>
              <Link to={pathTo('personal.order.detail', {}, { query: { id: o.id } })} lang="ja" dir="auto">
                {o.title}
              </Link>
            </li>
          ))}
        </ul>
        <PackingPhotos parcel={parcel} />
        {parcel.receivedAt && (
          <span data-testid="parcel-received">
            {t('receipt.received', { date: formatDate(Date.parse(parcel.receivedAt), 4, language) })}
          </span>
        )}
        {parcel.declarationQuery && (
          <span className={styles.problem} data-testid="parcel-declaration-query">
            {t('declaration.query', { note: parcel.declarationQuery })}{' '}
            <Link to={pathTo('personal.order.merge.mailpay', {}, { query: { id: parcel.id } })}>{t('declaration.answer')}</Link>
          </span>
        )}
        {awaitingReceipt && <ReceiptButton parcel={parcel} />}
        {(parcel.state === 'shipped' || parcel.state === 'delivered') && <ParcelClaimPanel parcel={parcel} />}
        {unpaid && (
          <Link
            to={pathTo(parcel.method ? 'personal.order.merge.mailpay' : 'personal.order.merge.selectMail', {}, { query: { id: parcel.id } })}
            className={buttonClassName({ size: 'sm' })}
          >
            {t('aviation.pay')}
          </Link>
        )}
      </div>
    </li>
  );
}
