import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delayMs` (compared as JSON, so equal objects do not restart it). */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(JSON.parse(key) as T), delayMs);
    return () => window.clearTimeout(timer);
  }, [key, delayMs]);
  return settled;
}
