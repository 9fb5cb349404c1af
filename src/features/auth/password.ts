import type { TFunction } from 'i18next';
import { limits } from '../../../generated/api/limits';

// The same limits the server applies to the Register operation's password.
const [min, max]: readonly [number | null, number | null] = limits['Sig.Front.AppApi.Register'].password;
const acceptable = (password: string) => (min === null || password.length >= min) && (max === null || password.length <= max);

/** Field messages for a new password and its repetition; undefined where all is well. */
export function passwordProblem(password: string, confirm: string, t: TFunction) {
  return {
    password: acceptable(password) ? undefined : t('errors.password'),
    confirm: password === confirm ? undefined : t('errors.mismatch'),
  };
}
