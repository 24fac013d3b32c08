import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  availableOptions,
  disabledOptions,
  initialViewId,
  isPaymentMethodRequestable,
  paymentMethods,
  start,
  type DropinAction,
} from '../../../elements/model/dropin-model.js';
import { decideRequest } from '../../../elements/model/payment.js';
import { MESSAGES } from '../../../elements/vocabulary/messages.js';
import { createModelConfig, walletDecision } from './catalogue.js';
import { analytics, boot, eventObjects, events, fire, method, ofKind, reduce, run } from './helpers.js';

const card1 = method('nonce-1111');
const card2 = method('nonce-2222');
const paypalSaved = method('pp-saved', 'PayPalAccount');

describe('dropin model: startup', () => {
  it('starts every expected dependency, fetches saved methods and schedules the 200 ms poll', () => {
    const config = createModelConfig(
      { authorization: 'a', threeDSecure: true, dataCollector: true, paypal: { flow: 'checkout' } },
      ['card', 'paypal'],
      false,
    );
    const { state, effects } = start(config);
    // The options start from the state (their owner reads `initializing`); the services by effect.
    assert.deepEqual(
      Object.entries(state.dependencies)
        .filter(([, status]) => status === 'initializing')
        .map(([name]) => name),
      ['card', 'paypal', 'threeDSecure', 'dataCollector'],
    );
    assert.deepEqual(
      ofKind(effects, 'startService').map((e) => e.service),
      ['threeDSecure', 'dataCollector'],
    );
    assert.deepEqual(ofKind(effects, 'fetchSavedMethods'), [{ kind: 'fetchSavedMethods', defaultFirst: true }]);
    assert.deepEqual(ofKind(effects, 'schedule'), [
      { kind: 'schedule', timer: 'setupPoll', delayMs: 200, action: { type: 'setupPollTick' } },
    ]);
    assert.equal(state.dependencies.venmo, 'not-enabled');
    assert.equal(state.loading, true);
  });

  it('does not fetch saved methods for guest checkout', () => {
    const { state, effects } = start(createModelConfig({ authorization: 'a' }, ['card'], true));
    assert.equal(ofKind(effects, 'fetchSavedMethods').length, 0);
    assert.equal(state.savedMethodsLoaded, true);
  });

  const pollCases: { name: string; actions: DropinAction[]; completes: boolean }[] = [
    {
      name: 'keeps polling while a dependency is initializing',
      actions: [{ type: 'savedMethodsLoaded', methods: [] }],
      completes: false,
    },
    {
      name: 'keeps polling until saved methods are loaded',
      actions: [{ type: 'optionReady', option: 'card' }],
      completes: false,
    },
    {
      name: 'completes once nothing is initializing and saved methods are in',
      actions: [
        { type: 'optionReady', option: 'card' },
        { type: 'savedMethodsLoaded', methods: [] },
      ],
      completes: true,
    },
  ];
  for (const c of pollCases) {
    it(c.name, () => {
      const { state } = start(createModelConfig({ authorization: 'a' }, ['card'], false));
      const t = run(state, ...c.actions, { type: 'setupPollTick' });
      assert.equal(t.state.phase, c.completes ? 'ready' : 'initializing');
      assert.equal(ofKind(t.effects, 'setupSucceeded').length, c.completes ? 1 : 0);
      assert.equal(
        ofKind(t.effects, 'schedule').some((e) => e.timer === 'setupPoll'),
        !c.completes,
      );
    });
  }

  it('succeeds with one option done even when another failed, and disables the failed one', () => {
    const t = boot({ supported: ['card', 'paypal'], failing: ['paypal'], options: { paypal: { flow: 'vault' } } });
    assert.equal(t.state.phase, 'ready');
    assert.equal(t.state.loading, false);
    assert.deepEqual(disabledOptions(t.state), ['paypal']);
    const logs = ofKind(t.effects, 'log');
    assert.equal(logs.length, 1);
    assert.equal(logs[0]?.message, 'Developer Error: Something went wrong. Check the console for details.');
    assert.ok(analytics(t.effects).includes('appeared'));
  });

  it('fails with "All payment options failed to load." when no option is done, their errors together as the cause', () => {
    const t = boot({ supported: ['card', 'paypal'], failing: ['card', 'paypal'] });
    assert.equal(t.state.phase, 'failed');
    const failed = ofKind(t.effects, 'setupFailed');
    assert.deepEqual(
      failed.map(({ kind, message }) => ({ kind, message })),
      [{ kind: 'setupFailed', message: 'All payment options failed to load.' }],
    );
    const cause = failed[0]?.cause;
    assert.ok(cause instanceof AggregateError);
    assert.deepEqual(
      cause.errors.map((error: Error) => error.message),
      ['card broke', 'paypal broke'],
    );
    assert.ok(analytics(t.effects).includes('load-error'));
    assert.equal(ofKind(t.effects, 'cancelAllTimers').length, 1);
  });

  it("fails with the one option's own error as the cause when it was the only one", () => {
    const t = boot({ supported: ['card'], failing: ['card'] });
    const failed = ofKind(t.effects, 'setupFailed');
    assert.equal(failed.length, 1);
    assert.equal(failed[0]?.message, 'All payment options failed to load.');
    assert.equal((failed[0]?.cause as Error).message, 'card broke');
  });

  it('fails at once with "3D Secure failed to set up." when 3D Secure fails', () => {
    const { state } = start(createModelConfig({ authorization: 'a', threeDSecure: true }, ['card'], true));
    const cause = new Error('cardinal');
    const t = reduce(state, { type: 'serviceFailed', service: 'threeDSecure', error: cause });
    assert.equal(t.state.phase, 'failed');
    assert.deepEqual(ofKind(t.effects, 'setupFailed'), [
      { kind: 'setupFailed', message: '3D Secure failed to set up.', cause },
    ]);
  });

  it('only logs and counts a data collector failure; startup still succeeds', () => {
    const { state } = start(createModelConfig({ authorization: 'a', dataCollector: true }, ['card'], true));
    const t = run(
      state,
      { type: 'serviceFailed', service: 'dataCollector', error: new Error('kount') },
      { type: 'optionReady', option: 'card' },
      { type: 'setupPollTick' },
    );
    assert.equal(t.state.phase, 'ready');
    assert.equal(ofKind(t.effects, 'log')[0]?.message, 'Data Collector failed to set up.');
    assert.ok(analytics(t.effects).includes('data-collector.setup-failed'));
  });

  // PayPal's 30 s time-out is its instance owner's (test/node/option-instances.test.ts), which reports it here as the
  // option's failure: the model keeps no time-out of its own.
  it('fails an option with the error its owner reports (PayPal past its time-out: the connection message)', () => {
    const { state, effects } = start(
      createModelConfig({ authorization: 'a', paypal: { flow: 'checkout' } }, ['card', 'paypal'], true),
    );
    assert.deepEqual(
      ofKind(effects, 'schedule').map((e) => e.timer),
      ['setupPoll'],
    );
    const error = new Error('There was an error connecting to PayPal.');
    const timedOut = reduce(state, { type: 'optionFailed', option: 'paypal', error });
    assert.equal(timedOut.state.dependencies.paypal, 'failed');
    assert.equal(timedOut.state.dependencyErrors.paypal, error);
  });

  it('keeps the first answer of an option: a failure after it was ready changes nothing', () => {
    const { state } = start(createModelConfig({ authorization: 'a', paypal: { flow: 'checkout' } }, ['paypal'], true));
    const ready = reduce(state, { type: 'optionReady', option: 'paypal' });
    const late = reduce(ready.state, {
      type: 'optionFailed',
      option: 'paypal',
      error: new Error('There was an error connecting to PayPal.'),
    });
    assert.equal(late.state.dependencies.paypal, 'done');
    assert.deepEqual(late.state.dependencyErrors, {});
  });

  it('drops an option that turns out not enabled from the available options', () => {
    const { state } = start(createModelConfig({ authorization: 'a', venmo: true }, ['card', 'venmo'], true));
    const t = run(
      state,
      { type: 'optionNotEnabled', option: 'venmo' },
      { type: 'optionReady', option: 'card' },
      { type: 'setupPollTick' },
    );
    assert.deepEqual(availableOptions(t.state), ['card']);
    assert.equal(t.state.activeView, 'card');
  });

  it('keeps the state itself for a poll tick that finds setup still waiting, and still polls again', () => {
    const { state } = start(
      createModelConfig({ authorization: 'a', paypal: { flow: 'vault' } }, ['card', 'paypal'], true),
    );
    const waiting = reduce(state, { type: 'optionReady', option: 'card' });
    assert.notEqual(waiting.state, state, 'an answer that settles a dependency is a new state');
    const tick = reduce(waiting.state, { type: 'setupPollTick' });
    assert.equal(tick.state, waiting.state, 'nothing changed, so the element has nothing to draw');
    assert.deepEqual(
      ofKind(tick.effects, 'schedule').map((e) => e.action),
      [{ type: 'setupPollTick' }],
    );
    const done = reduce(reduce(tick.state, { type: 'optionReady', option: 'paypal' }).state, { type: 'setupPollTick' });
    assert.equal(done.state.phase, 'ready');
  });

  it('announces nothing before setup completes, then the state at completion', () => {
    const { state } = start(createModelConfig({ authorization: 'a' }, ['card'], true));
    const early = run(
      state,
      { type: 'cardValidityChanged', isComplete: true },
      { type: 'optionReady', option: 'card' },
    );
    assert.deepEqual(events(early.effects), []);
    const done = reduce(early.state, { type: 'setupPollTick' });
    assert.deepEqual(eventObjects(done.effects).at(-1), {
      name: 'paymentMethodRequestable',
      detail: { type: 'CreditCard', paymentMethodIsSelected: false },
    });
  });

  it('ignores every action after startup failed', () => {
    const failed = boot({ failing: ['card'] });
    const t = reduce(failed.state, { type: 'paymentOptionSelected', option: 'card' });
    assert.equal(t.state, failed.state);
    assert.deepEqual(t.effects, []);
  });
});

