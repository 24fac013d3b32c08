import type { Json } from './sdk-gateway.js';

/**
 * 3D Secure results authenticated elsewhere, as a merchant passes them through with a card (`threeDSecurePassThru`):
 * a complete, valid set (3D Secure 2, Visa's ECI for an authenticated card), with `fields` changed or added.
 */
export const passThru = (fields: Json = {}): Json => ({
  eciFlag: '05',
  cavv: 'some_cavv',
  xid: 'some_xid',
  threeDSecureVersion: '2.2.0',
  authenticationResponse: 'Y',
  directoryResponse: 'Y',
  cavvAlgorithm: '2',
  dsTransactionId: 'some_ds_transaction_id',
  ...fields,
});
