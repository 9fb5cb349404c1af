import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once the shopper scrolls near them, so their code and calls stay off the first load.
 * Until then (and while the code loads) a box of `minHeight` keeps the page from jumping.
 */
export function BelowFold({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old engines, some crawlers) everything renders at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: '400px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <div style={{ minBlockSize: minHeight }} />;
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