describe('dropin model: initial view', () => {
  const cases: {
    name: string;
    supported: ('card' | 'paypal')[];
    saved: ReturnType<typeof method>[];
    preselect?: boolean;
    guest?: boolean;
    view: string;
    active: string | null;
  }[] = [
    {
      name: 'preselects the first saved method and shows the list',
      supported: ['card', 'paypal'],
      saved: [card1, card2],
      view: 'methods',
      active: card1.nonce,
    },
    {
      name: 'shows the list with nothing selected when preselect is false',
      supported: ['card', 'paypal'],
      saved: [card1],
      preselect: false,
      view: 'methods',
      active: null,
    },
    {
      name: 'shows the options list with several options and no saved methods',
      supported: ['card', 'paypal'],
      saved: [],
      view: 'options',
      active: null,
    },
    {
      name: 'shows the only sheet with one option and no saved methods',
      supported: ['card'],
      saved: [],
      view: 'card',
      active: null,
    },
    {
      name: 'ignores saved methods for guest checkout',
      supported: ['card', 'paypal'],
      saved: [card1],
      guest: true,
      view: 'options',
      active: null,
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const t = boot({
        supported: c.supported,
        saved: c.saved,
        guest: c.guest,
        options: {
          paypal: { flow: 'vault' },
          ...(c.preselect === undefined ? {} : { preselectVaultedPaymentMethod: c.preselect }),
        },
      });
      assert.equal(t.state.activeView, c.view);
      assert.equal(t.state.activeMethod?.nonce ?? null, c.active);
      assert.deepEqual(eventObjects(t.effects)[0], {
        name: 'changeActiveView',
        detail: { previousViewId: null, newViewId: c.view },
      });
    });
  }

  it('counts the preselection and each saved type once', () => {
    const t = boot({
      supported: ['card', 'paypal'],
      saved: [card1, card2, paypalSaved],
      options: { paypal: { flow: 'vault' } },
    });
    const kinds = analytics(t.effects);
    assert.ok(kinds.includes('vaulted-card.preselect'));
    assert.deepEqual(
      kinds.filter((k) => k.endsWith('.appear')),
      ['vaulted-card.appear', 'vaulted-paypal.appear'],
    );
  });

  it('fires paymentMethodRequestable for a preselected saved method', () => {
    const t = boot({ saved: [card1] });
    assert.deepEqual(eventObjects(t.effects).at(-1), {
      name: 'paymentMethodRequestable',
      detail: { type: 'CreditCard', paymentMethodIsSelected: true },
    });
    assert.equal(isPaymentMethodRequestable(t.state), true);
  });

  it('fires no requestable event when nothing is requestable at completion', () => {
    const t = boot({
      supported: ['card', 'paypal'],
      saved: [card1],
      options: { preselectVaultedPaymentMethod: false },
    });
    assert.deepEqual(events(t.effects), ['changeActiveView']);
  });

  it('asks for the card fields to be focused 50 ms after the card sheet opens', () => {
    const t = boot({ supported: ['card'], options: { card: { cardholderName: true } } });
    assert.deepEqual(ofKind(t.effects, 'focusCardField'), [
      { kind: 'focusCardField', field: 'cardholderName', delayMs: 50 },
    ]);
  });
});

