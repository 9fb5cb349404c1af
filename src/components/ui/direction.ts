import { useSyncExternalStore } from 'react';

type Dir = 'ltr' | 'rtl';

const read = (): Dir => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

/**
 * Radix takes reading direction from a prop (arrow-key order, menu placement) and writes it on its own
 * elements, so follow <html dir> live: a memoised subtree would otherwise keep the old direction.
 */
export function useDocumentDir(): Dir {
  return useSyncExternalStore(subscribe, read, () => 'ltr');
}
