import { validationError, type ValidationError } from '../errors.js';
import { section, text, type Params } from '../../params.js';

/**
 * Checks of a sale's industry data (lodging, travel cruise, travel flight) and risk data, with the
 * gateway's codes. A sale, a submission for settlement and a partial settlement all carry them.
 */

const INDUSTRY_SCOPE = ['transaction', 'industry'];
const INDUSTRY_TYPES = new Set(['lodging', 'travel_cruise', 'travel_flight']);
const ADDITIONAL_CHARGE_KINDS = new Set(['telephone', 'restaurant', 'gift_shop', 'mini_bar', 'laundry', 'other']);
const TRAVEL_PACKAGES = new Set(['flight', 'car', 'cruise']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONEY = /^-?\d+(\.\d{1,2})?$/;

function list(value: unknown): Params[] {
  if (!Array.isArray(value)) return [];
  return value.map((v) => (typeof v === 'object' && v !== null ? (v as Params) : {}));
}

function validDate(value: string): boolean {
  return ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** A money field: its format, then its sign. Returns the problem, if any. */
function moneyProblem(value: string | undefined, mustBePositive: boolean): 'format' | 'negative' | undefined {
  if (value === undefined) return undefined;
  if (!MONEY.test(value)) return 'format';
  const n = Number(value);
  if (n < 0 || (mustBePositive && n === 0)) return 'negative';
  return undefined;
}

function lodgingErrors(data: Params): ValidationError[] {
  const errors: ValidationError[] = [];
  const checkIn = text(data, 'check_in_date');
  const checkOut = text(data, 'check_out_date');
  if (checkIn !== undefined && !validDate(checkIn)) {
    errors.push(validationError(INDUSTRY_SCOPE, 'check_in_date', '93404', 'Check-in date is invalid.'));
  }
  if (checkOut !== undefined && !validDate(checkOut)) {
    errors.push(validationError(INDUSTRY_SCOPE, 'check_out_date', '93405', 'Check-out date is invalid.'));
  } else if (checkIn !== undefined && checkOut !== undefined && validDate(checkIn) && checkOut < checkIn) {
    errors.push(
      validationError(INDUSTRY_SCOPE, 'check_out_date', '93406', 'Check-out date must follow check-in date.'),
    );
  }
  for (const [field, codes, label] of [
    ['room_rate', ['93434', '93433'], 'Room rate'],
    ['room_tax', ['93437', '93436'], 'Room tax'],
  ] as const) {
    const problem = moneyProblem(text(data, field), true);
    if (problem === 'format') {
      errors.push(validationError(INDUSTRY_SCOPE, field, codes[0], `${label} format is invalid.`));
    } else if (problem === 'negative') {
      errors.push(validationError(INDUSTRY_SCOPE, field, codes[1], `${label} must be greater than zero.`));
    }
  }
  const seen = new Set<string>();
  list(data.additional_charges).forEach((charge, index) => {
    const scope = [...INDUSTRY_SCOPE, 'additional-charges', `index-${index}`];
    const kind = text(charge, 'kind');
    if (kind === undefined || !ADDITIONAL_CHARGE_KINDS.has(kind)) {
      errors.push(validationError(scope, 'kind', '96601', 'Additional charge kind is invalid.'));
    } else if (seen.has(kind)) {
      errors.push(validationError(scope, 'kind', '96602', 'Additional charge kind must be unique.'));
    } else {
      seen.add(kind);
    }
    const amount = text(charge, 'amount');
    const problem = amount === undefined ? 'required' : moneyProblem(amount, true);
    if (problem === 'required') {
      errors.push(validationError(scope, 'amount', '96606', 'Additional charge amount is required.'));
    } else if (problem === 'format') {
      errors.push(validationError(scope, 'amount', '96604', 'Additional charge amount format is invalid.'));
    } else if (problem === 'negative') {
      errors.push(validationError(scope, 'amount', '96603', 'Additional charge amount must be greater than zero.'));
    }
  });
  return errors;
}

function cruiseErrors(data: Params): ValidationError[] {
  const errors: ValidationError[] = [];
  const travelPackage = text(data, 'travel_package');
  if (travelPackage !== undefined && !TRAVEL_PACKAGES.has(travelPackage)) {
    errors.push(validationError(INDUSTRY_SCOPE, 'travel_package', '93410', 'Travel package is invalid.'));
  }
  for (const [field, code, label] of [
    ['departure_date', '93411', 'Departure date'],
    ['lodging_check_in_date', '93412', 'Lodging check-in date'],
    ['lodging_check_out_date', '93413', 'Lodging check-out date'],
  ] as const) {
    const value = text(data, field);
    if (value !== undefined && !validDate(value)) {
      errors.push(validationError(INDUSTRY_SCOPE, field, code, `${label} is invalid.`));
    }
  }
  return errors;
}

/** The money fields of a flight and of each of its legs, with their format and sign codes. */
const FLIGHT_MONEY = [
  ['fare_amount', 'Fare amount', ['93418', '93417'], ['96310', '96309']],
  ['fee_amount', 'Fee amount', ['93421', '93420'], ['96314', '96313']],
  ['tax_amount', 'Tax amount', ['93428', '93427'], ['96318', '96317']],
] as const;

function flightErrors(data: Params): ValidationError[] {
  const errors: ValidationError[] = [];
  const money = (from: Params, scope: readonly string[], leg: boolean): void => {
    for (const [field, label, flightCodes, legCodes] of FLIGHT_MONEY) {
      const [format, negative] = leg ? legCodes : flightCodes;
      const problem = moneyProblem(text(from, field), false);
      if (problem === 'format') errors.push(validationError(scope, field, format, `${label} format is invalid.`));
      if (problem === 'negative') errors.push(validationError(scope, field, negative, `${label} cannot be negative.`));
    }
  };
  money(data, INDUSTRY_SCOPE, false);
  list(data.legs).forEach((leg, index) => money(leg, [...INDUSTRY_SCOPE, 'legs', `index-${index}`], true));
  return errors;
}

/** The errors of the `industry` section, if the request has one. */
export function industryDataErrors(params: Params): ValidationError[] {
  if (params.industry === undefined) return [];
  const industry = section(params, 'industry');
  const type = text(industry, 'industry_type');
  if (type === undefined || !INDUSTRY_TYPES.has(type)) {
    return [validationError(INDUSTRY_SCOPE, 'industry_type', '93401', 'Industry type is invalid.')];
  }
  const data = section(industry, 'data');
  if (type === 'lodging') return lodgingErrors(data);
  if (type === 'travel_cruise') return cruiseErrors(data);
  return flightErrors(data);
}

const RISK_SCOPE = ['transaction', 'risk-data'];

/** The errors of the `risk_data` section, if the request has one. */
export function riskDataErrors(params: Params): ValidationError[] {
  if (params.risk_data === undefined) return [];
  const risk = section(params, 'risk_data');
  const errors: ValidationError[] = [];
  const deviceId = text(risk, 'customer_device_id');
  if (deviceId !== undefined && deviceId.length > 255) {
    errors.push(validationError(RISK_SCOPE, 'customer_device_id', '94702', 'Customer device ID is too long.'));
  }
  const zip = text(risk, 'customer_location_zip');
  if (zip !== undefined) {
    if (!/^[A-Za-z0-9 -]*$/.test(zip)) {
      errors.push(
        validationError(
          RISK_SCOPE,
          'customer_location_zip',
          '94703',
          'Customer location zip contains invalid characters.',
        ),
      );
    } else if (zip.length > 9) {
      errors.push(validationError(RISK_SCOPE, 'customer_location_zip', '94705', 'Customer location zip is too long.'));
    }
  }
  const tenure = text(risk, 'customer_tenure');
  if (tenure !== undefined && tenure.length > 20) {
    errors.push(validationError(RISK_SCOPE, 'customer_tenure', '94706', 'Customer tenure is too long.'));
  }
  return errors;
}
