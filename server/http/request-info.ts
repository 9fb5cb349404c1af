import type { LanguageCode } from '../../generated/languages';

/** Worked out once per request by the app, before any call: for messages, limits and logs. */
export interface RequestInfo {
  requestId: string;
  language: LanguageCode;
  ip: string;
}