describe('dropin model: saved methods', () => {
  it('hides Apple Pay, Google Pay and Venmo, the merchant’s hidden types and types of options not offered', () => {
    const t = boot({
      supported: ['card', 'paypal'],
      options: { paypal: { flow: 'vault' }, hiddenVaultedPaymentMethodTypes: ['paypal'] },
      saved: [
        card1,
        paypalSaved,
        method('ap', 'ApplePayCard'),
        method('gp', 'AndroidPayCard'),
        method('vm', 'VenmoAccount'),
      ],
    });
    assert.deepEqual(
      paymentMethods(t.state).map((m) => m.nonce),
      [card1.nonce],
    );
    assert.equal(t.state.savedMethods[0]?.vaulted, true);
  });

  it('hides saved PayPal accounts when PayPal is not offered', () => {
    const t = boot({ supported: ['card'], saved: [paypalSaved, card1] });
    assert.deepEqual(
      paymentMethods(t.state).map((m) => m.nonce),
      [card1.nonce],
    );
  });

  const orderCases = [
    { name: 'puts the default method first', showDefaultFirst: undefined, order: ['nonce-2222', 'nonce-1111'] },
    {
      name: 'keeps the server order when showDefaultPaymentMethodFirst is false',
      showDefaultFirst: false,
      order: ['nonce-1111', 'nonce-2222'],
    },
  ];
  for (const c of orderCases) {
    it(c.name, () => {
      const t = boot({
        saved: [card1, method('nonce-2222', 'CreditCard', { default: true })],
        options: c.showDefaultFirst === undefined ? {} : { showDefaultPaymentMethodFirst: c.showDefaultFirst },
      });
      assert.deepEqual(
        paymentMethods(t.state).map((m) => m.nonce),
        c.order,
      );
    });
  }
});

describe('dropin model: selecting and adding methods', () => {
  it('selecting a saved method counts it, fires the requestable event for the new nonce and schedules the 200 ms return', () => {
    const booted = boot({ saved: [card1, card2] });
    const t = reduce(booted.state, { type: 'paymentMethodSelected', nonce: card2.nonce });
    assert.equal(t.state.activeMethod?.nonce, card2.nonce);
    assert.deepEqual(analytics(t.effects), ['vaulted-card.select']);
    assert.deepEqual(events(t.effects), ['paymentMethodRequestable']);
    const delay = ofKind(t.effects, 'schedule')[0];
    assert.deepEqual(delay, {
      kind: 'schedule',
      timer: 'activeMethodDelay',
      delayMs: 200,
      action: { type: 'activeMethodDelayElapsed' },
    });
  });

  it('fires nothing when the same method is selected again (neither flag nor nonce changed)', () => {
    const booted = boot({ saved: [card1, card2] });
    const t = reduce(booted.state, { type: 'paymentMethodSelected', nonce: card1.nonce });
    assert.deepEqual(events(t.effects), []);
  });

  it('ignores a tap on an unknown nonce', () => {
    const booted = boot({ saved: [card1] });
    const t = reduce(booted.state, { type: 'paymentMethodSelected', nonce: 'nope' });
    assert.deepEqual(t.effects, []);
  });

  it('choosing an option shows its sheet, fires paymentOptionSelected and counts it', () => {
    const booted = boot({ supported: ['card', 'paypal'], options: { paypal: { flow: 'vault' } } });
    const t = reduce(booted.state, { type: 'paymentOptionSelected', option: 'paypal' });
    assert.equal(t.state.activeView, 'paypal');
    assert.deepEqual(eventObjects(t.effects), [
      { name: 'changeActiveView', detail: { previousViewId: 'options', newViewId: 'paypal' } },
      { name: 'paymentOptionSelected', detail: { paymentOption: 'paypal' } },
    ]);
    assert.deepEqual(analytics(t.effects), ['selected.paypal']);
  });

  it('a failed option cannot be chosen', () => {
    const booted = boot({ supported: ['card', 'paypal'], failing: ['paypal'], options: { paypal: { flow: 'vault' } } });
    const t = reduce(booted.state, { type: 'paymentOptionSelected', option: 'paypal' });
    assert.equal(t.state.activeView, 'options');
    assert.deepEqual(t.effects, []);
  });

  it('a tokenized card keeps the flag frozen, then shows the list with the new card selected after 200 ms', () => {
    const booted = boot({ supported: ['card'] });
    const valid = reduce(booted.state, { type: 'cardValidityChanged', isComplete: true });
    assert.deepEqual(events(valid.effects), ['paymentMethodRequestable']);
    const tokenizing = run(
      valid.state,
      { type: 'cardTokenizationStarted' },
      { type: 'cardValidityChanged', isComplete: false },
    );
    assert.equal(tokenizing.state.userActionBlocked, true);
    const added = run(
      tokenizing.state,
      { type: 'paymentMethodAdded', method: card1 },
      { type: 'cardValidityChanged', isComplete: false },
    );
    assert.deepEqual(
      events([...tokenizing.effects, ...added.effects]),
      [],
      'clearing the fields must not flicker the flag',
    );
    const after = fire(added, 'activeMethodDelay');
    assert.equal(after.state.activeView, 'methods');
    assert.equal(after.state.userActionBlocked, false);
    assert.deepEqual(eventObjects(after.effects), [
      { name: 'changeActiveView', detail: { previousViewId: 'card', newViewId: 'methods' } },
      { name: 'paymentMethodRequestable', detail: { type: 'CreditCard', paymentMethodIsSelected: true } },
    ]);
  });

  it('lists a new method above the saved ones', () => {
    const booted = boot({ saved: [card1] });
    const t = reduce(booted.state, { type: 'paymentMethodAdded', method: card2 });
    assert.deepEqual(
      paymentMethods(t.state).map((m) => m.nonce),
      [card2.nonce, card1.nonce],
    );
  });

  it('keeps only one method for guest checkout', () => {
    const booted = boot({ guest: true });
    const t = run(
      booted.state,
      { type: 'paymentMethodAdded', method: card1 },
      { type: 'paymentMethodAdded', method: card2 },
    );
    assert.deepEqual(
      paymentMethods(t.state).map((m) => m.nonce),
      [card2.nonce],
    );
  });

  it('fires noPaymentMethodRequestable when the card becomes incomplete', () => {
    const booted = boot({ supported: ['card'] });
    const t = run(
      booted.state,
      { type: 'cardValidityChanged', isComplete: true },
      { type: 'cardValidityChanged', isComplete: false },
    );
    assert.deepEqual(events(t.effects), ['paymentMethodRequestable', 'noPaymentMethodRequestable']);
  });

  it('fires the requestable event once per change, not per validity report', () => {
    const booted = boot({ supported: ['card'] });
    const t = run(
      booted.state,
      { type: 'cardValidityChanged', isComplete: true },
      { type: 'cardValidityChanged', isComplete: true },
    );
    assert.deepEqual(events(t.effects), ['paymentMethodRequestable']);
  });

  it('leaving a complete card sheet for the options list makes nothing requestable', () => {
    const booted = boot({ supported: ['card', 'paypal'], options: { paypal: { flow: 'vault' } } });
    const onCard = run(
      booted.state,
      { type: 'paymentOptionSelected', option: 'card' },
      { type: 'cardValidityChanged', isComplete: true },
    );
    const t = reduce(onCard.state, { type: 'viewRequested', viewId: 'options' });
    assert.deepEqual(events(t.effects), ['changeActiveView', 'noPaymentMethodRequestable']);
  });

  it('returns to the initial view after the delay when no methods are listed', () => {
    const booted = boot({ supported: ['card', 'paypal'], options: { paypal: { flow: 'vault' } } });
    const selected = run(booted.state, { type: 'paymentOptionSelected', option: 'paypal' });
    const t = reduce(selected.state, { type: 'activeMethodDelayElapsed' });
    assert.equal(t.state.activeView, 'options');
  });
});

