import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { html } from 'lit';
import type { DropinAction, DropinState } from '../../elements/model/dropin-model.js';
import type { Clock, PaymentOptionInstance, PaymentOptionModule } from '../../elements/options/kit/option.js';
import { OPTIONS } from '../../elements/options/registry.js';
import {
  OptionInstances,
  type InstanceOwnerParts,
  type OptionBase,
  type OptionEntries,
} from '../../elements/setup/option-instances.js';

/**
 * The owner of a setup's option instances runs each option's one setup time-out (its definition's: PayPal's 30 s)
 * and tells the model how the option's setup went. Driven here with the registry's definitions, a clock whose
 * timers the test fires, and an option module that sets up only when the test says so.
 */

/** A clock whose timers run when the test fires them. */
class TestClock implements Clock {
  readonly pending = new Map<number, { callback: () => void; ms: number }>();
  private next = 0;
  setTimeout(callback: () => void, ms: number): unknown {
    this.next += 1;
    this.pending.set(this.next, { callback, ms });
    return this.next;
  }
  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  /** Runs every pending timer of `ms`. */
  fire(ms: number): void {
    for (const [handle, timer] of [...this.pending]) {
      if (timer.ms !== ms) continue;
      this.pending.delete(handle);
      timer.callback();
    }
  }
}

/** An option module whose setup waits for the test; it records the signal its setup was given. */
function heldModule() {
  let finish: () => void = () => undefined;
  const held = { signal: undefined as AbortSignal | undefined, setUp: new Promise<void>(() => undefined) };
  let setupCalled: () => void = () => undefined;
  const called = new Promise<void>((resolve) => (setupCalled = resolve));
  const module: PaymentOptionModule = {
    isEnabled: () => Promise.resolve(true),
    create(context): PaymentOptionInstance {
      held.signal = context.signal;
      return {
        renderSheet: () => html``,
        setup: () => {
          setupCalled();
          return new Promise<void>((resolve) => (finish = resolve));
        },
        teardown: () => Promise.resolve(),
      };
    },
  };
  return { module, held, called, finish: () => finish() };
}

/** An owner for one setup, with the registry's entries except `replaced`, and what it answered the model. */
function owner(replaced: Partial<Record<'paypal' | 'card', PaymentOptionModule>>) {
  const clock = new TestClock();
  const setup = new AbortController();
  const answers: DropinAction[] = [];
  const entries = {
    ...OPTIONS,
    ...Object.fromEntries(
      Object.entries(replaced).map(([id, module]) => [
        id,
        { ...OPTIONS[id as 'paypal'], load: () => Promise.resolve(module) },
      ]),
    ),
  } as OptionEntries;
  const element = { requestUpdate: () => undefined, updateComplete: Promise.resolve(true), renderRoot: {} };
  const parts = {
    element,
    idPrefix: 'pd-test',
    signal: setup.signal,
    entries,
    bundled: {},
    clock: () => clock,
    model: () => undefined,
    t: (key: string) => key,
    fire: () => undefined,
    dispatch: () => undefined,
    frameStyles: () => ({}),
    answer: (action: DropinAction) => void answers.push(action),
  } as unknown as InstanceOwnerParts;
  const base = { options: { authorization: 'a', paypal: { flow: 'checkout' } } } as unknown as OptionBase;
  return { instances: new OptionInstances(parts), clock, setup, answers, base };
}

/** A model state's setup as the owner reads it: `ids` starting, every other option not enabled. */
function starting(...ids: Array<keyof typeof OPTIONS>): Pick<DropinState, 'dependencies'> {
  const dependencies = Object.fromEntries(
    Object.keys(OPTIONS).map((id) => [id, ids.includes(id as keyof typeof OPTIONS) ? 'initializing' : 'not-enabled']),
  );
  return { dependencies } as unknown as Pick<DropinState, 'dependencies'>;
}

