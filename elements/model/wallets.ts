/**
 * The wallets' part: a payment session opened by a wallet's own button (one at a time), its outcome, a return from
 * a wallet's app (Venmo's app switch), and a wallet's settings changed by `updateConfiguration`. What an error means
 * is each option's own rule: its module decides and hands the decision in with the error.
 */
import { assertNever } from '../vocabulary/assert-never.js';
import type { PaymentOptionDefinition, WalletErrorDecision } from '../vocabulary/option-definition.js';
import type { PaymentOptionId } from '../vocabulary/types.js';
import { addMethod, dropStaleActiveMethod, navigateToInitialView } from './method-changes.js';
import { setView } from './navigation.js';
import { availableOptions } from './selectors.js';
import type { AppSwitchResult, WalletAction, WalletOutcome, WalletSessionOption } from './state.js';
import { analytics, clearError, reportError, type LazyParts, type Tx } from './transaction.js';

/** The part a page loads with a wallet (handed to `reduce`). */
export const walletsPart: LazyParts['wallets'] = { apply: applyWallets, applyAppSwitch };

/** Applies one action of the wallets. */
export function applyWallets(tx: Tx, action: WalletAction): void {
  const { s } = tx;
  switch (action.type) {
    case 'walletSessionRequested':
      return sessionRequested(tx, action.option);
    case 'walletSessionEnded':
      return sessionEnded(tx, action.option, action.outcome);
    case 'appSwitchReturned':
      if (s.phase === 'initializing') {
        // Applied once setup completes (setup.ts).
        s.appSwitch = { option: action.option, ...action.result };
      } else if (s.phase === 'ready') {
        applyAppSwitch(tx, action.option, action.result, false);
      }
      return;
    case 'configurationUpdated': {
      const property = action.property;
      if (s.phase !== 'ready' || property === 'threeDSecure' || !availableOptions(s).includes(property)) {
        return;
      }
      // The shopper's unsaved methods of its type may carry an old amount or currency.
      const type = definitionOf(tx, property).method.type;
      s.addedMethods = s.addedMethods.filter((method) => method.type !== type || method.vaulted === true);
      dropStaleActiveMethod(tx);
      navigateToInitialView(tx);
      return;
    }
  }
}

function definitionOf(tx: Tx, option: PaymentOptionId): PaymentOptionDefinition {
  return tx.s.config.catalogue[option];
}

/** What an option's failed session or app switch means: what its module decided; without a decision it is shown. */
export function decisionOn(error: unknown, decision: WalletErrorDecision | undefined): WalletErrorDecision {
  return decision ?? { kind: 'show', error, logToConsole: false };
}

function sessionRequested(tx: Tx, option: WalletSessionOption): void {
  const { s } = tx;
  const session = definitionOf(tx, option).session;
  if (!session || s.phase !== 'ready' || s.walletSessions[option] || s.dependencies[option] !== 'done') {
    return;
  }
  s.walletSessions = { ...s.walletSessions, [option]: true };
  if (session.blocksOtherActions) {
    s.userActionBlocked = true;
  }
  clearError(tx);
  tx.effects.push({ kind: 'startWalletSession', option });
}

function sessionEnded(tx: Tx, option: WalletSessionOption, outcome: WalletOutcome): void {
  const { s } = tx;
  if (!s.walletSessions[option]) {
    return;
  }
  s.walletSessions = { ...s.walletSessions, [option]: false };
  if (definitionOf(tx, option).session?.blocksOtherActions) {
    s.userActionBlocked = false;
  }
  if (s.phase !== 'ready') {
    return;
  }
  switch (outcome.kind) {
    case 'tokenized':
      addMethod(tx, outcome.method, false);
      return;
    case 'canceled':
      return;
    case 'failed':
      return sessionFailed(tx, option, outcome.error, outcome.decision);
    default:
      assertNever(outcome);
  }
}

function sessionFailed(
  tx: Tx,
  option: WalletSessionOption,
  error: unknown,
  decided: WalletErrorDecision | undefined,
): void {
  const decision = decisionOn(error, decided);
  if (decision.analytics !== undefined) {
    analytics(tx, decision.analytics);
  }
  if (decision.kind === 'show') {
    if (decision.logToConsole) {
      tx.effects.push({ kind: 'log', level: 'error', message: `${option} error`, error });
    }
    reportError(tx, decision.error);
  }
}

/** A return from a wallet's app: its method is added, or its error shown on its sheet (unless ignorable). */
export function applyAppSwitch(tx: Tx, option: PaymentOptionId, result: AppSwitchResult, immediate: boolean): void {
  if (result.kind === 'payload') {
    addMethod(tx, result.method, immediate);
    return;
  }
  if (decisionOn(result.error, result.decision).kind === 'ignore') {
    return;
  }
  if (availableOptions(tx.s).includes(option)) {
    setView(tx, option);
  }
  reportError(tx, result.error);
}
