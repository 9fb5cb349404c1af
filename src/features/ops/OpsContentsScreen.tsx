import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../components/goods/Pagination';
import { usePageTitle } from '../../components/page-title';
import { usePathTo } from '../../components/use-path-to';
import { buttonClassName } from '../../components/ui/Button';
import { pageCountOf, pageParamOf } from '../../lib/api/limits';
import { BackLink } from './BackLink';
import { contentKinds, isContentKind, opsContentsQuery } from './content-queries';
import { contentStatus } from './content-status';
import own from './OpsContent.module.css';
import styles from './ops.module.css';

/** Every piece of content, drafts included, of one kind or all, last changed first. */
export function OpsContentsScreen() {
  const { t } = useTranslation('opsContent');
  usePageTitle(t('list.title'));
  const pathTo = usePathTo();
  const [search] = useSearchParams();
  const kindParam = search.get('kind');
  const kind = isContentKind(kindParam) ? kindParam : undefined;
  const page = pageParamOf('Sig.Ops.Contents', search);
  const { data } = useSuspenseQuery(opsContentsQuery(kind, page));
  const listPath = (k: string | undefined, p = 1) => pathTo('ops.contents', {}, { query: { ...(k ? { kind: k } : {}), ...(p > 1 ? { page: p } : {}) } });
  return (
    <div className={styles.page}>
      <BackLink to="ops" label={t('back')} />
      <header className={styles.pageHead}>
        <h1 className={styles.title}>{t('list.title')}</h1>
        <Link to={pathTo('ops.content', { id: 'new' }, { query: kind ? { kind } : {} })} className={buttonClassName()} data-testid="content-new">
          {t('list.new')}
        </Link>
      </header>
      <nav aria-label={t('list.kinds')} className={own.chips}>
        <Link to={listPath(undefined)} aria-current={kind === undefined ? 'page' : undefined}>
          {t('list.all')}
        </Link>
        {contentKinds.map((k) => (
          <Link key={k} to={listPath(k)} aria-current={kind === k ? 'page' : undefined}>
            {t(`kinds.${k}`)}
          </Link>
        ))}
      </nav>
      {data.items.length === 0 ? (
        <p className={styles.muted}>{t('list.empty')}</p>
      ) : (
        <table className={styles.table} data-testid="content-table">
          <thead>
            <tr>
              <th scope="col">{t('fields.title')}</th>
              <th scope="col">{t('fields.kind')}</th>
              <th scope="col">{t('list.languages')}</th>
              <th scope="col">{t('list.status')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link to={pathTo('ops.content', { id: String(item.id) })} className={styles.orderLink} dir="auto">
                    {item.title || `#${item.id}`}
                  </Link>
                  {item.code && <span className={styles.muted}> {item.code}</span>}
                </td>
                <td>{t(`kinds.${item.kind}`)}</td>
                <td>{item.languages.join(', ')}</td>
                <td>{t(`status.${contentStatus(item.publishedFrom, item.publishedUntil, Date.now())}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={page} pageCount={pageCountOf('Sig.Ops.Contents', data.total, data.pageSize)} hrefOf={(p) => listPath(kind, p)} />
    </div>
  );
}
