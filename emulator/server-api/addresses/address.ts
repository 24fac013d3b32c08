import { ADDRESS_FIELDS, type AddressFields } from '../../state/records.js';
import { validationError, type ValidationError } from '../errors.js';
import { text, type Params } from '../../params.js';

/** Countries the gateway accepts, by the name it uses: ISO 3166 alpha-2, alpha-3 and numeric codes. */
const COUNTRIES: ReadonlyArray<readonly [name: string, alpha2: string, alpha3: string, numeric: string]> = [
  ['United States of America', 'US', 'USA', '840'],
  ['Canada', 'CA', 'CAN', '124'],
  ['Mexico', 'MX', 'MEX', '484'],
  ['Brazil', 'BR', 'BRA', '076'],
  ['Argentina', 'AR', 'ARG', '032'],
  ['Chile', 'CL', 'CHL', '152'],
  ['Colombia', 'CO', 'COL', '170'],
  ['Peru', 'PE', 'PER', '604'],
  ['United Kingdom', 'GB', 'GBR', '826'],
  ['Ireland', 'IE', 'IRL', '372'],
  ['France', 'FR', 'FRA', '250'],
  ['Germany', 'DE', 'DEU', '276'],
  ['Spain', 'ES', 'ESP', '724'],
  ['Portugal', 'PT', 'PRT', '620'],
  ['Italy', 'IT', 'ITA', '380'],
  ['Netherlands', 'NL', 'NLD', '528'],
  ['Belgium', 'BE', 'BEL', '056'],
  ['Luxembourg', 'LU', 'LUX', '442'],
  ['Switzerland', 'CH', 'CHE', '756'],
  ['Austria', 'AT', 'AUT', '040'],
  ['Denmark', 'DK', 'DNK', '208'],
  ['Sweden', 'SE', 'SWE', '752'],
  ['Norway', 'NO', 'NOR', '578'],
  ['Finland', 'FI', 'FIN', '246'],
  ['Poland', 'PL', 'POL', '616'],
  ['Czech Republic', 'CZ', 'CZE', '203'],
  ['Greece', 'GR', 'GRC', '300'],
  ['Turkey', 'TR', 'TUR', '792'],
  ['Israel', 'IL', 'ISR', '376'],
  ['South Africa', 'ZA', 'ZAF', '710'],
  ['Nigeria', 'NG', 'NGA', '566'],
  ['Kenya', 'KE', 'KEN', '404'],
  ['Egypt', 'EG', 'EGY', '818'],
  ['India', 'IN', 'IND', '356'],
  ['China', 'CN', 'CHN', '156'],
  ['Hong Kong', 'HK', 'HKG', '344'],
  ['Japan', 'JP', 'JPN', '392'],
  ['Korea, Republic of', 'KR', 'KOR', '410'],
  ['Singapore', 'SG', 'SGP', '702'],
  ['Malaysia', 'MY', 'MYS', '458'],
  ['Philippines', 'PH', 'PHL', '608'],
  ['Thailand', 'TH', 'THA', '764'],
  ['Indonesia', 'ID', 'IDN', '360'],
  ['Australia', 'AU', 'AUS', '036'],
  ['New Zealand', 'NZ', 'NZL', '554'],
  ['American Samoa', 'AS', 'ASM', '016'],
  ['Puerto Rico', 'PR', 'PRI', '630'],
];

const COUNTRY_COLUMNS = [
  { field: 'country_name', index: 0, code: '91803', message: 'Country name is not an accepted country.' },
  {
    field: 'country_code_alpha2',
    index: 1,
    code: '91814',
    message: 'Country code (alpha2) is not an accepted country.',
  },
  {
    field: 'country_code_alpha3',
    index: 2,
    code: '91816',
    message: 'Country code (alpha3) is not an accepted country.',
  },
  {
    field: 'country_code_numeric',
    index: 3,
    code: '91817',
    message: 'Country code (numeric) is not an accepted country.',
  },
] as const;

/**
 * Reads an address from request fields and checks its country: each of the name and the three
 * codes must name an accepted country, and they must agree; the others are filled in from the
 * one given, as the gateway does.
 */
export function readAddress(
  raw: Params,
  scope: readonly string[],
): { fields?: AddressFields; errors: ValidationError[] } {
  const fields: AddressFields = {};
  for (const field of ADDRESS_FIELDS) {
    const value = text(raw, field);
    if (value !== undefined) fields[field] = value;
  }
  if (Object.keys(fields).length === 0) return { errors: [] };
  // A field given as empty text is kept empty, as the gateway answers it (not as absent).
  const countryFields = new Set<string>(COUNTRY_COLUMNS.map((c) => c.field));
  for (const field of ADDRESS_FIELDS) {
    if (raw[field] === '' && !countryFields.has(field)) fields[field] = '';
  }
  const errors: ValidationError[] = [];
  const found = new Set<(typeof COUNTRIES)[number]>();
  for (const column of COUNTRY_COLUMNS) {
    const value = fields[column.field];
    if (value === undefined) continue;
    const country = COUNTRIES.find((c) => c[column.index].toLowerCase() === value.toLowerCase());
    if (!country) errors.push(validationError(scope, column.field, column.code, column.message));
    else found.add(country);
  }
  if (found.size > 1) {
    errors.push(validationError(scope, 'base', '91815', 'Provided country information is inconsistent.'));
  } else if (found.size === 1 && errors.length === 0) {
    const [country] = [...found];
    for (const column of COUNTRY_COLUMNS) fields[column.field] = country![column.index];
  }
  return { fields, errors };
}
