import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { contentLink } from '../../../generated/routes';
import { Pagination } from '../../components/goods/Pagination';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { EmptyState } from '../../components/ui/EmptyState';
import { Image } from '../../components/ui/Image';
import { edition, editionConfig } from '../../config/env';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { useLanguage } from '../../lib/i18n';
import styles from './Content.module.css';
import { contentListQuery } from './queries';

/** The articles: guides to buying from Japan, newest first, a page at a time. */
export default function ArticleListScreen() {
  const { t } = useTranslation('content');
  usePageTitle(t('articles.title'));
  const language = useLanguage();
  const pathTo = usePathTo();
  const [search] = useSearchParams();
  const page = pageParamOf('Sig.Front.Content.List', search);
  const { data } = useSuspenseQuery(contentListQuery('article', page));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('articles.title')}</h1>
      {data.items.length === 0 ? (
        <EmptyState title={t('articles.empty')} />
      ) : (
        <ul className={styles.list} data-testid="article-list">
          {data.items.map((item) => (
            <li key={item.id}>
              <a className={styles.card} href={contentLink({ id: item.id, code: item.code, type: 'article' }, edition, language)}>
                <Image src={item.picture ?? ''} alt="" width={112} height={63} fallbackSrc={editionConfig.imagePlaceholder} />
                <span>
                  <h2 className={styles.cardTitle} dir="auto">
                    {item.title}
                  </h2>
                  {item.overview && (
                    <p className={styles.cardText} dir="auto">
                      {item.overview}
                    </p>
                  )}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCountOf('Sig.Front.Content.List', data.total, data.pageSize)} hrefOf={(p) => pathTo('article', {}, { query: p > 1 ? { page: p } : {} })} />
    </div>
  );
}
