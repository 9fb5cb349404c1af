// Account look-ups and the public view of an account (the UserInfo schema of spec/api.yaml).
import { constants } from '../../generated/constants';
import type { UserInfo } from '../../generated/api/schemas';
import type { UserRow } from '../db/types';
import { badField } from '../http/failure';
import type { Executor } from './sessions';

const emailRule = new RegExp(constants.validation.email);

/** Emails are compared without case; the stored form is trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The spec §5 rule, on top of the schema's email check: 400 naming `email` when it fails. */
export function checkedEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!emailRule.test(normalized)) throw badField('email', 'emailInvalid');
  return normalized;
}

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export function userInfo(user: UserRow): UserInfo {
  return { id: user.id, email: user.email, nickname: user.nickname, language: user.language, isVerified: user.verified_at !== null, role: user.role };
}
