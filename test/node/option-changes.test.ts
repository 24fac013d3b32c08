import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { collectOptions } from '../../elements/element/collect-options.js';
import { contentChanged } from '../../elements/element/option-changes.js';
import { configurationUpdates, fingerprint, planOptionChange } from '../../elements/element/option-plan.js';
import type { ReadOptions } from '../../elements/model/read-options.js';

const read = (options: Record<string, unknown>): ReadOptions => ({ ok: true, options });

describe('option changes after setup', () => {
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

  describe('contentChanged (the object properties’ hasChanged)', () => {
    it('sees no change in an equal object made anew, and a change in other content', () => {
      assert.equal(contentChanged({ flow: 'vault', amount: '1' }, { flow: 'vault', amount: '1' }), false);
      assert.equal(contentChanged({ onPaymentDataChanged: () => 1 }, { onPaymentDataChanged: () => 2 }), false);
      assert.equal(contentChanged({ flow: 'vault' }, { flow: 'checkout' }), true);
      assert.equal(contentChanged({ flow: 'vault' }, undefined), true);
      assert.equal(contentChanged(false, { flow: 'vault' }), true);
      const cyclic: Record<string, unknown> = {};
      cyclic.self = cyclic;
      assert.equal(contentChanged(cyclic, {}), true);
    });
  });

  describe('planOptionChange', () => {
    it('changes nothing for equal content', () => {
      assert.deepEqual(
        planOptionChange(
          read({ authorization: 'a', card: { cardholderName: { required: true } } }),
          read({ authorization: 'a', card: { cardholderName: { required: true } } }),
        ),
        { kind: 'none' },
      );
    });

    it('restarts for a new authorization', () => {
      assert.deepEqual(planOptionChange(read({ authorization: 'a' }), read({ authorization: 'b' })), {
        kind: 'restart',
      });
    });

    it('applies a changed updatable key in place, one call per key, a removed key as undefined', () => {
      assert.deepEqual(
        planOptionChange(
          read({ authorization: 'a', paypal: { flow: 'checkout', amount: '1.00', currency: 'USD' } }),
          read({ authorization: 'a', paypal: { flow: 'checkout', amount: '2.00' } }),
        ),
        {
          kind: 'update',
          updates: [
            { property: 'paypal', key: 'amount', value: '2.00' },
            { property: 'paypal', key: 'currency', value: undefined },
          ],
        },
      );
      assert.deepEqual(
        planOptionChange(
          read({ authorization: 'a', threeDSecure: { amount: '1' } }),
          read({ authorization: 'a', threeDSecure: { amount: '2' } }),
        ),
        { kind: 'update', updates: [{ property: 'threeDSecure', key: 'amount', value: '2' }] },
      );
    });

    it('restarts for an option Drop-in cannot update in place', () => {
      const base = read({ authorization: 'a', locale: 'de_DE' });
      for (const next of [
        { authorization: 'a', locale: 'fr_FR' },
        { authorization: 'a', locale: 'de_DE', vaultManager: true },
        { authorization: 'a', locale: 'de_DE', card: false },
        { authorization: 'a', locale: 'de_DE', translations: { payingWith: 'Paying with {{paymentSource}}' } },
      ])
        assert.deepEqual(planOptionChange(base, read(next)), { kind: 'restart' }, JSON.stringify(next));
    });

    it("restarts when an updatable option is turned on or off, and for PayPal's offerCredit and locale", () => {
      const restart = { kind: 'restart' };
      assert.deepEqual(planOptionChange(read({}), read({ paypal: { flow: 'vault' } })), restart);
      assert.deepEqual(
        planOptionChange(read({ applePay: false }), read({ applePay: { displayName: 'Shop' } })),
        restart,
      );
      assert.deepEqual(
        planOptionChange(
          read({ paypal: { flow: 'vault', offerCredit: false } }),
          read({ paypal: { flow: 'vault', offerCredit: true } }),
        ),
        restart,
      );
      assert.deepEqual(
        planOptionChange(
          read({ paypalCredit: { flow: 'vault', locale: 'en_US' } }),
          read({ paypalCredit: { flow: 'vault', locale: 'de_DE' } }),
        ),
        restart,
      );
    });

    it('leaves the theme to the element, which applies it as it draws', () => {
      assert.deepEqual(planOptionChange(read({ theme: 'light' }), read({ theme: 'dark' })), { kind: 'none' });
    });

    it('restarts when the options could not be read, unless they fail the same way again', () => {
      const bad: ReadOptions = { ok: false, message: 'There was an error creating Drop-in.', reason: 'locale: 42' };
      assert.deepEqual(planOptionChange(bad, read({ authorization: 'a' })), { kind: 'restart' });
      assert.deepEqual(planOptionChange(read({ authorization: 'a' }), bad), { kind: 'restart' });
      assert.deepEqual(planOptionChange(bad, { ...bad }), { kind: 'none' });
    });
  });

  describe('configurationUpdates', () => {
    it('lists one call per changed key of each updatable option', () => {
      assert.deepEqual(
        configurationUpdates(
          { googlePay: { transactionInfo: { totalPrice: '1' } } },
          { googlePay: { transactionInfo: { totalPrice: '2' } } },
        ),
        [{ property: 'googlePay', key: 'transactionInfo', value: { totalPrice: '2' } }],
      );
    });

    it('lists nothing for equal content, for read-only PayPal keys, or for options turned on or off', () => {
      assert.deepEqual(configurationUpdates({ paypal: { amount: '1' } }, { paypal: { amount: '1' } }), []);
      assert.deepEqual(configurationUpdates({ paypal: { offerCredit: false } }, { paypal: { offerCredit: true } }), []);
      assert.deepEqual(configurationUpdates({}, { applePay: { displayName: 'Shop' } }), []);
      assert.deepEqual(configurationUpdates({ locale: 'de_DE' }, { locale: 'fr_FR' }), []);
    });
  });

  describe('the options read off the element', () => {
    it('merge `options` under the individual properties', () => {
      const collected = collectOptions({ options: { locale: 'de_DE', vaultManager: true }, locale: 'fr_FR' });
      assert.ok(collected.ok);
      assert.equal(collected.options.locale, 'fr_FR');
      assert.equal(collected.options.vaultManager, true);
    });
  });
});
