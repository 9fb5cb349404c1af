import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { localizePath } from '../../../generated/routes';
import { edition } from '../../config/env';
import { useLanguage } from '../../lib/i18n';
import { sameSitePath } from '../../lib/web-address';
import styles from './ContentBody.module.css';

/**
 * A body as the server rendered and sanitised it when staff saved it (server/content/render.ts): the only
 * HTML the page inserts, and never anything the browser put together from text. Staff write our own links
 * as plain paths (/calc); they open in the app, in the shopper's language (a link's click, by mouse or Enter).
 */
export function ContentBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const language = useLanguage();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const follow = (event: MouseEvent) => {
      const href = sameSitePath((event.target as Element).closest('a')?.getAttribute('href'));
      if (!href || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      void navigate(localizePath(href, edition, language));
    };
    element.addEventListener('click', follow);
    return () => element.removeEventListener('click', follow);
  }, [navigate, language]);
  return <div ref={box} className={styles.body} dir="auto" dangerouslySetInnerHTML={{ __html: html }} data-testid="content-body" />;
}
