import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/page-title';
import { BackLink } from './BackLink';
import { ContentEditor } from './ContentEditor';
import { isContentKind, opsContentQuery } from './content-queries';
import styles from './ops.module.css';

/** Writing one piece of content (`/ops/contents/new` for a new one). */
export function OpsContentScreen() {
  const { t } = useTranslation('opsContent');
  const { id } = useParams();
  const [search] = useSearchParams();
  const kind = search.get('kind');
  const isNew = id === 'new';
  usePageTitle(isNew ? t('editor.new') : t('editor.title'));
  return (
    <div className={styles.page}>
      <BackLink to="ops.contents" label={t('list.title')} />
      <h1 className={styles.title}>{isNew ? t('editor.new') : t('editor.title')}</h1>
      {isNew ? <ContentEditor content={null} kind={isContentKind(kind) ? kind : undefined} /> : <Existing id={Number(id)} />}
    </div>
  );
}

function Existing({ id }: { id: number }) {
  const { data } = useSuspenseQuery(opsContentQuery(id));
  // Keyed by the piece, so opening another one starts its form afresh.
  return <ContentEditor key={data.id} content={data} />;
}
