import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { constants } from '../../../generated/constants';
import { isOutdated, watchBuilds } from './build-watch';

/**
 * What every navigation does: a newer build turns it into a full page load; otherwise the new page
 * starts at the top, or at its hash target, after the repaint delay.
 */
export function NavigationEffects() {
  const location = useLocation();
  const type = useNavigationType();
  const first = useRef(true);

  useEffect(() => watchBuilds(), []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (isOutdated()) {
      window.location.reload();
      return;
    }
    if (type === 'POP') return;
    const timer = setTimeout(() => {
      const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    }, constants.navigation.repaintDelayMs);
    return () => clearTimeout(timer);
  }, [location.pathname, location.search, location.hash, type]);

  return null;
}
