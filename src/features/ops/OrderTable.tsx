import { useTranslation } from 'react-i18next';
import type { OpsOrderRow } from '../../../generated/api/schemas';
import { AppLink } from '../../components/AppLink';
import { Chip } from '../../components/ui/Chip';
import { useOpsFormat } from './format';
import styles from './ops.module.css';
import { ServiceChips } from './ServiceChips';
import { StateBadge } from './StateBadge';

/** A queue's orders: a table on wide screens, one block per order on phones (same markup, CSS only). */
export function OrderTable({ items, caption }: { items: OpsOrderRow[]; caption: string }) {
  const { t } = useTranslation('ops');
  const { t: tShell } = useTranslation();
  const format = useOpsFormat();
  return (
    <table className={styles.table} data-testid="ops-orders">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.order')}</th>
          <th scope="col">{t('columns.item')}</th>
          <th scope="col">{t('columns.shopper')}</th>
          <th scope="col">{t('columns.state')}</th>
          <th scope="col" className={styles.num}>{t('columns.amount')}</th>
          <th scope="col" className={styles.num}>{t('columns.age')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((row) => (
          <tr key={`${row.id}:${row.appealId ?? ''}`}>
            <th scope="row" data-label={t('columns.order')}>
              <AppLink to="ops.order" args={[{ id: row.id }]} className={styles.orderLink}>
                {t('orderNumber', { id: row.id })}
              </AppLink>
            </th>
            <td data-label={t('columns.item')}>
              <span className={styles.itemCell}>
                <Chip tone={row.kind === 'anybuy' ? 'warning' : 'brand'}>{row.site ? tShell(`sites.${row.site}`) : t('kinds.anybuy')}</Chip>
                {row.kind === 'auction' && <Chip tone="neutral">{t('kinds.auction')}</Chip>}
                <span lang="ja" className={styles.itemTitle}>
                  {row.title}
                </span>
                {row.quantity > 1 ? <span className={styles.muted}>× {row.quantity}</span> : null}
                <ServiceChips ids={row.services} />
                {row.checkedAt ? (
                  <time className={styles.muted} dateTime={row.checkedAt} title={format.time(row.checkedAt)} data-testid="ops-checked-at">
                    {t('checkedAgo', { age: format.age(row.checkedAt) })}
                  </time>
                ) : null}
              </span>
            </td>
            <td data-label={t('columns.shopper')} className={styles.email}>
              {row.shopperEmail}
            </td>
            <td data-label={t('columns.state')}>
              <StateBadge state={row.state} />
            </td>
            <td data-label={t('columns.amount')} className={styles.num}>
              {format.yen(row.totalYen)}
            </td>
            <td data-label={t('columns.age')} className={styles.num}>
              <time dateTime={row.updatedAt} title={format.time(row.updatedAt)}>
                {format.age(row.updatedAt)}
              </time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
