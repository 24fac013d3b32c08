import {
  decideRequest,
  formatPaymentMethodPayload,
  shouldVerifyThreeDSecure,
  type RequestDecision,
} from '../model/payment.js';
import { payingPart } from '../model/paying.js';
import { nextTask, whenIdle } from '../options/kit/next-task.js';
import type { TokenizeResult } from '../options/kit/option.js';
import { PaymentDropinError, asPaymentDropinError } from '../vocabulary/errors.js';
import { MESSAGES } from '../vocabulary/messages.js';
import type { PaymentMethod, PaymentMethodPayload } from '../vocabulary/types.js';
import type { ThreeDSecureProvider } from '../provider/three-d-secure.js';
import type { Settling } from '../element/settling.js';
import type { DropinAction, DropinState } from '../model/dropin-model.js';
import type { PayingAction } from '../model/state.js';
import type { Tx } from '../model/transaction.js';
import { untilAborted, type OptionInstances } from './option-instances.js';
import type { Services } from './services.js';
import type { VerifyingSetup } from './verification.js';

/** The form control reads what a request would do through this module: the payment's rules come in its chunk. */
export { decideRequest };

/** The model's part for what a payment does (see model-parts.ts): no page runs it before a payment. */
export { payingPart };
// The part reports sheet errors: what words them comes with it (model-parts.ts hands it to the panel).
export { resolveErrorMessage } from './sheet-errors.js';

/**
 * The running setup, as a payment uses it (WidgetSetup is one): its own type, so that this chunk, which model-parts.ts
 * loads, does not lead back to the setup's module, which imports model-parts.ts.
 */
export interface PayingSetup extends VerifyingSetup {
  readonly signal: AbortSignal;
  readonly model: DropinState | undefined;
  readonly instances: OptionInstances;
  readonly services: Services | undefined;
  readonly settling: Settling;
  dispatch(action: DropinAction): void;
}

/**
 * Drop-in's `requestPaymentMethod`, on the running setup: the model decides what the view in front of the shopper
 * gives (the card sheet tokenizes, the methods list returns the selection, a sheet with its own button says to use
 * it), then 3D Secure verifies it when configured, and the device data rides along. Every rejection is a
 * `PaymentDropinError`; braintree-web's keep their code. A request still waiting when its setup ends (a teardown, the
 * element removed, a new authorization) rejects then as `canceled`: braintree-web's frames are gone and would never
 * answer, and a merchant's code awaiting the payload would wait for ever.
 *
 * A request made while another runs on the same setup (a double click on Pay) gets that request's answer, the same
 * payload: a second tokenization or verification of the same card would be refused, or would give a second nonce.
 */
export function requestPaymentMethod(
  setup: PayingSetup | undefined,
  requestOptions: { threeDSecure?: Record<string, unknown> },
): Promise<PaymentMethodPayload> {
  const running = setup && requests.get(setup);
  if (running) return running;
  const request = newRequest(setup, requestOptions);
  if (setup) {
    requests.set(setup, request);
    const done = (): void => void requests.delete(setup);
    request.then(done, done);
  }
  return request;
}

/**
 * Runs what the model does in a card payment once, on the running setup's state, and drops the result: the element asks
 * for it as this code arrives once the widget is ready, for when the page is next idle (`rehearseWhenIdle`). V8
 * compiles a function the first time it is called: these were called first between the shopper's press and the nonce,
 * where a trace of the bench's payment counted 17 functions compiled in the task the frames' answer arrives in (bare
 * braintree-web's: 3; 6 after this). The model is pure (its parts work on a copy of the state and list the effects to
 * carry out, and nothing here carries them out), so the widget is left exactly as it was; should it throw, the payment
 * itself says so when it happens.
 */
export function rehearse(setup: PayingSetup | undefined): void {
  const model = setup?.model;
  if (model?.phase !== 'ready') return;
  const method: PaymentMethod = { nonce: '', type: 'CreditCard', details: { lastFour: '1111' }, description: '' };
  const actions: PayingAction[] = [
    { type: 'cardTokenizationStarted' },
    { type: 'paymentMethodAdded', method },
    { type: 'requestSucceeded', method },
  ];
  try {
    decideRequest(model);
    shouldVerifyThreeDSecure(method, model.config.threeDSecure, model.config.catalogue);
    formatPaymentMethodPayload(method, model.config.catalogue);
    // The payment's part of the model, on a copy of the state (`reduce` around it runs for every action already).
    const tx: Tx = { s: { ...model }, effects: [], parts: { paying: payingPart } };
    for (const action of actions) payingPart.apply(tx, action);
  } catch {
    // A rehearsal only.
  }
}

/** `rehearse` on the setup running when the page is next idle (it may have ended or restarted since). */
export async function rehearseWhenIdle(running: () => PayingSetup | undefined): Promise<void> {
  await whenIdle(REHEARSAL_IDLE_TIMEOUT_MS);
  rehearse(running());
}

/** How long the rehearsal waits for an idle moment at most. */
const REHEARSAL_IDLE_TIMEOUT_MS = 2000;

/** Each setup's request under way. */
const requests = new WeakMap<PayingSetup, Promise<PaymentMethodPayload>>();

