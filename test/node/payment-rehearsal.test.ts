import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rehearse, type PayingSetup } from '../../elements/setup/payment-request.js';
import { boot, reduce } from './model/helpers.js';

/** What a state holds, to compare after: each field as it was (by identity) and everything in it (as JSON). */
function snapshot(state: object): { fields: Record<string, unknown>; json: string } {
  return { fields: { ...state }, json: JSON.stringify(state) };
}

/** A setup as the rehearsal sees it: its model, and a dispatch that records what reaches it. */
function setupWith(model: PayingSetup['model']): { setup: PayingSetup; dispatched: unknown[] } {
  const dispatched: unknown[] = [];
  const setup = { model, dispatch: (action: unknown) => void dispatched.push(action) } as unknown as PayingSetup;
  return { setup, dispatched };
}

/**
 * Once the payment's code arrives after ready, the widget runs what the model does in a card payment once and drops the
 * result, so that the browser compiles that code then and not between the shopper's press and the nonce. The shopper
 * and the merchant must see nothing of it.
 */
describe('the payment rehearsed once its code arrives', () => {
  it('leaves the running state exactly as it was and dispatches nothing', () => {
    const ready = boot({ supported: ['card'], options: { threeDSecure: { amount: '10.00' } } as never }).state;
    const before = snapshot(ready);
    const { setup, dispatched } = setupWith(ready);
    rehearse(setup);
    assert.equal(setup.model, ready);
    assert.deepEqual(snapshot(ready), before);
    assert.deepEqual(dispatched, []);
  });

  it('leaves a state with a method already added as it was', () => {
    const method = { nonce: 'nonce-1', type: 'CreditCard', details: { lastFour: '4242' } } as const;
    const paid = reduce(boot({ supported: ['card'] }).state, { type: 'paymentMethodAdded', method }).state;
    const before = snapshot(paid);
    const { setup } = setupWith(paid);
    rehearse(setup);
    assert.deepEqual(snapshot(paid), before);
  });

  it('does nothing before the widget is ready, or without a setup', () => {
    const starting = boot({ supported: ['card'], failing: ['card'] }).state;
    assert.notEqual(starting.phase, 'ready');
    const { setup } = setupWith(starting);
    assert.doesNotThrow(() => rehearse(setup));
    assert.doesNotThrow(() => rehearse(undefined));
  });
});
