import { useSuspenseQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../components/page-title';
import { ContentBody } from '../../components/content/ContentBody';
import styles from './Content.module.css';
import { contentQuery } from './queries';
import { useContentTarget } from './use-target';

/**
 * One piece for the apps' web views (/webview?kind=article&id=12): the title and body only; the route is bare,
 * so the shell's header, footer and bottom bar stay away (spec/routes.yaml).
 */
export default function WebviewScreen() {
  const target = useContentTarget();
  const { data } = useSuspenseQuery(contentQuery(target.kind, target.key));
  usePageTitle(data.title);
  return (
    <article className={`${styles.page} ${styles.bare}`} data-testid="webview">
      <h1 className={styles.title} dir="auto">
        {data.title}
      </h1>
      <ContentBody html={data.bodyHtml} />
    </article>
  );
}
