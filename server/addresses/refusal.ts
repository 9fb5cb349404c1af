// The address rules' verdict as the API's refusal: a 400 naming the first field at fault, worded for
// the caller's country (its name in the caller's language, a postcode as it writes them).
import { constants } from '../../generated/constants';
import type { ServiceLanguage } from '../../generated/languages';
import { type AddressProblem, maxLengthOf, rulesFor } from '../../src/lib/address-rules';
import { ApiFailure } from '../http/failure';

function countryName(code: string, language: ServiceLanguage): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function refusal(problem: AddressProblem, country: string, language: ServiceLanguage): ApiFailure {
  const { field } = problem;
  switch (problem.kind) {
    case 'notShipped':
      return new ApiFailure(400, 'addressCountryNotShipped', { field, country: countryName(country, language) });
    case 'required':
      return new ApiFailure(400, 'addressFieldRequired', { field });
    case 'tooLong':
      return new ApiFailure(400, 'addressFieldTooLong', { field, max: field === 'country' ? 2 : maxLengthOf(field) });
    case 'phone':
      return new ApiFailure(400, 'addressPhoneInvalid', { field, ...constants.addresses.phoneDigits });
    case 'postcodeFormat': {
      const example = rulesFor(country).postcodeExample;
      const name = countryName(country, language);
      return example
        ? new ApiFailure(400, 'addressPostcodeFormat', { field, country: name, example })
        : new ApiFailure(400, 'addressPostcodeInvalid', { field, country: name });
    }
  }
}