describe('dropin model: other ways to pay', () => {
  const paypal = { paypal: { flow: 'vault' as const } };
  it('from a sheet with saved methods shows the list with the options under it', () => {
    const booted = boot({ supported: ['card', 'paypal'], saved: [card1], options: paypal });
    const onCard = reduce(booted.state, { type: 'viewRequested', viewId: 'card' });
    assert.equal(onCard.state.toggleVisible, true);
    const t = reduce(onCard.state, { type: 'otherWaysToPayToggled' });
    assert.equal(t.state.activeView, 'methods');
    assert.equal(t.state.otherOptionsVisible, true);
    assert.equal(t.state.toggleVisible, false);
  });

  it('from a sheet without saved methods shows the options list', () => {
    const booted = boot({ supported: ['card', 'paypal'], options: paypal });
    const onCard = reduce(booted.state, { type: 'paymentOptionSelected', option: 'card' });
    const t = reduce(onCard.state, { type: 'otherWaysToPayToggled' });
    assert.equal(t.state.activeView, 'options');
  });

  it('from the saved list reveals the options under it', () => {
    const booted = boot({ supported: ['card', 'paypal'], saved: [card1], options: paypal });
    assert.equal(booted.state.toggleVisible, true);
    const t = reduce(booted.state, { type: 'otherWaysToPayToggled' });
    assert.equal(t.state.activeView, 'methods');
    assert.equal(t.state.otherOptionsVisible, true);
  });

  it('with a single option goes from the list to its sheet and back', () => {
    const booted = boot({ supported: ['card'], saved: [card1] });
    const onSheet = reduce(booted.state, { type: 'otherWaysToPayToggled' });
    assert.equal(onSheet.state.activeView, 'card');
    assert.equal(onSheet.state.toggleVisible, true);
    const back = reduce(onSheet.state, { type: 'otherWaysToPayToggled' });
    assert.equal(back.state.activeView, 'methods');
  });

  it('hides the toggle on the only sheet when nothing else exists', () => {
    const booted = boot({ supported: ['card'] });
    assert.equal(booted.state.toggleVisible, false);
  });
});

