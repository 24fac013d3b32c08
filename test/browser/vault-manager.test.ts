import { expect } from '@open-wc/testing';
import braintreeClient from 'braintree-web/client';
import type { Client } from 'braintree-web/client';
import vaultManager from 'braintree-web/vault-manager';
import type { FetchPaymentMethodsPayload, VaultManager } from 'braintree-web/vault-manager';
import { clientToken, emulatorState, fault, seedCustomer, tokenizationKey } from './support/emulator.js';

/** braintree-web 3.144 has these; the community types (3.143) do not list them yet. */
type SavedMethod = FetchPaymentMethodsPayload & { hasSubscription: boolean };
type Vault = VaultManager & { deletePaymentMethod(nonce: string): Promise<void> };

async function rejection(promise: Promise<unknown>): Promise<{ code?: string; details?: { httpStatus?: number } }> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as { code?: string; details?: { httpStatus?: number } },
  );
}

describe('braintree-web vault manager against the emulator', () => {
  let client: Client;
  let vault: Vault;
  let customerId: string;

  // Test files run concurrently against one emulator: each test has its own customer instead of
  // resetting the emulator under another file's feet.
  beforeEach(async () => {
    customerId = `grace_${Math.random().toString(36).slice(2, 10)}`;
    await seedCustomer({
      id: customerId,
      paymentMethods: [
        { type: 'CreditCard', number: '4111111111111111', expirationDate: '12/2030' },
        { type: 'PayPalAccount', email: 'grace@example.com' },
        { type: 'CreditCard', number: '5555555555554444', expirationDate: '11/2031', default: true },
        { type: 'CreditCard', number: '378282246310005', hasSubscription: true },
      ],
    });
    client = await braintreeClient.create({ authorization: await clientToken({ customerId }) });
    vault = (await vaultManager.create({ client })) as Vault;
  });

  afterEach(async () => {
    await vault.teardown();
    await (client as unknown as { teardown(): Promise<void> }).teardown();
  });

  it('lists the customer’s saved methods, the default first', async () => {
    const methods = (await vault.fetchPaymentMethods({ defaultFirst: true })) as SavedMethod[];
    expect(methods.map((m) => [m.type, m.default, m.hasSubscription, m.description])).to.deep.equal([
      ['CreditCard', true, false, 'ending in 44'],
      ['CreditCard', false, false, 'ending in 11'],
      ['PayPalAccount', false, false, 'grace@example.com'],
      ['CreditCard', false, true, 'ending in 05'],
    ]);
    const [mastercard, visa, paypal] = methods as [SavedMethod, SavedMethod, SavedMethod];
    expect(mastercard.details).to.include({
      cardType: 'MasterCard',
      lastFour: '4444',
      lastTwo: '44',
      expirationMonth: '11',
      expirationYear: '2031',
    });
    expect(visa.details).to.include({ cardType: 'Visa', lastFour: '1111' });
    expect((paypal.details as { email: string }).email).to.equal('grace@example.com');
    expect(new Set(methods.map((m) => m.nonce)).size).to.equal(4);
  });

  it('lists in the order they were saved without defaultFirst', async () => {
    const methods = await vault.fetchPaymentMethods({ defaultFirst: false });
    expect(methods.map((m) => m.description)).to.deep.equal([
      'ending in 11',
      'grace@example.com',
      'ending in 44',
      'ending in 05',
    ]);
  });

  it('deletes a saved method by its nonce', async () => {
    const [, visa] = await vault.fetchPaymentMethods({ defaultFirst: true });
    await vault.deletePaymentMethod(visa!.nonce);
    const left = await vault.fetchPaymentMethods({ defaultFirst: true });
    expect(left.map((m) => m.description)).to.deep.equal(['ending in 44', 'grace@example.com', 'ending in 05']);
    const saved = (await emulatorState()).paymentMethods.filter((m) => m.customerId === customerId);
    expect(saved.map((m) => m.details.lastFour ?? m.type)).to.deep.equal(['PayPalAccount', '4444', '0005']);
  });

  it('reports a nonce that no longer stands for a saved method as not found', async () => {
    const [first] = await vault.fetchPaymentMethods({ defaultFirst: true });
    await vault.deletePaymentMethod(first!.nonce);
    const error = await rejection(vault.deletePaymentMethod(first!.nonce));
    expect(error.code).to.equal('VAULT_MANAGER_PAYMENT_METHOD_NONCE_NOT_FOUND');
  });

  it('surfaces a fault on the listing as an error', async () => {
    await fault({ route: 'vaulted-payment-methods', status: 500 });
    const error = await rejection(vault.fetchPaymentMethods({ defaultFirst: true }));
    expect(error.code).to.equal('CLIENT_GATEWAY_NETWORK');
    expect(error.details?.httpStatus).to.equal(500);
  });

  it('surfaces a fault on deletion as braintree-web’s deletion error', async () => {
    const [first] = await vault.fetchPaymentMethods({ defaultFirst: true });
    await fault({
      route: 'delete-payment-method',
      status: 200,
      body: { errors: [{ message: 'Emulated outage', extensions: { errorClass: 'INTERNAL' } }] },
    });
    const error = await rejection(vault.deletePaymentMethod(first!.nonce));
    expect(error.code).to.equal('VAULT_MANAGER_DELETE_PAYMENT_METHOD_UNKNOWN_ERROR');
    expect((await emulatorState()).paymentMethods.filter((m) => m.customerId === customerId)).to.have.length(4);
  });

  describe('for a guest', () => {
    it('lists nothing for a client token without a customer', async () => {
      const guestClient = await braintreeClient.create({ authorization: await clientToken() });
      const guestVault = await vaultManager.create({ client: guestClient });
      expect(await guestVault.fetchPaymentMethods({ defaultFirst: true })).to.deep.equal([]);
      await guestVault.teardown();
    });

    it('refuses deletion with a tokenization key before any request', async () => {
      const keyClient = await braintreeClient.create({ authorization: tokenizationKey() });
      const keyVault = (await vaultManager.create({ client: keyClient })) as Vault;
      const error = await rejection(keyVault.deletePaymentMethod('tokencc_whatever'));
      expect(error.code).to.equal('VAULT_MANAGER_DELETE_PAYMENT_METHOD_NONCE_REQUIRES_CLIENT_TOKEN');
      await keyVault.teardown();
    });
  });
});
