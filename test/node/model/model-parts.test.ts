import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  PartNotLoaded,
  isPaymentMethodRequestable,
  partsFor,
  reduce,
  reduceAll,
  start,
  type DropinAction,
  type DropinState,
  type LoadedParts,
} from '../../../elements/model/dropin-model.js';
import { choosingPart } from '../../../elements/model/choosing.js';
import { vaultPart } from '../../../elements/model/vault.js';
import { walletsPart } from '../../../elements/model/wallets.js';
import type { DropinOptions, PaymentOptionId } from '../../../elements/vocabulary/types.js';
import { createModelConfig } from './catalogue.js';
import { ALL_PARTS, boot, method } from './helpers.js';

const NONE: LoadedParts = {};

function configOf(options: Partial<DropinOptions>, supported: PaymentOptionId[], guest: boolean) {
  return createModelConfig({ authorization: 'a', ...options } as DropinOptions, supported, guest);
}

/** The part `reduce` asked for, or null when the action went through. */
function missingPart(state: DropinState, action: DropinAction, parts: LoadedParts): string | null {
  try {
    reduce(state, action, parts);
    return null;
  } catch (error) {
    if (error instanceof PartNotLoaded) return error.part;
    throw error;
  }
}

describe('model parts: which a setup loads', () => {
  const cases: Array<[string, Partial<DropinOptions>, PaymentOptionId[], boolean, string[]]> = [
    ['a guest paying by card', {}, ['card'], true, []],
    ['a customer paying by card (saved methods are fetched)', {}, ['card'], false, ['vault']],
    ['a guest with the vault manager on', { vaultManager: true }, ['card'], true, ['vault']],
    ['a guest offered PayPal', { paypal: { flow: 'checkout' } }, ['card', 'paypal'], true, ['wallets']],
    ['a customer offered Venmo', { venmo: true }, ['card', 'venmo'], false, ['vault', 'wallets']],
  ];
  for (const [who, options, supported, guest, parts] of cases) {
    it(`loads ${parts.length ? parts.join(' and ') : 'no part'} for ${who}`, () => {
      assert.deepEqual(partsFor(configOf(options, supported, guest)), parts);
    });
  }
});

describe('model parts: when a card-only guest page has none', () => {
  it('sets up, takes a valid card and becomes requestable with no part loaded', () => {
    const started = start(configOf({}, ['card'], true));
    const t = reduceAll(
      started.state,
      [
        { type: 'optionReady', option: 'card' },
        { type: 'setupPollTick' },
        { type: 'cardValidityChanged', isComplete: true },
      ],
      NONE,
    );
    assert.equal(t.state.phase, 'ready');
    assert.equal(t.state.activeView, 'card');
    assert.equal(isPaymentMethodRequestable(t.state), true);
  });

  it('changes nothing for a 3D Secure configuration update, with no wallets part', () => {
    const ready = reduceAll(
      start(configOf({ threeDSecure: true }, ['card'], true)).state,
      [
        { type: 'optionReady', option: 'card' },
        { type: 'serviceReady', service: 'threeDSecure' },
        { type: 'setupPollTick' },
      ],
      NONE,
    );
    const t = reduce(ready.state, { type: 'configurationUpdated', property: 'threeDSecure' }, NONE);
    assert.equal(t.state.activeView, ready.state.activeView);
    assert.deepEqual(t.effects, []);
  });
});

describe('model parts: when an action needs a part that is not loaded', () => {
  const saved = method('nonce-1111');

  it('asks for the vault part for saved methods, and takes them once it is handed in', () => {
    const started = start(configOf({}, ['card'], false));
    const loaded: DropinAction = { type: 'savedMethodsLoaded', methods: [saved] };
    assert.equal(missingPart(started.state, loaded, NONE), 'vault');
    const t = reduce(started.state, loaded, { vault: vaultPart });
    assert.deepEqual(
      t.state.savedMethods.map((m) => m.nonce),
      [saved.nonce],
    );
  });

  it('asks for the vault part when a method is tapped in edit mode', () => {
    const booted = boot({ options: { vaultManager: true }, saved: [saved] });
    const editing = reduce(booted.state, { type: 'editModeEntered' }, ALL_PARTS);
    assert.equal(editing.state.editMode, true);
    assert.equal(
      missingPart(editing.state, { type: 'paymentMethodSelected', nonce: saved.nonce }, { wallets: walletsPart }),
      'vault',
    );
  });

  it('asks for the wallets part for a wallet session and an app switch', () => {
    const booted = boot({ options: { paypal: { flow: 'checkout' } }, supported: ['card', 'paypal'], guest: true });
    assert.equal(missingPart(booted.state, { type: 'walletSessionRequested', option: 'paypal' }, NONE), 'wallets');
    const venmo = start(configOf({ venmo: true }, ['card', 'venmo'], true)).state;
    const returned: DropinAction = {
      type: 'appSwitchReturned',
      option: 'venmo',
      result: { kind: 'payload', method: method('vm-1', 'VenmoAccount') },
    };
    assert.equal(missingPart(venmo, returned, { vault: vaultPart }), 'wallets');
  });

  it("asks for the choosing part for a shopper's choice on the lists, and applies it once handed in", () => {
    const booted = boot({ options: { paypal: { flow: 'checkout' } }, supported: ['card', 'paypal'], guest: true });
    assert.equal(booted.state.activeView, 'options');
    const choices: DropinAction[] = [
      { type: 'paymentOptionSelected', option: 'card' },
      { type: 'viewRequested', viewId: 'card' },
      { type: 'otherWaysToPayToggled' },
      { type: 'paymentMethodSelected', nonce: 'card-1' },
    ];
    for (const choice of choices) assert.equal(missingPart(booted.state, choice, NONE), 'choosing', choice.type);
    const chosen = reduce(booted.state, choices[0]!, { choosing: choosingPart });
    assert.equal(chosen.state.activeView, 'card');
  });

  it('leaves the state it was given as it was (the action can be reduced again)', () => {
    const started = start(configOf({}, ['card'], false));
    const before = structuredClone(started.state.savedMethods);
    missingPart(started.state, { type: 'savedMethodsLoaded', methods: [saved] }, NONE);
    assert.deepEqual(started.state.savedMethods, before);
    assert.equal(started.state.savedMethodsLoaded, false);
    assert.equal(
      reduce(started.state, { type: 'savedMethodsLoaded', methods: [saved] }, ALL_PARTS).state.savedMethodsLoaded,
      true,
    );
  });
});
