// The key in a content link's path (spec §2): `{code}-{id}` when the piece has a code, `{id}` when not. Both
// shapes resolve by the id at the end; a bare code (`/introduction/about`, a guide's type) resolves by code.
import { helpFileLanguage, languageOf, languages, type LanguageCode, type ServiceLanguage } from '../../generated/languages';

export type ContentKey = { id: number; code: string | null } | { id: null; code: string };

const codePattern = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** Reads a path key: "12", "free-merge-12" → by id (with the code it named); "about" → by code; else null. */
export function parseContentKey(raw: string): ContentKey | null {
  const key = raw.trim().toLowerCase();
  const withId = /^(?:(.+)-)?([1-9][0-9]{0,9})$/.exec(key);
  if (withId) {
    const code = withId[1] ?? null;
    if (code !== null && !codePattern.test(code)) return null;
    return { id: Number(withId[2]), code };
  }
  return isContentCode(key) ? { id: null, code: key } : null;
}

/** True when a staff-written code can stand in a content link. */
export function isContentCode(code: string): boolean {
  return codePattern.test(code) && !/^[0-9]+$/.test(code);
}

/** The service language a user guide is read in: its own help file where one exists, else en (spec §5). */
export function helpServiceLanguage(service: ServiceLanguage): ServiceLanguage {
  const code = languages.find((l) => l.service === service)?.code ?? 'en';
  return languageOf(helpFileLanguage(code as LanguageCode)).service;
}
