import { constants } from '../../generated/constants';

const emailPattern = new RegExp(constants.validation.email);

/**
 * Spec §5. The value is tested as given: forms trim the field first, so that a stray space is fixed for the
 * shopper rather than reported as an invalid address.
 */
export function isEmail(value: string | null | undefined): boolean {
  return typeof value === 'string' && emailPattern.test(value);
}
