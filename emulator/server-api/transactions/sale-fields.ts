import { section, text, type Params } from '../../params.js';
import { validationError, type ValidationError } from '../errors.js';

const SCOPE = ['transaction'];
const SCA_EXEMPTIONS = new Set([
  'low_value',
  'secure_corporate',
  'trusted_beneficiary',
  'transaction_risk_analysis',
  'recurring',
]);
const EXTERNAL_VAULT_STATUSES = new Set(['will_vault', 'vaulted']);

/** The checks of a sale's external vault: a known status; a previous network transaction only when vaulted. */
function externalVaultErrors(params: Params): ValidationError[] {
  const vault = section(params, 'external_vault');
  const status = text(vault, 'status');
  const scope = [...SCOPE, 'external-vault'];
  if (status !== undefined && !EXTERNAL_VAULT_STATUSES.has(status)) {
    return [validationError(scope, 'status', '915175', 'Status is invalid.')];
  }
  if (status === 'will_vault' && text(vault, 'previous_network_transaction_id') !== undefined) {
    return [
      validationError(
        scope,
        'status',
        '915177',
        'A previous network transaction ID may only be given with the vaulted status.',
      ),
    ];
  }
  return [];
}

/** The checks of a sale's single fields: product SKU, category code, SCA exemption, quote, external vault. */
export function saleFieldErrors(params: Params): ValidationError[] {
  const errors: ValidationError[] = [];
  const sku = text(params, 'product_sku');
  if (sku !== undefined && !/^[A-Za-z0-9]{1,12}$/.test(sku)) {
    errors.push(validationError(SCOPE, 'product_sku', '915202', 'Product SKU is invalid.'));
  }
  const mcc = text(params, 'processing_merchant_category_code');
  if (mcc !== undefined && !/^\d{4}$/.test(mcc)) {
    errors.push(
      validationError(
        SCOPE,
        'processing_merchant_category_code',
        '915265',
        'Processing merchant category code is invalid.',
      ),
    );
  }
  const exemption = text(params, 'sca_exemption');
  if (exemption !== undefined && !SCA_EXEMPTIONS.has(exemption)) {
    errors.push(validationError(SCOPE, 'sca_exemption', '915213', 'SCA exemption is invalid.'));
  }
  const quote = text(params, 'exchange_rate_quote_id');
  if (quote !== undefined && quote.length > 4000) {
    errors.push(validationError(SCOPE, 'exchange_rate_quote_id', '915229', 'Exchange rate quote ID is too long.'));
  }
  return [...errors, ...externalVaultErrors(params)];
}