async function newRequest(
  setup: PayingSetup | undefined,
  requestOptions: { threeDSecure?: Record<string, unknown> },
): Promise<PaymentMethodPayload> {
  const model = setup?.model;
  if (!setup || !model) throw new PaymentDropinError(MESSAGES.noPaymentMethod, { kind: 'setup' });
  try {
    const chosen = await untilAborted(chosenMethod(setup, decideRequest(model)), setup.signal);
    // A method 3D Secure does not verify goes on at once: no wait between braintree-web's answer and the payload.
    const provider = threeDSecureFor(setup, chosen);
    const verified = provider
      ? await untilAborted(verifyThreeDSecure(setup, provider, chosen, requestOptions.threeDSecure), setup.signal)
      : chosen;
    // Verification spends the nonce it verifies: a later request for the same method hands over the verified one.
    if (verified !== chosen) setup.dispatch({ type: 'methodVerified', of: chosen.nonce, method: verified });
    const deviceData = setup.services?.deviceData;
    const method = deviceData === undefined ? verified : { ...verified, deviceData };
    const payload = formatPaymentMethodPayload(method, model.config.catalogue);
    setup.dispatch({ type: 'requestSucceeded', method });
    return payload;
  } catch (error) {
    setup.dispatch({ type: 'requestFailed' });
    if (setup.signal.aborted) throw new PaymentDropinError(REQUEST_CANCELED, { kind: 'canceled' });
    // As Drop-in: braintree-web's error (a tokenization refused, the network gone) is the cause, under Drop-in's
    // message; the sheet shows the shopper the translated reason.
    throw asPaymentDropinError(error, { message: MESSAGES.noPaymentMethod, kind: 'provider' });
  }
}

/** The rejection of a request whose setup ended while it waited. */
export const REQUEST_CANCELED = 'The widget was torn down before the payment method was ready.';

/** The method the view gives: the selected one, the card just tokenized, or a rejection saying what to do. */
async function chosenMethod(setup: PayingSetup, decision: RequestDecision): Promise<PaymentMethod> {
  switch (decision.kind) {
    case 'reject':
      if (decision.sheetError) setup.dispatch({ type: 'errorReported', error: decision.sheetError });
      throw new PaymentDropinError(decision.message, { kind: 'validation' });
    case 'returnSelected':
      // The merchant's code gets the method before the panel is drawn again, a task later.
      setup.settling.start();
      return decision.method;
    case 'tokenizeCard':
      return tokenizeCard(setup);
  }
}

async function tokenizeCard(setup: PayingSetup): Promise<PaymentMethod> {
  const sheet = setup.instances.get('card');
  if (!sheet?.tokenize) throw new Error(MESSAGES.noPaymentMethod);
  // The frames get the request first, and nothing of ours runs in the task that asks: Chromium sends a frame of another
  // site its message once that task has ended, and the model's busy state, worked out there, kept the message waiting
  // (0.4 to 1.9 ms of ours after braintree-web's postMessage in a trace of the bench's payment, against bare
  // braintree-web's 0.1 to 0.3). It is worked out in the next task, queued after the message's, and drawn a task later
  // still, so a frame on the page's own thread (same site) handles its message before the redraw too. Whatever the
  // frames answer, the model hears that the tokenization started first.
  const tokenizing = sheet.tokenize();
  const started = nextTask().then(() => {
    if (setup.signal.aborted) return;
    setup.settling.start();
    setup.dispatch({ type: 'cardTokenizationStarted' });
  });
  let result: TokenizeResult;
  try {
    result = await tokenizing;
  } catch (error) {
    await started;
    setup.dispatch({ type: 'cardTokenizationFailed', error });
    throw error;
  }
  await started;
  // The merchant's code gets the nonce (or the rejection) before the panel is drawn again, a task later.
  setup.settling.start();
  if (result.kind === 'invalid') {
    setup.dispatch({ type: 'cardSubmitInvalid' });
    // The sheet tells the shopper which fields need attention; the merchant's code gets Drop-in's message.
    throw new PaymentDropinError(MESSAGES.noPaymentMethod, {
      kind: 'validation',
      code: 'HOSTED_FIELDS_FIELDS_INVALID',
      type: 'CUSTOMER',
    });
  }
  setup.dispatch({ type: 'paymentMethodAdded', method: result.method });
  return result.method;
}

/**
 * The 3D Secure that verifies `method`, if any: cards (and non-network-tokenized Google Pay cards) go through it when
 * it is configured.
 */
function threeDSecureFor(setup: PayingSetup, method: PaymentMethod): ThreeDSecureProvider | undefined {
  const provider = setup.services?.threeDSecure;
  const model = setup.model;
  const verifies = model && shouldVerifyThreeDSecure(method, model.config.threeDSecure, model.config.catalogue);
  return verifies ? provider : undefined;
}

/**
 * Verifies `method` with 3D Secure. The verification's code is in a chunk of its own, loaded when 3D Secure started
 * (services.ts), so it is here before a payment asks.
 */
async function verifyThreeDSecure(
  setup: PayingSetup,
  provider: ThreeDSecureProvider,
  method: PaymentMethod,
  requestOptions: Record<string, unknown> | undefined,
): Promise<PaymentMethod> {
  const { verifyCard } = await import('./verification.js');
  return verifyCard(setup, provider, method, requestOptions);
}
