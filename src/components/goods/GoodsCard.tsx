import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GoodsListItem } from '../../../generated/api/schemas';
import { goodsDetailLink } from '../../../generated/links';
import { isRouteName, localizePath } from '../../../generated/routes';
import { sites } from '../../../generated/sites';
import { edition, editionConfig } from '../../config/env';
import { discountLabel, showSaleBadge } from '../../lib/discount';
import { useLanguage } from '../../lib/i18n';
import { httpsImage } from '../../lib/image';
import { preloadRoute } from '../../lib/preload';
import { Chip } from '../ui/Chip';
import { cx } from '../ui/cx';
import { Image } from '../ui/Image';
import { AuctionLine } from './AuctionLine';
import { CardGloss } from './CardGloss';
import styles from './GoodsCard.module.css';
import { usePrice } from './use-price';

export type GoodsView = 'grid' | 'list';

export interface GoodsCardProps {
  item: GoodsListItem;
  /** grid: image above the text (default); list: image beside it. */
  view?: GoodsView;
  /** The title's heading level in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Load the image at once (the first row above the fold) instead of lazily. */
  eager?: boolean;
  /** Hide the marketplace badge where the page is one marketplace's own. */
  hideSite?: boolean;
  /** A mark before the other badges ("New": an item a saved search's alert named). */
  mark?: string;
  className?: string;
}

/** One item of a goods list: price first, then whether it can still be bought, then the rest. */
export function GoodsCard({ item, view = 'grid', headingLevel = 3, eager = false, hideSite = false, mark, className }: GoodsCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = usePrice()(item.JPYPrice);
  const Heading = `h${headingLevel}` as const;
  const to = localizePath(goodsDetailLink(item), edition, language);
  const detailRoute = `mall.${item.Site}.detail`;
  const preload = () => {
    if (isRouteName(detailRoute)) preloadRoute(detailRoute);
  };
  const sale = showSaleBadge(item) ? discountLabel(item.DiscountRate, language) : '';
  const unavailable = item.IsSoldOut || item.IsReserve;
  return (
    <article className={cx(styles.card, styles[view], unavailable && styles.unavailable, className)} data-testid="goods-card" data-site={item.Site}>
      <div className={styles.media}>
        <Image
          src={httpsImage(item.ImageUrl)}
          alt=""
          width={300}
          height={300}
          fallbackSrc={editionConfig.imagePlaceholder}
          loading={eager ? 'eager' : 'lazy'}
          // The first row is the page's largest paint: fetched before the page's code, not after it.
          fetchPriority={eager ? 'high' : undefined}
        />
        {item.IsSoldOut ? (
          <span className={styles.overlay}>{t('browse.card.soldOut')}</span>
        ) : item.IsReserve ? (
          <span className={styles.overlay}>{t('browse.card.reserved')}</span>
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={to} className={styles.link} onMouseEnter={preload} onFocus={preload} onTouchStart={preload}>
            {/* Isolated rather than dir="auto" on the link: the title keeps its own direction, yet the lines
                align with the page (right in Arabic). */}
            <bdi lang="ja">{item.Name}</bdi>
          </Link>
        </Heading>
        <CardGloss title={item.Name} reserve={view === 'grid'} />
        <p className={styles.price} data-testid="goods-price">
          <bdi className={styles.yen} data-yen={item.JPYPrice}>
            {price.yen}
          </bdi>
          {price.converted && (
            <bdi className={styles.converted} data-testid="goods-converted">
              {t('browse.card.approx', { amount: price.converted })}
            </bdi>
          )}
        </p>
        <div className={styles.badges}>
          {mark && (
            <Chip tone="accent" solid data-testid="goods-mark">
              {mark}
            </Chip>
          )}
          {!hideSite && <Chip tone="brand">{t(sites[item.Site].name)}</Chip>}
          {sale && (
            <Chip tone="accent" solid>
              {t('browse.card.sale', { discount: sale })}
            </Chip>
          )}
          {item.ShipmentFree && <Chip tone="success">{t('browse.card.freeShipping')}</Chip>}
        </div>
        {item.ListingType === 'auction' && <AuctionLine site={item.Site} end={item.EndTime} bids={item.BidCount} />}
      </div>
    </article>
  );
}
