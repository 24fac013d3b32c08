import type { InternationalPhone } from '../../state/records.js';
import { validationError, type ValidationError } from '../errors.js';
import { section, text, type Params } from '../../params.js';
import type { XmlObject } from '../xml.js';

/** `international_phone` as a request gives it, or undefined when absent. */
export function readInternationalPhone(raw: Params): InternationalPhone | undefined {
  const phone = section(raw, 'international_phone');
  const countryCode = text(phone, 'country_code');
  const nationalNumber = text(phone, 'national_number');
  return countryCode || nationalNumber ? { countryCode, nationalNumber } : undefined;
}

/** The gateway's checks of an international phone: a 1-3 digit calling code, a 4-12 digit national number. */
export function internationalPhoneErrors(
  phone: InternationalPhone | undefined,
  scope: readonly string[],
): ValidationError[] {
  if (!phone) return [];
  const errors: ValidationError[] = [];
  if (phone.countryCode !== undefined && !/^\d{1,3}$/.test(phone.countryCode)) {
    errors.push(
      validationError(
        scope,
        'international_phone_country_code',
        '91625',
        'International phone country code is invalid.',
      ),
    );
  }
  if (phone.nationalNumber !== undefined && !/^\d{4,12}$/.test(phone.nationalNumber)) {
    errors.push(
      validationError(
        scope,
        'international_phone_national_number',
        '91626',
        'International phone national number is invalid.',
      ),
    );
  }
  return errors;
}

export function internationalPhoneXml(phone: InternationalPhone | undefined): XmlObject | null {
  return phone ? { 'country-code': phone.countryCode ?? null, 'national-number': phone.nationalNumber ?? null } : null;
}