describe('dropin model: edit mode', () => {
  const withManager = { vaultManager: true };

  it('entering shows the list, hides the toggle, makes nothing requestable and counts manager.appeared', () => {
    const booted = boot({ saved: [card1], options: withManager });
    const t = reduce(booted.state, { type: 'editModeEntered' });
    assert.equal(t.state.editMode, true);
    assert.equal(t.state.activeView, 'methods');
    assert.equal(t.state.toggleVisible, false);
    assert.deepEqual(events(t.effects), ['noPaymentMethodRequestable']);
    assert.deepEqual(analytics(t.effects), ['manager.appeared']);
    assert.equal(isPaymentMethodRequestable(t.state), false);
  });

  it('is not available without the vault manager', () => {
    const booted = boot({ saved: [card1] });
    const t = reduce(booted.state, { type: 'editModeEntered' });
    assert.equal(t.state.editMode, false);
  });

  it('leaving clears the error and restores requestability from the selection', () => {
    const booted = boot({ saved: [card1], options: withManager });
    const editing = run(booted.state, { type: 'editModeEntered' }, { type: 'errorReported', error: 'genericError' });
    const t = reduce(editing.state, { type: 'editModeLeft' });
    assert.equal(t.state.editMode, false);
    assert.equal(t.state.sheetError, null);
    assert.equal(t.state.toggleVisible, true);
    // The error was shown until then (the model's state is what the panel draws: there is no clearError effect).
    assert.notEqual(editing.state.sheetError, null);
    assert.deepEqual(events(t.effects), ['paymentMethodRequestable']);
  });

  it('tapping a method asks to confirm its deletion', () => {
    const booted = boot({ saved: [card1], options: withManager });
    const t = run(booted.state, { type: 'editModeEntered' }, { type: 'paymentMethodSelected', nonce: card1.nonce });
    assert.equal(t.state.activeView, 'delete-confirmation');
    assert.equal(t.state.pendingDeletion?.nonce, card1.nonce);
  });

  it('a method with a subscription cannot be deleted', () => {
    const subscribed = method('nonce-3333', 'CreditCard', { hasSubscription: true });
    const booted = boot({ saved: [subscribed], options: withManager });
    const t = run(booted.state, { type: 'editModeEntered' }, { type: 'deleteRequested', nonce: subscribed.nonce });
    assert.equal(t.state.activeView, 'methods');
    assert.equal(t.state.pendingDeletion, null);
  });

  it('decides nothing is requestable in edit mode', () => {
    const booted = boot({ saved: [card1], options: withManager });
    const t = reduce(booted.state, { type: 'editModeEntered' });
    assert.deepEqual(decideRequest(t.state), { kind: 'reject', message: 'No payment method is available.' });
  });
});

describe('dropin model: deletion', () => {
  const withManager = { vaultManager: true };
  function confirming(saved = [card1, card2], guest = false) {
    const booted = boot({ saved, guest, options: withManager });
    return run(booted.state, { type: 'editModeEntered' }, { type: 'deleteRequested', nonce: card1.nonce });
  }

  it('"No" returns to the list in edit mode', () => {
    const t = reduce(confirming().state, { type: 'deleteDeclined' });
    assert.equal(t.state.activeView, 'methods');
    assert.equal(t.state.editMode, true);
    assert.equal(t.state.pendingDeletion, null);
  });

  it('"Yes" deletes on the server and shows the loading indicator', () => {
    const t = reduce(confirming().state, { type: 'deleteConfirmed' });
    assert.deepEqual(ofKind(t.effects, 'deleteVaultedMethod'), [{ kind: 'deleteVaultedMethod', nonce: card1.nonce }]);
    assert.equal(t.state.loading, true);
  });

  it('after success refreshes, leaves edit mode, goes to the default view and hides the loader after 500 ms', () => {
    const deleting = reduce(confirming().state, { type: 'deleteConfirmed' });
    const deleted = reduce(deleting.state, { type: 'deleteSucceeded' });
    assert.equal(ofKind(deleted.effects, 'fetchSavedMethods').length, 1);
    const refreshed = reduce(deleted.state, { type: 'savedMethodsLoaded', methods: [method('nonce-2222b')] });
    assert.equal(refreshed.state.editMode, false);
    assert.equal(refreshed.state.activeView, 'methods');
    assert.equal(refreshed.state.activeMethod?.nonce, 'nonce-2222b');
    assert.equal(refreshed.state.loading, true);
    const hide = ofKind(refreshed.effects, 'schedule').find((e) => e.timer === 'deletionLoaderHide');
    assert.equal(hide?.delayMs, 500);
    const after = fire(refreshed, 'deletionLoaderHide');
    assert.equal(after.state.loading, false);
  });

  it('after a failure with methods left returns to edit mode with the deletion error', () => {
    const deleting = reduce(confirming().state, { type: 'deleteConfirmed' });
    const failed = run(
      deleting.state,
      { type: 'deleteFailed', error: new Error('500') },
      { type: 'savedMethodsLoaded', methods: [card1, card2] },
    );
    assert.equal(failed.state.editMode, true);
    assert.equal(failed.state.activeView, 'methods');
    assert.deepEqual(ofKind(failed.effects, 'showError').at(-1), {
      kind: 'showError',
      error: 'vaultManagerPaymentMethodDeletionError',
    });
    assert.ok(analytics(failed.effects).includes('manager.appeared'));
  });

  it('after a failure with no methods left goes to the default view without an error', () => {
    const deleting = reduce(confirming([card1]).state, { type: 'deleteConfirmed' });
    const failed = run(
      deleting.state,
      { type: 'deleteFailed', error: new Error('500') },
      { type: 'savedMethodsLoaded', methods: [] },
    );
    assert.equal(failed.state.editMode, false);
    assert.equal(failed.state.activeView, 'card');
    assert.equal(ofKind(failed.effects, 'showError').length, 0);
  });

  it('guest checkout skips the server and removes the method locally', () => {
    const booted = boot({ guest: true, options: withManager });
    const t = run(
      booted.state,
      { type: 'paymentMethodAdded', method: card1 },
      { type: 'activeMethodDelayElapsed' },
      { type: 'editModeEntered' },
      { type: 'paymentMethodSelected', nonce: card1.nonce },
      { type: 'deleteConfirmed' },
    );
    assert.equal(ofKind(t.effects, 'deleteVaultedMethod').length, 0);
    assert.deepEqual(paymentMethods(t.state), []);
    assert.equal(t.state.editMode, false);
    assert.equal(t.state.activeView, 'card');
  });
});