describe("an option's instance owner", () => {
  // The owner goes on in tasks of its own through the browser's `scheduler.yield()`; Node has none, so a task here
  // is a turn of Node's event loop (the widget's fallback, a message channel, would keep Node running).
  const global = globalThis as { scheduler?: { yield(): Promise<void> } };
  before(() => {
    global.scheduler = { yield: () => new Promise((resolve) => setImmediate(resolve)) };
  });
  after(() => {
    delete global.scheduler;
  });

  it('gives PayPal the 30 s its definition names, then stops its setup and reports the connection failure', async () => {
    const paypal = heldModule();
    const { instances, clock, answers, base } = owner({ paypal: paypal.module });
    const started = instances.startFrom(starting('paypal'), base);
    await paypal.called;
    assert.deepEqual(
      [...clock.pending.values()].map((timer) => timer.ms),
      [30000],
    );
    assert.deepEqual(answers, []);
    clock.fire(30000);
    await started;
    assert.equal(answers.length, 1);
    const [failed] = answers as Array<Extract<DropinAction, { type: 'optionFailed' }>>;
    assert.equal(failed?.type, 'optionFailed');
    assert.equal(failed?.option, 'paypal');
    assert.equal((failed?.error as Error).message, 'There was an error connecting to PayPal.');
    // The setup still running is stopped: the signal the option was given aborts, with the same error.
    assert.equal(paypal.held.signal?.aborted, true);
    assert.equal(paypal.held.signal?.reason, failed?.error);
  });

  it('clears the time-out once PayPal is ready: ready is the only answer, and nothing fails it later', async () => {
    const paypal = heldModule();
    const { instances, clock, answers, base } = owner({ paypal: paypal.module });
    const started = instances.startFrom(starting('paypal'), base);
    await paypal.called;
    paypal.finish();
    await started;
    assert.deepEqual(answers, [{ type: 'optionReady', option: 'paypal' }]);
    assert.equal(clock.pending.size, 0);
    assert.equal(paypal.held.signal?.aborted, false);
  });

  it('runs no time-out for an option whose definition names none (cards)', async () => {
    const card = heldModule();
    const { instances, clock, answers, base } = owner({ card: card.module });
    const started = instances.startFrom(starting('card'), base);
    await card.called;
    assert.equal(clock.pending.size, 0);
    card.finish();
    await started;
    assert.deepEqual(answers, [{ type: 'optionReady', option: 'card' }]);
  });

  it('stops an option whose script the page blocked, with the report as its failure', async () => {
    const paypal = heldModule();
    const { instances, answers, base } = owner({ paypal: paypal.module });
    const started = instances.startFrom(starting('paypal'), base);
    await paypal.called;
    instances.stopBlocked('PayPal', 'The page blocked PayPal.');
    await started;
    assert.equal(answers[0]?.type, 'optionFailed');
    assert.equal(((answers[0] as { error: Error }).error as Error).message, 'The page blocked PayPal.');
    assert.equal(paypal.held.signal?.aborted, true);
  });

  it('says nothing to the model once its setup ended, and clears the time-out', async () => {
    const paypal = heldModule();
    const { instances, clock, setup, answers, base } = owner({ paypal: paypal.module });
    const started = instances.startFrom(starting('paypal'), base);
    await paypal.called;
    setup.abort(new Error('The widget was torn down.'));
    await started;
    assert.deepEqual(answers, []);
    assert.equal(clock.pending.size, 0);
    assert.equal(paypal.held.signal?.aborted, true);
  });
  it("starts each option the model's state has starting, once, in the registry's order, and no other", async () => {
    const card = heldModule();
    const paypal = heldModule();
    const created: string[] = [];
    const watch = (id: string, module: PaymentOptionModule): PaymentOptionModule => ({
      ...module,
      create: (context, host) => (created.push(id), module.create(context, host)),
    });
    const { instances, answers, base } = owner({
      card: watch('card', card.module),
      paypal: watch('paypal', paypal.module),
    });
    const state = starting('paypal', 'card');
    const started = instances.startFrom(state, base);
    // The same state read again (a later transition) starts nothing twice.
    const again = instances.startFrom(state, base);
    await Promise.all([card.called, paypal.called]);
    assert.deepEqual(created, ['card', 'paypal']);
    assert.equal(instances.get('venmo'), undefined);
    card.finish();
    paypal.finish();
    await Promise.all([started, again]);
    assert.deepEqual(answers, [
      { type: 'optionReady', option: 'card' },
      { type: 'optionReady', option: 'paypal' },
    ]);
  });
});
