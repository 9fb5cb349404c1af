import type { TFunction } from 'i18next';
import type { Address } from '../../../generated/api/schemas';
import { constants } from '../../../generated/constants';
import type { LanguageCode } from '../../../generated/languages';
import { type AddressInput, type AddressProblem, maxLengthOf, rulesFor } from '../../lib/address-rules';
import { countryName } from '../../lib/destination';

export interface FormValues extends AddressInput {
  makeDefault: boolean;
}

export const emptyForm = (country: string): FormValues => ({
  country, recipient: '', phone: '', postcode: '', region: '', city: '', line1: '', line2: '', makeDefault: false,
});

export const formOf = (a: Address): FormValues => ({
  country: a.country, recipient: a.recipient, phone: a.phone, postcode: a.postcode, region: a.region, city: a.city, line1: a.line1,
  line2: a.line2, makeDefault: false,
});

/** The message under a field, from the same rule the server applies. */
export function problemText(t: TFunction<'address'>, problem: AddressProblem, country: string, language: LanguageCode): string {
  switch (problem.kind) {
    case 'required':
      return t('errors.required');
    case 'notShipped':
      return t('errors.notShipped');
    case 'tooLong':
      return t('errors.tooLong', { max: problem.field === 'country' ? 2 : maxLengthOf(problem.field) });
    case 'phone':
      return t('errors.phone', constants.addresses.phoneDigits);
    case 'postcodeFormat': {
      const example = rulesFor(country).postcodeExample;
      const name = countryName(country, language);
      return example ? t('errors.postcodeFormat', { country: name, example }) : t('errors.postcodeInvalid', { country: name });
    }
  }
}
