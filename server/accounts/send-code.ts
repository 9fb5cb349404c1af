// The mails of registration and reset, written in the caller's transaction in the account's own language:
// a code, or the notice that the address registering already has an account.
import { href, localizePath } from '../../generated/routes';
import { callerLanguage, t } from '../messages';
import type { UserRow } from '../db/types';
import type { Services } from '../services';
import { type CodePurpose, codeTtlSeconds, issueCode } from './codes';
import type { Executor } from './sessions';

/** `to` overrides the address: an email change's code goes to the new address, not the account's own. */
export async function writeCodeMail(services: Services, trx: Executor, user: Pick<UserRow, 'id' | 'email' | 'language'>, purpose: CodePurpose, to = user.email): Promise<number> {
  const now = services.now();
  const code = await issueCode(trx, user.id, purpose, now);
  const language = callerLanguage(user.language, undefined);
  return services.mailer.enqueue(
    trx,
    {
      to,
      subject: t(language, purpose === 'register' ? 'mailRegisterSubject' : purpose === 'email' ? 'mailEmailChangeSubject' : 'mailResetSubject'),
      body: t(language, 'mailCodeBody', { code, minutes: codeTtlSeconds / 60 }),
    },
    now,
  );
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