describe('dropin model: clearing the selection', () => {
  it('removes unsaved methods and the selection, refreshes saved ones and stays on the list', () => {
    const booted = boot({ saved: [card1] });
    const added = run(
      booted.state,
      { type: 'paymentMethodAdded', method: card2 },
      { type: 'activeMethodDelayElapsed' },
    );
    const cleared = reduce(added.state, { type: 'selectionCleared' });
    assert.equal(cleared.state.activeMethod, null);
    assert.deepEqual(cleared.state.addedMethods, []);
    assert.deepEqual(events(cleared.effects), ['noPaymentMethodRequestable']);
    assert.equal(cleared.state.loading, true);
    const refreshed = reduce(cleared.state, { type: 'savedMethodsLoaded', methods: [card1] });
    assert.equal(refreshed.state.loading, false);
    assert.equal(refreshed.state.activeView, 'methods');
  });

  it('goes to the initial view when no methods remain, saying first that nothing is requestable', () => {
    const booted = boot({ guest: true, supported: ['card', 'paypal'], options: { paypal: { flow: 'checkout' } } });
    const added = run(
      booted.state,
      { type: 'paymentMethodAdded', method: paypalSaved },
      { type: 'activeMethodDelayElapsed' },
    );
    const t = reduce(added.state, { type: 'selectionCleared' });
    assert.equal(t.state.activeView, 'options');
    assert.equal(ofKind(t.effects, 'fetchSavedMethods').length, 0);
    // As Drop-in does: nothing is requestable, said before the view changes.
    assert.deepEqual(events(t.effects), ['noPaymentMethodRequestable', 'changeActiveView']);
  });
});

describe('dropin model: clearing a card that is still settling', () => {
  it('unfreezes requestable and cancels the change delay when cleared before the delay ends (3D Secure failed)', () => {
    const booted = boot({ guest: true });
    const added = run(
      booted.state,
      { type: 'cardValidityChanged', isComplete: true },
      { type: 'cardTokenizationStarted' },
      { type: 'paymentMethodAdded', method: card2 },
      { type: 'cardValidityChanged', isComplete: false },
    );
    assert.equal(added.state.cardBusy, true);
    const cleared = reduce(added.state, { type: 'selectionCleared' });
    assert.equal(cleared.state.cardBusy, false);
    assert.equal(cleared.state.userActionBlocked, false);
    assert.equal(cleared.state.requestable.isRequestable, false);
    assert.deepEqual(ofKind(cleared.effects, 'cancel'), [{ kind: 'cancel', timer: 'activeMethodDelay' }]);
  });
});

describe('dropin model: configuration updates', () => {
  const options = { paypal: { flow: 'checkout' as const } };
  it('removes unsaved methods of the updated type and restores the initial view', () => {
    const booted = boot({ supported: ['card', 'paypal'], options, guest: true });
    const added = run(
      booted.state,
      { type: 'paymentMethodAdded', method: method('pp-new', 'PayPalAccount') },
      { type: 'activeMethodDelayElapsed' },
    );
    const t = reduce(added.state, { type: 'configurationUpdated', property: 'paypal' });
    assert.deepEqual(paymentMethods(t.state), []);
    assert.equal(t.state.activeMethod, null);
    assert.equal(t.state.activeView, 'options');
  });

  it('keeps saved methods and unsaved methods of other types', () => {
    const booted = boot({ supported: ['card', 'paypal'], options, saved: [paypalSaved] });
    const added = run(
      booted.state,
      { type: 'paymentMethodAdded', method: card2 },
      { type: 'paymentMethodAdded', method: method('pp-vaulted', 'PayPalAccount', { vaulted: true }) },
    );
    const t = reduce(added.state, { type: 'configurationUpdated', property: 'paypal' });
    assert.deepEqual(
      paymentMethods(t.state).map((m) => m.nonce),
      ['pp-vaulted', card2.nonce, paypalSaved.nonce],
    );
  });

  const ignored = [
    { name: 'ignores threeDSecure updates', property: 'threeDSecure' as const },
    { name: 'ignores options that are not offered', property: 'googlePay' as const },
  ];
  for (const c of ignored) {
    it(c.name, () => {
      const booted = boot({ supported: ['card', 'paypal'], options });
      const t = reduce(booted.state, { type: 'configurationUpdated', property: c.property });
      assert.deepEqual(t.effects, []);
    });
  }
});

describe('dropin model: wallet sessions', () => {
  function withVenmo() {
    const booted = boot({
      supported: ['card', 'venmo', 'googlePay', 'applePay'],
      options: { venmo: true, googlePay: {}, applePay: {} },
    });
    return reduce(booted.state, { type: 'paymentOptionSelected', option: 'venmo' });
  }

  it('opens a session once; a second press while it runs is ignored', () => {
    const first = reduce(withVenmo().state, { type: 'walletSessionRequested', option: 'venmo' });
    assert.deepEqual(ofKind(first.effects, 'startWalletSession'), [{ kind: 'startWalletSession', option: 'venmo' }]);
    assert.equal(first.state.userActionBlocked, true);
    const second = reduce(first.state, { type: 'walletSessionRequested', option: 'venmo' });
    assert.deepEqual(second.effects, []);
  });

  it('Apple Pay does not block the panel while its sheet is open', () => {
    const t = reduce(withVenmo().state, { type: 'walletSessionRequested', option: 'applePay' });
    assert.equal(t.state.userActionBlocked, false);
    assert.equal(t.state.walletSessions.applePay, true);
  });

  const outcomes = [
    {
      name: 'a Venmo app cancel is ignored',
      option: 'venmo' as const,
      error: { code: 'VENMO_APP_CANCELED' },
      shown: undefined,
      counted: [],
    },
    {
      name: 'a Venmo desktop cancel is ignored',
      option: 'venmo' as const,
      error: { code: 'VENMO_DESKTOP_CANCELED' },
      shown: undefined,
      counted: [],
    },
    {
      name: 'other Venmo errors are shown',
      option: 'venmo' as const,
      error: { code: 'VENMO_APP_FAILED' },
      shown: { code: 'VENMO_APP_FAILED' },
      counted: [],
    },
    {
      name: 'a Google Pay cancel is only counted',
      option: 'googlePay' as const,
      error: { statusCode: 'CANCELED' },
      shown: undefined,
      counted: ['googlepay.loadPaymentData.canceled'],
    },
    {
      name: 'a Google Pay developer error shows the developer message',
      option: 'googlePay' as const,
      error: { statusCode: 'DEVELOPER_ERROR' },
      shown: 'developerError',
      counted: [],
    },
    {
      name: 'other Google Pay status codes are counted and shown',
      option: 'googlePay' as const,
      error: { statusCode: 'INTERNAL_ERROR' },
      shown: { statusCode: 'INTERNAL_ERROR' },
      counted: ['googlepay.loadPaymentData.failed'],
    },
  ];
  for (const c of outcomes) {
    it(c.name, () => {
      const started = reduce(withVenmo().state, { type: 'walletSessionRequested', option: c.option });
      const t = reduce(started.state, {
        type: 'walletSessionEnded',
        option: c.option,
        // The option's module decides what its error means and hands the decision in with it.
        outcome: { kind: 'failed', error: c.error, decision: walletDecision(c.option, c.error) },
      });
      assert.equal(t.state.walletSessions[c.option], false);
      assert.equal(t.state.userActionBlocked, false);
      assert.deepEqual(
        ofKind(t.effects, 'showError').map((e) => e.error),
        c.shown === undefined ? [] : [c.shown],
      );
      assert.deepEqual(analytics(t.effects), c.counted);
    });
  }

  it('a shopper cancel shows nothing', () => {
    const started = reduce(withVenmo().state, { type: 'walletSessionRequested', option: 'applePay' });
    const t = reduce(started.state, { type: 'walletSessionEnded', option: 'applePay', outcome: { kind: 'canceled' } });
    assert.equal(ofKind(t.effects, 'showError').length, 0);
  });

  it('a tokenized wallet payload is added and becomes active', () => {
    const started = reduce(withVenmo().state, { type: 'walletSessionRequested', option: 'venmo' });
    const venmo = method('vm-1', 'VenmoAccount');
    const t = reduce(started.state, {
      type: 'walletSessionEnded',
      option: 'venmo',
      outcome: { kind: 'tokenized', method: venmo },
    });
    assert.equal(t.state.activeMethod?.nonce, 'vm-1');
    assert.equal(fire(t, 'activeMethodDelay').state.activeView, 'methods');
  });
});

