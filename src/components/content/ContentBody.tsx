import styles from './ContentBody.module.css';

/**
 * A body as the server rendered and sanitised it when staff saved it (server/content/render.ts): the only
 * HTML the page inserts, and never anything the browser put together from text.
 */
export function ContentBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, see above
  return <div className={styles.body} dir="auto" dangerouslySetInnerHTML={{ __html: html }} data-testid="content-body" />;
}
