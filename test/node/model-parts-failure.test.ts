import assert from 'node:assert/strict';
import { register } from 'node:module';
import { describe, it } from 'node:test';
import { createModelConfig, start, type DropinState } from '../../elements/model/dropin-model.js';
import { OPTIONS } from '../../elements/options/registry.js';
import { WidgetSetup } from '../../elements/setup/widget-setup.js';
import { setupParts } from './support/setup-parts.js';
import { MESSAGES } from '../../elements/vocabulary/messages.js';
import type { DropinOptions } from '../../elements/vocabulary/types.js';

/**
 * A part of the model that cannot be fetched (a dropped network while its chunk loads) fails the widget with Drop-in's
 * create error while it sets up, the load's error as its cause, instead of leaving the held actions waiting. Once it
 * is ready, the widget stays: only what waited for the part is lost. The chunks' failures are real: a module hook
 * refuses to resolve their modules, as a page whose chunk request fails.
 */
register(
  'data:text/javascript,' +
    encodeURIComponent(`
      let paymentFetches = 0;
      export async function resolve(specifier, context, next) {
        const fromSetup = context.parentURL?.includes('/elements/setup/');
        if ((specifier === './saved-methods.js' || specifier === './wallet-sessions.js') && fromSetup) {
          throw new Error('Failed to fetch dynamically imported module: ' + specifier.slice(2));
        }
        // The payment's chunk fails once, as on a dropped network, and loads when asked for again.
        if (specifier === './payment-request.js' && fromSetup && (paymentFetches += 1) === 1) {
          throw new Error('Failed to fetch dynamically imported module: payment-request.js');
        }
        return next(specifier, context);
      }`),
);

describe('when a part of the model fails to load', () => {
  it('fails the widget with the create error, the load error as its cause', async () => {
    let reportFailure: (failure: { message: string; cause: unknown }) => void = () => undefined;
    const failed = new Promise<{ message: string; cause: unknown }>((resolve) => (reportFailure = resolve));
    const parts = setupParts({
      fail: (message, cause) => reportFailure({ message, cause }),
      changed: (_previous, next) => assert.fail(`drew ${next.phase} with no part`),
    });
    const setup = new WidgetSetup(parts);
    const config = createModelConfig({ authorization: 'a' } as DropinOptions, ['card'], false, OPTIONS);
    setup.model = start(config).state;
    setup.dispatch({ type: 'savedMethodsLoaded', methods: [] });
    const { message, cause } = await failed;
    assert.equal(message, MESSAGES.createFailed);
    assert.match(String((cause as Error).message), /saved-methods\.js/);
  });

  it('once the widget is ready, keeps it: drops what waited for the part, says so, and fetches it again next time', async (t) => {
    const logged: unknown[][] = [];
    t.mock.method(console, 'error', (...args: unknown[]) => void logged.push(args));
    const drawn: { state?: DropinState } = {};
    let drew: () => void = () => undefined;
    const parts = setupParts({
      fail: (message) => assert.fail(`the widget failed: ${message}`),
      changed: (_previous, next) => {
        drawn.state = next;
        drew();
      },
    });
    const setup = new WidgetSetup(parts);
    const config = createModelConfig({ authorization: 'a' } as DropinOptions, ['card'], false, OPTIONS);
    setup.model = { ...start(config).state, phase: 'ready' };
    const paying = { type: 'cardTokenizationStarted' } as const;
    setup.dispatch(paying);
    await waitFor(() => logged.length > 0);
    assert.ok(!('state' in drawn), 'nothing was drawn for the action the part could not reduce');
    assert.equal(setup.model.phase, 'ready');
    assert.match(String(logged[0]![0]), /^<payment-dropin>: code it needs could not be fetched/);
    assert.deepEqual(logged[0]![1], [paying], 'the console names the action that was dropped');
    assert.match(String((logged[0]![2] as Error).message), /payment-request\.js/);

    const drawnAgain = new Promise<void>((resolve) => (drew = resolve));
    setup.dispatch(paying);
    await drawnAgain;
    assert.equal(drawn.state?.cardBusy, true, 'the next action fetched the part and was reduced');
    assert.equal(logged.length, 1);
  });

  it("shows the sheet's error with no part loaded: the one error the payment's missing code reports", () => {
    const parts = setupParts({ fail: (message) => assert.fail(`the widget failed: ${message}`) });
    const setup = new WidgetSetup(parts);
    const config = createModelConfig({ authorization: 'a' } as DropinOptions, ['card'], false, OPTIONS);
    setup.model = { ...start(config).state, phase: 'ready' };
    const error = new Error('Failed to fetch dynamically imported module: payment-request.js');
    setup.dispatch({ type: 'errorReported', error });
    assert.deepEqual(setup.model.sheetError, { error }, 'reduced at once, with no part to wait for');
  });

  it('says nothing when the widget was torn down while the part loaded', async (t) => {
    const logged: unknown[][] = [];
    t.mock.method(console, 'error', (...args: unknown[]) => void logged.push(args));
    const parts = setupParts({ fail: (message) => assert.fail(`the widget failed: ${message}`) });
    const setup = new WidgetSetup(parts);
    const config = createModelConfig({ authorization: 'a' } as DropinOptions, ['card'], false, OPTIONS);
    setup.model = { ...start(config).state, phase: 'ready' };
    // The wallets' part (its chunk refused above) is needed; the page tears the widget down while it loads.
    setup.dispatch({ type: 'walletSessionRequested', option: 'paypal' });
    setup.end();
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(logged, []);
  });
});

/** Waits, a task at a time, until `done` holds (the part's load settles in a few). */
async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  assert.ok(done(), 'timed out');
}
