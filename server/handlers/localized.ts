// Content is stored per service language; a language without its own rows reads the en ones.
export const fallbackServiceLanguage = 'en';

/** For keyed rows in both languages at once: the caller's where present, else en. */
export function preferLanguage<T extends { language: string }>(rows: T[], key: (row: T) => string | number, language: string): T[] {
  const chosen = new Map<string | number, T>();
  for (const row of rows) {
    const k = key(row);
    const current = chosen.get(k);
    if (!current || (row.language === language && current.language !== language)) chosen.set(k, row);
  }
  return [...chosen.values()];
}
