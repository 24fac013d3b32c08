import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createModelConfig, start, type DropinState } from '../../elements/model/dropin-model.js';
import { OPTIONS } from '../../elements/options/registry.js';
import { loadedParts } from '../../elements/setup/model-parts.js';
import { WidgetSetup } from '../../elements/setup/widget-setup.js';
import { setupParts } from './support/setup-parts.js';
import type { DropinOptions, PaymentMethod, PaymentOptionId } from '../../elements/vocabulary/types.js';

/**
 * A setup reduces an action whose part of the model (saved methods, wallets) has not loaded yet once the part is
 * here, and the actions after it in the order they came. Driven with the real parts (their modules load through
 * `import()`, as in a page) and a setup whose element and reports only record what they are told.
 */

/** The states a setup drew, in order. */
function recordingSetup(): { setup: WidgetSetup; drawn: DropinState[]; drawnTimes(count: number): Promise<void> } {
  const drawn: DropinState[] = [];
  let waiting: { count: number; resolve: () => void } | undefined;
  const parts = setupParts({
    fail: (message) => assert.fail(`the setup failed: ${message}`),
    changed: (_previous, next) => {
      drawn.push(next);
      if (waiting && drawn.length >= waiting.count) waiting.resolve();
    },
  });
  const setup = new WidgetSetup(parts);
  const drawnTimes = (count: number) => new Promise<void>((resolve) => (waiting = { count, resolve }));
  return { setup, drawn, drawnTimes };
}

function starting(options: Partial<DropinOptions>, supported: PaymentOptionId[], guest: boolean): DropinState {
  const config = createModelConfig({ authorization: 'a', ...options } as DropinOptions, supported, guest, OPTIONS);
  return start(config).state;
}

const saved: PaymentMethod = {
  nonce: 'saved-1111',
  type: 'CreditCard',
  details: { lastFour: '1111', cardType: 'Visa', bin: '411111' },
};

describe('when an action needs a part of the model that has not loaded', () => {
  it('holds it, and the actions after it, until the saved methods part is here, then reduces them in order', async () => {
    assert.equal(loadedParts().vault, undefined, 'the vault part is not loaded before the test');
    const { setup, drawn, drawnTimes } = recordingSetup();
    setup.model = starting({}, ['card'], false);
    const drawnTwice = drawnTimes(2);
    setup.dispatch({ type: 'savedMethodsLoaded', methods: [saved] });
    setup.dispatch({ type: 'optionReady', option: 'card' });
    assert.equal(drawn.length, 0, 'nothing is drawn while the part loads');
    assert.equal(setup.model.savedMethodsLoaded, false);
    await drawnTwice;
    assert.notEqual(loadedParts().vault, undefined);
    assert.deepEqual(
      drawn.map((state) => [state.savedMethodsLoaded, state.dependencies.card]),
      [
        [true, 'initializing'],
        [true, 'done'],
      ],
    );
    assert.deepEqual(
      setup.model.savedMethods.map((method) => method.nonce),
      [saved.nonce],
    );
  });

  it("holds a wallet's app switch until the wallets part is here", async () => {
    assert.equal(loadedParts().wallets, undefined, 'the wallets part is not loaded before the test');
    const { setup, drawn, drawnTimes } = recordingSetup();
    setup.model = starting({ venmo: true }, ['card', 'venmo'], true);
    const drawn1 = drawnTimes(1);
    const error = { code: 'VENMO_APP_FAILED' };
    setup.dispatch({ type: 'appSwitchReturned', option: 'venmo', result: { kind: 'error', error } });
    assert.equal(drawn.length, 0);
    await drawn1;
    assert.deepEqual(setup.model.appSwitch, { option: 'venmo', kind: 'error', error });
  });
});
