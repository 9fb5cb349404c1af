// Issues a code and writes its mail, in the caller's transaction, in the account's own language.
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
