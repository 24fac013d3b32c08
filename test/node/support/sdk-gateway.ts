/**
 * The official `braintree` Node SDK, unmodified, pointed at an emulator: what the node tests use to
 * call the emulator as a merchant's server does.
 */
import { createRequire } from 'node:module';
import { after, before, beforeEach } from 'node:test';
import { createEmulator, type Emulator } from '../../../emulator/index.js';

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

/**
 * A test file's emulator on a free port, reset before each test, and the SDK's gateway to it: registers the file's
 * hooks (start, reset, close) and gives both once the file's tests run.
 */
export function emulatedGateway(): { readonly emulator: Emulator; readonly gateway: Json } {
  const held = {} as { emulator: Emulator; gateway: Json };
  before(async () => {
    held.emulator = await createEmulator({ port: 0 });
    held.gateway = sdkGateway(held.emulator);
  });
  beforeEach(() => {
    held.emulator.reset();
  });
  after(async () => {
    await held.emulator.close();
  });
  return held;
}
