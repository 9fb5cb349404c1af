import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../generated/api/schemas';
import { editionConfig } from '../../config/env';
import { AddressLink } from '../../components/AddressLink';
import { usePrice } from '../../components/goods/use-price';
import { Image } from '../../components/ui/Image';
import { formatDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { httpsImage } from '../../lib/image';
import styles from './Orders.module.css';
import { StateChip } from './StateChip';

/** What was ordered, from where, in which state, and when. */
export function OrderHead({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { t: shell } = useTranslation();
  const language = useLanguage();
  const price = usePrice();
  const { order } = detail;
  return (
    <section className={styles.head} aria-label={t('detail.item')}>
      <Image src={order.imageUrl ? httpsImage(order.imageUrl) : ''} alt="" width={96} height={96} fallbackSrc={editionConfig.imagePlaceholder} loading="eager" />
      <div className={styles.headText}>
        <h2 className={styles.headTitle} lang="ja" dir="auto">
          {order.title}
        </h2>
        <div className={styles.meta}>
          <StateChip state={order.state} />
          <span>{order.site ? shell(`sites.${order.site}`) : t('kinds.anybuy')}</span>
          {order.kind === 'auction' && <span data-testid="order-kind">{t('kinds.auction')}</span>}
        </div>
        <div className={styles.meta}>
          {detail.sellerName && <span>{t('detail.seller', { name: detail.sellerName })}</span>}
          <time dateTime={order.createdAt}>{formatDate(Date.parse(order.createdAt), 2, language)}</time>
        </div>
        {order.state === 'priceChanged' && order.proposedPriceYen != null && (
          <p className={styles.priceChange}>{t('anybuy.priceChange', { old: price(order.priceYen).yen, new: price(order.proposedPriceYen).yen })}</p>
        )}
        {detail.options && (
          <p className={styles.note} dir="auto">
            {detail.options}
          </p>
        )}
        <AddressLink address={detail.url} className={styles.note}>
          {t('detail.openOriginal')}
        </AddressLink>
      </div>
    </section>
  );
}
