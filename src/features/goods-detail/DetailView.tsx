import { useTranslation } from 'react-i18next';
import type { GoodsDetail } from '../../../generated/api/schemas';
import { sites } from '../../../generated/sites';
import { useMinute } from '../../components/goods/use-minute';
import { Chip } from '../../components/ui/Chip';
import { edition } from '../../config/env';
import { formatDate, parseServerTime } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { AuctionBlock } from './AuctionBlock';
import { BidPanel } from './BidPanel';
import { CostEstimate } from './CostEstimate';
import { buyBlock, galleryImages } from './detail';
import type { DetailRef } from './detail-query';
import { DetailActions } from './DetailActions';
import styles from './DetailView.module.css';
import { Gallery } from './Gallery';
import { PriceBlock } from './PriceBlock';
import { RiskNoticeBox } from './RiskNoticeBox';
import { SellerCard } from './SellerCard';
import { TitleGloss } from './TitleGloss';

export function DetailView({ detail, detailRef }: { detail: GoodsDetail; detailRef: DetailRef }) {
  const { t } = useTranslation(['translation', 'goods']);
  const language = useLanguage();
  const item = detail.Item;
  const now = useMinute();
  const end = parseServerTime(item.EndTime, edition);
  const block = buyBlock(item, end, now);
  const created = parseServerTime(detail.CreatedAt, edition);
  return (
    <article className={styles.page} aria-labelledby="goods-title">
      <div className={styles.gallery}>
        <Gallery images={galleryImages(detail)} title={item.Name} dimmed={block !== null} />
      </div>
      <div className={styles.info}>
        <p className={styles.tags}>
          <Chip tone="brand">{t(sites[item.Site].name)}</Chip>
          <Chip>{t(`goods:condition.${detail.Condition}`)}</Chip>
          {item.ListingType === 'auction' && <Chip tone="warning">{t('goods:auction.chip')}</Chip>}
        </p>
        {/* Isolated rather than dir="auto": the title keeps its own direction but lines up with the page. */}
        <h1 id="goods-title" className={styles.title} lang="ja">
          <bdi>{item.Name}</bdi>
        </h1>
        <TitleGloss title={item.Name} />
        <PriceBlock detail={detail} block={block} />
        {item.ListingType === 'auction' &&
          (item.Site === 'yahoo' || item.Site === 'mercari' ? (
            <BidPanel detail={detail} site={item.Site} fallback={<AuctionBlock detail={detail} end={end} now={now} />} />
          ) : (
            <AuctionBlock detail={detail} end={end} now={now} />
          ))}
        <DetailActions detail={detail} detailRef={detailRef} block={block} />
        <CostEstimate detail={detail} />
        <SellerCard seller={detail.Seller} />
      </div>
      <section className={styles.about} aria-labelledby="goods-description">
        <h2 id="goods-description" className={styles.heading}>
          {t('goods:detail.description')}
        </h2>
        <dl className={styles.facts}>
          {detail.CategoryName && (
            <div>
              <dt>{t('goods:detail.category')}</dt>
              <dd>
                <bdi>{detail.CategoryName}</bdi>
              </dd>
            </div>
          )}
          <div>
            <dt>{t('goods:detail.condition')}</dt>
            <dd>{t(`goods:condition.${detail.Condition}`)}</dd>
          </div>
          {created && (
            <div>
              <dt>{t('goods:detail.listed')}</dt>
              <dd>{formatDate(created, 4, language)}</dd>
            </div>
          )}
        </dl>
        {detail.Description.trim() ? (
          <p className={styles.description} lang="ja" dir="auto">
            {detail.Description}
          </p>
        ) : (
          <p className={styles.muted}>{t('goods:detail.noDescription')}</p>
        )}
      </section>
      {detail.RiskNotice && (
        <div className={styles.risk}>
          <RiskNoticeBox notice={detail.RiskNotice} />
        </div>
      )}
    </article>
  );
}
