import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkExpress, expressInvalid } from '../../../elements/model/express.js';
import { expressTapAllowed, expressWallets } from '../../../elements/model/express-row.js';
import { OPTIONS } from '../../../elements/options/registry.js';
import { createModelConfig } from './catalogue.js';
import type { PaymentOptionId } from '../../../elements/vocabulary/types.js';

const offered: PaymentOptionId[] = ['venmo', 'card', 'googlePay', 'paypal', 'applePay'];

describe('expressWallets: which wallets the express row draws', () => {
  it('draws none when express is unset or false, so the widget looks as it did', () => {
    assert.deepEqual(expressWallets(undefined, offered, OPTIONS), []);
    assert.deepEqual(expressWallets(false, offered, OPTIONS), []);
  });

  it("draws every offered wallet for true, in the offered (paymentOptionPriority's) order, and never the card", () => {
    assert.deepEqual(expressWallets(true, offered, OPTIONS), ['venmo', 'googlePay', 'paypal', 'applePay']);
  });

  it('draws only the wallets named, still in the offered order', () => {
    assert.deepEqual(expressWallets(['applePay', 'venmo'], offered, OPTIONS), ['venmo', 'applePay']);
  });

  it('leaves out a named wallet the widget does not offer (not configured, or not supported by the browser)', () => {
    assert.deepEqual(expressWallets(['applePay', 'paypalCredit'], ['card', 'applePay'], OPTIONS), ['applePay']);
  });

  it('leaves out a wallet that is not ready (its setup failed), so no empty place is held for it', () => {
    const ready = (id: PaymentOptionId): boolean => id !== 'googlePay';
    assert.deepEqual(expressWallets(true, offered, OPTIONS, ready), ['venmo', 'paypal', 'applePay']);
  });
});

describe("the model's express setting", () => {
  it('is false for an empty list, as for unset: no row, so a card page loads nothing of the row for it', () => {
    assert.equal(createModelConfig({ authorization: 'a', express: [] }, ['card'], true).express, false);
    assert.equal(createModelConfig({ authorization: 'a' }, ['card'], true).express, false);
    assert.deepEqual(createModelConfig({ authorization: 'a', express: ['venmo'] }, ['card'], true).express, ['venmo']);
  });
});

describe('checkExpress: the express option as given', () => {
  it('takes unset, true, false and an array of wallet ids', () => {
    for (const value of [undefined, true, false, [], ['applePay', 'googlePay', 'paypal', 'paypalCredit', 'venmo']]) {
      assert.equal(checkExpress(value, OPTIONS), null, JSON.stringify(value));
    }
  });

  it('names the wallets in its error', () => {
    assert.equal(
      expressInvalid(OPTIONS),
      'options.express must be true, false or an array of wallet ids (paypal, paypalCredit, venmo, applePay, googlePay).',
    );
  });

  it('refuses the card (it has no button of its own), unknown ids and other types, in our words', () => {
    for (const value of [['card'], ['applepay'], ['toString'], 'applePay', 1, {}, null, [true]]) {
      assert.equal(checkExpress(value, OPTIONS), expressInvalid(OPTIONS), JSON.stringify(value));
    }
  });
});

describe('expressTapAllowed: one payment at a time from the express row', () => {
  const idle = { flowOpen: false, formBusy: false };
  const ready = { phase: 'ready', walletSessions: {} } as const;

  it('lets a tap begin its wallet when the widget is ready and nothing else is under way', () => {
    assert.equal(expressTapAllowed(ready, idle), true);
    assert.equal(expressTapAllowed({ phase: 'ready', walletSessions: { venmo: false } }, idle), true);
  });

  it("begins nothing while any wallet's session is open, the tapped wallet's or another's", () => {
    assert.equal(expressTapAllowed({ phase: 'ready', walletSessions: { applePay: true } }, idle), false);
    assert.equal(expressTapAllowed({ phase: 'ready', walletSessions: { venmo: true, googlePay: false } }, idle), false);
  });

  it("begins nothing while PayPal's window from the row is open, or while the form is being paid and submitted", () => {
    assert.equal(expressTapAllowed(ready, { flowOpen: true, formBusy: false }), false);
    assert.equal(expressTapAllowed(ready, { flowOpen: false, formBusy: true }), false);
  });

  it('begins nothing before setup is over or with no setup', () => {
    assert.equal(expressTapAllowed({ phase: 'initializing', walletSessions: {} }, idle), false);
    assert.equal(expressTapAllowed(undefined, idle), false);
  });
});