describe('dropin model: app switch return', () => {
  function starting() {
    return start(createModelConfig({ authorization: 'a', venmo: true }, ['card', 'venmo'], true)).state;
  }
  const finish: DropinAction[] = [
    { type: 'optionReady', option: 'card' },
    { type: 'optionReady', option: 'venmo' },
    { type: 'setupPollTick' },
  ];

  it('adds a returned payment method once setup completes', () => {
    const venmo = method('vm-1', 'VenmoAccount');
    const t = run(
      starting(),
      { type: 'appSwitchReturned', option: 'venmo', result: { kind: 'payload', method: venmo } },
      ...finish,
    );
    assert.equal(t.state.activeView, 'methods');
    assert.equal(t.state.activeMethod?.nonce, 'vm-1');
    assert.equal(events(t.effects).at(-1), 'paymentMethodRequestable');
  });

  it('shows a returned error on the originating view', () => {
    const error = { code: 'VENMO_APP_FAILED' };
    const t = run(
      starting(),
      {
        type: 'appSwitchReturned',
        option: 'venmo',
        result: { kind: 'error', error, decision: walletDecision('venmo', error) },
      },
      ...finish,
    );
    assert.equal(t.state.activeView, 'venmo');
    assert.deepEqual(t.state.sheetError, { error });
  });

  it('ignores a returned Venmo cancel', () => {
    const error = { code: 'VENMO_APP_CANCELED' };
    const t = run(
      starting(),
      {
        type: 'appSwitchReturned',
        option: 'venmo',
        result: { kind: 'error', error, decision: walletDecision('venmo', error) },
      },
      ...finish,
    );
    assert.equal(t.state.activeView, 'options');
    assert.equal(t.state.sheetError, null);
  });
});

