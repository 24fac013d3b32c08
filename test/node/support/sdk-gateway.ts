/**
 * The official `braintree` Node SDK, unmodified, pointed at an emulator: what the node tests use to
 * call the emulator as a merchant's server does.
 */
import { createRequire } from 'node:module';
import type { Emulator } from '../../../emulator/index.js';

const require = createRequire(import.meta.url);

/** The SDK's objects, as the tests read them (the SDK ships no types of its own). */
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The SDK module itself (for `Environment`, `Test.*` values and the like). */
export const braintree = require('braintree') as Json;

/** A gateway for the emulator's merchant, over plain HTTP on 127.0.0.1. */
export function sdkGateway(emulator: Emulator): Json {
  return new braintree.BraintreeGateway({
    environment: new braintree.Environment('127.0.0.1', emulator.port, '', false),
    merchantId: emulator.merchant.merchantId,
    publicKey: emulator.merchant.publicKey,
    privateKey: emulator.merchant.privateKey,
  });
}
