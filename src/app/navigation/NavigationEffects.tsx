import { useEffect, useRef } from 'react';
import { ScrollRestoration, useLocation } from 'react-router';
import { scheduleChatWidget } from '../../lib/chat-widget';
import { isOutdated, watchBuilds } from './build-watch';

/**
 * What every navigation does: a newer build turns it into a full page load; otherwise a new page
 * starts at the top or at its hash target, back and forward return to where the shopper was, and
 * in-page changes made with preventScrollReset (search filters) keep the scroll position.
 */
export function NavigationEffects() {
  const location = useLocation();
  const first = useRef(true);

  useEffect(() => watchBuilds(), []);
  useEffect(() => scheduleChatWidget(), []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (isOutdated()) window.location.reload();
  }, [location.key]);

  return <ScrollRestoration />;
}