describe('dropin model: requesting a payment method', () => {
  const paypal = { paypal: { flow: 'vault' as const }, venmo: true };
  const supported = ['card', 'paypal', 'venmo', 'applePay', 'googlePay'] as const;
  const cases: {
    name: string;
    actions: DropinAction[];
    saved?: boolean;
    expected: ReturnType<typeof decideRequest>['kind'];
    sheetError?: string;
  }[] = [
    {
      name: 'tokenizes on the card sheet',
      actions: [{ type: 'paymentOptionSelected', option: 'card' }],
      expected: 'tokenizeCard',
    },
    {
      name: 'demands the PayPal button on the PayPal sheet',
      actions: [{ type: 'paymentOptionSelected', option: 'paypal' }],
      expected: 'reject',
      sheetError: 'paypalButtonMustBeUsed',
    },
    {
      name: 'demands the Venmo button on the Venmo sheet',
      actions: [{ type: 'paymentOptionSelected', option: 'venmo' }],
      expected: 'reject',
      sheetError: 'venmoButtonMustBeUsed',
    },
    {
      name: 'demands the Apple Pay button on the Apple Pay sheet',
      actions: [{ type: 'paymentOptionSelected', option: 'applePay' }],
      expected: 'reject',
      sheetError: 'applePayButtonMustBeUsed',
    },
    {
      name: 'demands the Google Pay button on the Google Pay sheet',
      actions: [{ type: 'paymentOptionSelected', option: 'googlePay' }],
      expected: 'reject',
      sheetError: 'googlePayButtonMustBeUsed',
    },
    {
      name: 'asks the shopper to choose a way to pay on the options list',
      actions: [],
      expected: 'reject',
      sheetError: 'paymentOptionMustBeChosen',
    },
    { name: 'returns the selected saved method', actions: [], saved: true, expected: 'returnSelected' },
    {
      name: 'asks the shopper to choose when no saved method is selected',
      actions: [{ type: 'selectionCleared' }, { type: 'savedMethodsLoaded', methods: [card1] }],
      saved: true,
      expected: 'reject',
      sheetError: 'paymentOptionMustBeChosen',
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const booted = boot({
        supported: [...supported],
        options: { ...paypal, applePay: {}, googlePay: {} },
        saved: c.saved ? [card1] : [],
      });
      const decision = decideRequest(run(booted.state, ...c.actions).state);
      assert.equal(decision.kind, c.expected);
      if (decision.kind === 'reject') {
        assert.equal(decision.message, 'No payment method is available.');
        assert.equal(decision.sheetError, c.sheetError);
      }
      if (decision.kind === 'returnSelected') {
        assert.equal(decision.method.nonce, card1.nonce);
      }
    });
  }

  it('rejects before setup completes', () => {
    const { state } = start(createModelConfig({ authorization: 'a' }, ['card'], true));
    assert.equal(decideRequest(state).kind, 'reject');
  });

  it('rejects a second request while the card is tokenizing', () => {
    const booted = boot({ supported: ['card'] });
    const t = reduce(booted.state, { type: 'cardTokenizationStarted' });
    assert.equal(decideRequest(t.state).kind, 'reject');
  });

  it('returns the card just tokenized while it waits to be shown as selected', () => {
    const booted = boot({ supported: ['card'] });
    const t = run(booted.state, { type: 'cardTokenizationStarted' }, { type: 'paymentMethodAdded', method: card2 });
    assert.equal(t.state.cardBusy, true);
    assert.deepEqual(decideRequest(t.state), { kind: 'returnSelected', method: card2 });
  });

  it('returns the verified method, not the nonce 3D Secure spent, while that method is selected', () => {
    const verified = { ...method('nonce-verified'), liabilityShifted: true, liabilityShiftPossible: true };
    const booted = boot({ saved: [card1, card2] });
    const t = reduce(booted.state, { type: 'methodVerified', of: card1.nonce, method: verified });
    assert.deepEqual(decideRequest(t.state), { kind: 'returnSelected', method: verified });
    assert.deepEqual(events(t.effects), [], 'no requestable event: the selection did not change');
    const other = reduce(t.state, { type: 'paymentMethodSelected', nonce: card2.nonce });
    const decision = decideRequest(other.state);
    assert.equal(decision.kind === 'returnSelected' && decision.method.nonce, card2.nonce);
  });

  it('counts a resolved request by type and a rejected one as an error', () => {
    const booted = boot({ saved: [card1] });
    const t = run(booted.state, { type: 'requestSucceeded', method: paypalSaved }, { type: 'requestFailed' });
    assert.deepEqual(analytics(t.effects), ['request-payment-method.paypal', 'request-payment-method.error']);
  });

  it('shows the loading indicator during 3D Secure verification', () => {
    const booted = boot({ saved: [card1] });
    const verifying = reduce(booted.state, { type: 'verificationStarted' });
    assert.equal(verifying.state.loading, true);
    assert.equal(reduce(verifying.state, { type: 'verificationFinished' }).state.loading, false);
  });
});

describe('dropin model: sheet errors', () => {
  it('an invalid card submit shows hostedFieldsFieldsInvalidError and unblocks the panel', () => {
    const booted = boot({ supported: ['card'] });
    const t = run(booted.state, { type: 'cardTokenizationStarted' }, { type: 'cardSubmitInvalid' });
    assert.deepEqual(ofKind(t.effects, 'showError'), [{ kind: 'showError', error: 'hostedFieldsFieldsInvalidError' }]);
    assert.equal(t.state.userActionBlocked, false);
    assert.equal(t.state.cardBusy, false);
  });

  it('a tokenization failure shows the provider error', () => {
    const booted = boot({ supported: ['card'] });
    const error = { code: 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR' };
    const t = run(booted.state, { type: 'cardTokenizationStarted' }, { type: 'cardTokenizationFailed', error });
    assert.deepEqual(t.state.sheetError, { error });
  });

  it('changing view clears the error', () => {
    const booted = boot({ supported: ['card', 'paypal'], options: { paypal: { flow: 'vault' } } });
    const shown = reduce(booted.state, { type: 'errorReported', error: 'genericError' });
    const t = reduce(shown.state, { type: 'paymentOptionSelected', option: 'card' });
    assert.equal(t.state.sheetError, null);
    // The error was shown until then (the model's state is what the panel draws: there is no clearError effect).
    assert.notEqual(shown.state.sheetError, null);
  });
});

describe('dropin model: teardown', () => {
  it('cancels every timer and ignores what comes after', () => {
    const booted = boot({ saved: [card1] });
    const down = reduce(booted.state, { type: 'teardownRequested' });
    assert.deepEqual(down.effects, [{ kind: 'cancelAllTimers' }]);
    assert.equal(down.state.phase, 'torn-down');
    const after = reduce(down.state, { type: 'paymentMethodSelected', nonce: card1.nonce });
    assert.deepEqual(after.effects, []);
  });

  it('can tear down while still initializing', () => {
    const { state } = start(createModelConfig({ authorization: 'a' }, ['card'], true));
    const down = reduce(state, { type: 'teardownRequested' });
    assert.equal(down.state.phase, 'torn-down');
    assert.deepEqual(reduce(down.state, { type: 'setupPollTick' }).effects, []);
  });
});

describe('dropin model: selectors', () => {
  it('initialViewId prefers the list, then options, then the only sheet', () => {
    assert.equal(initialViewId(boot({ saved: [card1] }).state), 'methods');
    assert.equal(
      initialViewId(boot({ supported: ['card', 'paypal'], options: { paypal: { flow: 'vault' } } }).state),
      'options',
    );
    assert.equal(initialViewId(boot({ supported: ['card'] }).state), 'card');
  });

  it('createModelConfig reads the merchant switches with Drop-in’s defaults', () => {
    const defaults = createModelConfig({ authorization: 'a' }, ['card'], false);
    assert.equal(defaults.preselectVaultedPaymentMethod, true);
    assert.equal(defaults.showDefaultPaymentMethodFirst, true);
    assert.equal(defaults.vaultManager, false);
    assert.equal(defaults.cardFirstField, 'number');
    assert.deepEqual(new Set(defaults.hiddenVaultedTypes), new Set(['ApplePayCard', 'AndroidPayCard', 'VenmoAccount']));
    assert.equal(MESSAGES.noPaymentMethod, 'No payment method is available.');
  });
});
