import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { languageOf } from '../../../generated/languages';
import { formatCount } from '../../components/goods/count';
import { ErrorWidget } from '../../components/errors/ErrorWidget';
import { usePageTitle } from '../../components/page-title';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { edition } from '../../config/env';
import { formatDate, parseServerTime } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import styles from './mall.module.css';
import { rakutenCommentsQuery } from './queries';

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating));

/** Buyers' reviews of a Rakuten item or shop: the average, then each review, newest as the server sends them. */
export default function RakutenCommentScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useParams().id ?? '';
  usePageTitle(t('browse.mall.reviews'));
  const reviews = useQuery({ ...rakutenCommentsQuery(id), enabled: id !== '' });
  if (!id) return <ErrorWidget variant="notFound" />;
  if (reviews.isError) return <ErrorWidget variant="error" onRefresh={() => void reviews.refetch()} />;
  const data = reviews.data;
  const average =
    typeof data?.average === 'number'
      ? new Intl.NumberFormat(languageOf(language).service, { maximumFractionDigits: 1, minimumFractionDigits: 1, numberingSystem: 'latn' }).format(data.average)
      : null;
  return (
    <div className={styles.page} data-route="mall.rakuten.comment">
      <header className={styles.head}>
        <h1 className={styles.title}>{t('browse.mall.reviews')}</h1>
        {data && (
          <p className={styles.lead}>
            {average !== null && `${t('browse.mall.average', { rating: average })} · `}
            {t('browse.mall.reviewCount', { count: data.count, formatted: formatCount(data.count, language) })}
          </p>
        )}
      </header>
      {data && data.items.length === 0 ? (
        <EmptyState title={t('browse.mall.noReviews')} />
      ) : (
        <ul className={styles.reviews} aria-busy={!data || undefined}>
          {data
            ? data.items.map((review, i) => (
                <li key={i} className={styles.review}>
                  <div className={styles.reviewHead}>
                    <span className={styles.stars} role="img" aria-label={t('browse.mall.stars', { rating: review.rating })}>
                      {stars(review.rating)}
                    </span>
                    <bdi>{review.nickname}</bdi>
                    <span className={styles.muted}>{formatDate(parseServerTime(review.time, edition), 4, language)}</span>
                  </div>
                  <p className={styles.reviewText} lang="ja" dir="auto">
                    {review.text}
                  </p>
                </li>
              ))
            : Array.from({ length: 4 }, (_, i) => (
                <li key={i} className={styles.review}>
                  <Skeleton shape="text" lines={3} />
                </li>
              ))}
        </ul>
      )}
    </div>
  );
}
