import { useTranslation } from 'react-i18next';
import type { GoodsDetail } from '../../../generated/api/schemas';
import { usePrice } from '../../components/goods/use-price';
import { Chip } from '../../components/ui/Chip';
import { CheckIcon } from '../../components/ui/Icons';
import { discountLabel, showSaleBadge } from '../../lib/discount';
import { useLanguage } from '../../lib/i18n';
import { type BuyBlock, currentPrice } from './detail';
import styles from './parts.module.css';
import { ltr } from '../../lib/bidi';

/** The most visible thing on the page: the yen price, the shopper's currency, sale and shipping. */
export function PriceBlock({ detail, block }: { detail: GoodsDetail; block: BuyBlock }) {
  const { t } = useTranslation(['translation', 'goods']);
  const language = useLanguage();
  const price = usePrice();
  const item = detail.Item;
  const shown = price(currentPrice(item));
  const sale = showSaleBadge(item) ? discountLabel(item.DiscountRate, language) : '';
  return (
    <div className={styles.priceBlock}>
      {item.ListingType === 'auction' && <p className={styles.priceLabel}>{t('goods:auction.currentBid')}</p>}
      <p className={styles.priceLine}>
        <bdi className={styles.price} data-testid="goods-price">
          {shown.yen}
        </bdi>
        {sale && (
          <Chip tone="accent" solid>
            {t('goods:detail.sale', { discount: sale })}
          </Chip>
        )}
      </p>
      {shown.converted && (
        <p className={styles.converted} data-testid="goods-converted">
          ≈ <bdi>{shown.converted}</bdi>
        </p>
      )}
      <ShippingLine detail={detail} />
      {block && (
        <p className={styles.blocked} id="goods-block-reason">
          {t(`goods:block.${block}`)}
        </p>
      )}
    </div>
  );
}

function ShippingLine({ detail }: { detail: GoodsDetail }) {
  const { t } = useTranslation(['translation', 'goods']);
  const price = usePrice();
  if (detail.Item.ShipmentFree || detail.ShippingPayer === 'seller') {
    return (
      <p className={styles.shippingFree}>
        <CheckIcon size={16} /> {t('goods:shipping.free')}
      </p>
    );
  }
  if (detail.DomesticShippingYen === null || detail.DomesticShippingYen === undefined) {
    return <p className={styles.shipping}>{t('goods:shipping.buyerUnknown')}</p>;
  }
  return <p className={styles.shipping}>{t('goods:shipping.buyer', { amount: ltr(price(detail.DomesticShippingYen).yen) })}</p>;
}
