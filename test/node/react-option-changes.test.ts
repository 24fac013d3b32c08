import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { configurationUpdates, fingerprint, restartKey } from '../../elements/react/option-changes.js';

describe('React option changes after mount', () => {
  describe('fingerprint', () => {
    it('ignores key order and treats any two functions alike', () => {
      assert.equal(fingerprint({ a: 1, b: [1, { c: 2 }] }), fingerprint({ b: [1, { c: 2 }], a: 1 }));
      assert.equal(fingerprint({ f: () => 1 }), fingerprint({ f: () => 2 }));
      assert.notEqual(fingerprint({ a: 1 }), fingerprint({ a: 2 }));
      assert.notEqual(fingerprint({ a: undefined }), fingerprint({}));
    });

    it('survives a cyclic object', () => {
      const cyclic: Record<string, unknown> = { a: 1 };
      cyclic.self = cyclic;
      assert.match(fingerprint(cyclic), /\[cycle\]/);
    });
  });

  describe('restartKey', () => {
    it('stays the same for a new authorization and for a changed updatable key', () => {
      const key = restartKey({ authorization: 'a', paypal: { flow: 'checkout', amount: '1.00' } });
      assert.equal(restartKey({ authorization: 'b', paypal: { flow: 'checkout', amount: '2.00' } }), key);
      assert.equal(
        restartKey({ authorization: 'a', threeDSecure: { amount: '1' } }),
        restartKey({ authorization: 'a', threeDSecure: { amount: '2' } }),
      );
    });

    it('changes for an option Drop-in cannot update in place', () => {
      const base = restartKey({ authorization: 'a', locale: 'de_DE' });
      assert.notEqual(restartKey({ authorization: 'a', locale: 'fr_FR' }), base);
      assert.notEqual(restartKey({ authorization: 'a', locale: 'de_DE', vaultManager: true }), base);
      assert.notEqual(restartKey({ authorization: 'a', locale: 'de_DE', card: false }), base);
    });

    it("changes when an updatable option is turned on or off, and for PayPal's offerCredit and locale", () => {
      assert.notEqual(restartKey({ paypal: { flow: 'vault' } }), restartKey({}));
      assert.notEqual(restartKey({ applePay: false }), restartKey({ applePay: { displayName: 'Shop' } }));
      assert.notEqual(
        restartKey({ paypal: { flow: 'vault', offerCredit: false } }),
        restartKey({ paypal: { flow: 'vault', offerCredit: true } }),
      );
      assert.notEqual(
        restartKey({ paypalCredit: { flow: 'vault', locale: 'en_US' } }),
        restartKey({ paypalCredit: { flow: 'vault', locale: 'de_DE' } }),
      );
    });

    it('merges `options` under the individual props, as the element does', () => {
      assert.equal(restartKey({ options: { locale: 'de_DE' } }), restartKey({ locale: 'de_DE' }));
      assert.equal(restartKey({ options: { locale: 'de_DE' }, locale: 'fr_FR' }), restartKey({ locale: 'fr_FR' }));
    });
  });

  describe('configurationUpdates', () => {
    it('lists one call per changed key of each updatable option, a removed key as undefined', () => {
      assert.deepEqual(
        configurationUpdates(
          {
            paypal: { flow: 'checkout', amount: '1.00', currency: 'USD' },
            googlePay: { transactionInfo: { totalPrice: '1' } },
          },
          { paypal: { flow: 'checkout', amount: '2.00' }, googlePay: { transactionInfo: { totalPrice: '2' } } },
        ),
        [
          { property: 'paypal', key: 'amount', value: '2.00' },
          { property: 'paypal', key: 'currency', value: undefined },
          { property: 'googlePay', key: 'transactionInfo', value: { totalPrice: '2' } },
        ],
      );
    });

    it('lists nothing for equal content, for read-only PayPal keys, or for options turned on or off', () => {
      assert.deepEqual(configurationUpdates({ paypal: { amount: '1' } }, { paypal: { amount: '1' } }), []);
      assert.deepEqual(configurationUpdates({ paypal: { offerCredit: false } }, { paypal: { offerCredit: true } }), []);
      assert.deepEqual(configurationUpdates({}, { applePay: { displayName: 'Shop' } }), []);
      assert.deepEqual(configurationUpdates({ locale: 'de_DE' }, { locale: 'fr_FR' }), []);
    });
  });
});
