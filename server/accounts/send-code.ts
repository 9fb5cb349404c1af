// The mails of registration and reset, written in the caller's transaction in the account's (or the sign-up
// attempt's) language: a code, or the notice that the address registering already has an account. And what
// every code request shares: its count per address and its answer.
import { constants } from '../../generated/constants';
import { href, localizePath } from '../../generated/routes';
import { callerLanguage, t } from '../messages';
import type { UserRow } from '../db/types';
import type { Services } from '../services';
import { type CodeScope, codeTtlSeconds, issueCode } from './codes';
import type { Executor } from './sessions';

const subjects = { register: 'mailRegisterSubject', email: 'mailEmailChangeSubject', reset: 'mailResetSubject' } as const;
// A registration's or a reset's code works only in the browser that asked for it: its mail says so.
const bodies = { register: 'mailRegisterCodeBody', email: 'mailCodeBody', reset: 'mailResetCodeBody' } as const;

/** Every code request of an address, whatever it is for. */
export const codeIpLimit = (ip: string) => [`code:ip:${ip}`, constants.rateLimits.code.ip] as const;

/** The answer to a code request, the same whether or not anything was mailed. */
export const codeSent = (email: string) => ({ email, expiresInSeconds: codeTtlSeconds });

/**
 * Issues a code of `scope` and writes its mail to `to`, in `language`: the account's own, or for a
 * registration the language of the attempt the code belongs to. An email change's code goes to the new
 * address, not the account's own.
 */
export async function writeCodeMail(services: Services, trx: Executor, scope: CodeScope, { to, language }: { to: string; language: string }): Promise<number> {
  const now = services.now();
  const code = await issueCode(trx, scope, now);
  const lang = callerLanguage(language, undefined);
  return services.mailer.enqueue(trx, { to, subject: t(lang, subjects[scope.purpose]), body: t(lang, bodies[scope.purpose], { code, minutes: codeTtlSeconds / 60 }) }, now);
}

/**
 * Someone registered the address of an existing account, or asked to move another account to it: its owner
 * hears of it, with the way to log in (and from there to a new password). The caller answers as for a new
 * address, so only the mailbox's owner learns that the address is taken.
 */
export async function writeTakenMail(services: Services, trx: Executor, user: Pick<UserRow, 'email' | 'language'>): Promise<number> {
  const language = callerLanguage(user.language, undefined);
  const link = `${services.config.publicUrl}${localizePath(href('login', {}, { query: { email: user.email } }), services.config.edition, language)}`;
  return services.mailer.enqueue(
    trx,
    { to: user.email, subject: t(language, 'mailAddressTakenSubject'), body: t(language, 'mailAddressTakenBody', { link }) },
    services.now(),
  );
}
