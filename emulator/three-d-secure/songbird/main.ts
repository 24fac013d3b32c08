/**
 * The emulator's stand-in for Cardinal Commerce's Songbird.js, the script braintree-web 3.144
 * loads from `gatewayConfiguration.threeDSecure.cardinalSongbirdUrl`. It defines
 * `window.Cardinal` with what braintree-web's songbird framework calls:
 *
 * - `configure(options)`, `setup('init', {jwt})`: answers `payments.setupComplete` with a device
 *   data session id (braintree-web's `dfReferenceId`);
 * - `on(event, handler)` / `off(event)`: one handler per event, as braintree-web registers them;
 * - `trigger('bin.process', bin)`: resolves `{Status: true}`;
 * - `continue('cca', {AcsUrl, Payload}, {OrderDetails: {TransactionId}})`: shows the issuer's
 *   challenge (`ui.render`), posts the customer's answer to the emulated ACS at `AcsUrl`, closes
 *   the challenge (`ui.close`) and reports `payments.validated` with the ACS's data and JWT.
 *
 * A new `setup` starts a new session: a challenge still open is abandoned and closed.
 */
import { openChallengeDialog, type ChallengeDialog, type ChallengeFacts } from './challenge-dialog.js';
import type { AcsAnswerRequest, AcsAnswerResponse, ValidatedData } from './protocol.js';

type Handler = (...args: unknown[]) => void;

interface CardinalStandIn {
  readonly emulated: true;
  configure(options?: unknown): void;
  setup(initializationType: string, initializationData?: { jwt?: unknown }): void;
  on(event: string, handler: Handler): void;
  off(event: string): void;
  trigger(event: string, ...args: unknown[]): Promise<unknown>;
  continue(paymentBrand: string, continueObject?: unknown, orderObject?: unknown, jwt?: string): void;
  start(): void;
  complete(): void;
}

/** Cardinal's error numbers braintree-web maps to its own errors. */
const ERRORS = {
  badConfiguration: 10006,
  missingMerchantJwt: 10008,
  continueFailed: 10009,
  general: 11000,
} as const;

const handlers = new Map<string, Handler>();
let configuration: Record<string, unknown> = {};
let session = 0;
let challenge: { dialog: ChallengeDialog; session: number } | undefined;

/** With `configure({logging: {level: 'verbose'}})` (braintree-web's `loggingEnabled`), each step is logged. */
function log(message: string): void {
  const logging = configuration.logging;
  if (isRecord(logging) && logging.level === 'verbose') console.info(`[emulated Songbird] ${message}`);
}

function emit(event: string, ...args: unknown[]): void {
  log(`emits ${event}`);
  handlers.get(event)?.(...args);
}

function later(task: () => void): void {
  setTimeout(task, 0);
}

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

function errorData(number: number, description: string): ValidatedData {
  return { Validated: false, ActionCode: 'ERROR', ErrorNumber: number, ErrorDescription: description };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JWT's shape: three base64url parts, the middle one a JSON object. Songbird cannot check its signature. */
function looksLikeJwt(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const parts = value.split('.');
  if (parts.length !== 3) return false;
  try {
    const json = atob(parts[1]!.replace(/-/g, '+').replace(/_/g, '/'));
    return isRecord(JSON.parse(json));
  } catch {
    return false;
  }
}

/** What the challenge shows, from the emulator's pareq (base64url JSON); nothing if unreadable. */
function readFacts(pareq: string): ChallengeFacts {
  try {
    const value: unknown = JSON.parse(atob(pareq.replace(/-/g, '+').replace(/_/g, '/')));
    if (!isRecord(value)) return {};
    const text = (key: string): string | undefined =>
      typeof value[key] === 'string' ? (value[key] as string) : undefined;
    return {
      amount: text('amount'),
      currencyIsoCode: text('currencyIsoCode'),
      merchantName: text('merchantName'),
      cardLastFour: text('cardLastFour'),
    };
  } catch {
    return {};
  }
}

function closeChallenge(): void {
  if (!challenge) return;
  const { dialog } = challenge;
  challenge = undefined;
  dialog.close();
  emit('ui.close');
}

async function answerChallenge(
  acsUrl: string,
  pareq: string,
  action: AcsAnswerRequest['action'],
  mine: number,
): Promise<void> {
  const current = challenge;
  if (!current || current.session !== mine) return;
  current.dialog.setBusy(true, action === 'submit' ? 'Checking with your bank…' : 'Canceling…');
  let outcome: { data: ValidatedData; jwt?: string };
  try {
    const response = await fetch(acsUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ pareq, action } satisfies AcsAnswerRequest),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok || !isRecord(body) || !isRecord(body.data) || typeof body.jwt !== 'string') {
      outcome = { data: errorData(ERRORS.general, `The issuer answered HTTP ${response.status}.`) };
    } else {
      const answer = body as unknown as AcsAnswerResponse;
      outcome = { data: answer.data, jwt: answer.jwt };
    }
  } catch (error) {
    outcome = { data: errorData(ERRORS.continueFailed, `The issuer could not be reached: ${String(error)}`) };
  }
  // A newer session (setup again, teardown) abandoned this challenge: its answer goes nowhere.
  if (challenge !== current) return;
  closeChallenge();
  emit('payments.validated', outcome.data, outcome.jwt);
}

function readContinue(continueObject: unknown, orderObject: unknown): { acsUrl: string; pareq: string } | undefined {
  if (!isRecord(continueObject)) return undefined;
  const { AcsUrl: acsUrl, Payload: pareq } = continueObject;
  if (typeof acsUrl !== 'string' || typeof pareq !== 'string' || pareq === '') return undefined;
  try {
    const url = new URL(acsUrl, location.href);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  } catch {
    return undefined;
  }
  const order = isRecord(orderObject) && isRecord(orderObject.OrderDetails) ? orderObject.OrderDetails : undefined;
  if (order && order.TransactionId !== undefined && typeof order.TransactionId !== 'string') return undefined;
  return { acsUrl, pareq };
}

const cardinal: CardinalStandIn = {
  emulated: true,

  configure(options) {
    configuration = isRecord(options) ? options : {};
  },

  setup(initializationType, initializationData) {
    session += 1;
    const mine = session;
    closeChallenge();
    if (initializationType !== 'init') {
      later(() =>
        emit(
          'payments.validated',
          errorData(ERRORS.badConfiguration, `Unknown initialization type ${initializationType}.`),
        ),
      );
      return;
    }
    if (!looksLikeJwt(initializationData?.jwt)) {
      later(() =>
        emit('payments.validated', errorData(ERRORS.missingMerchantJwt, 'Songbird was set up without a merchant JWT.')),
      );
      return;
    }
    later(() => {
      if (mine !== session) return; // a newer setup answers for itself
      emit('payments.setupComplete', {
        sessionId: `0_${randomHex(16)}`,
        modules: [
          { module: 'components', loaded: true },
          { module: 'CCA', loaded: true },
        ],
      });
    });
  },

  on(event, handler) {
    if (typeof handler === 'function') handlers.set(event, handler);
  },

  off(event) {
    handlers.delete(event);
  },

  trigger(event, ...args) {
    if (event === 'bin.process') {
      const bin = String(args[0] ?? '');
      return Promise.resolve({ Status: /^\d{6,8}$/.test(bin) });
    }
    return Promise.resolve(undefined);
  },

  continue(paymentBrand, continueObject, orderObject) {
    const request = readContinue(continueObject, orderObject);
    if (String(paymentBrand).toLowerCase() !== 'cca' || !request) {
      later(() =>
        emit('payments.validated', errorData(ERRORS.badConfiguration, 'continue needs cca, an AcsUrl and a Payload.')),
      );
      return;
    }
    closeChallenge();
    const mine = session;
    const dialog = openChallengeDialog(readFacts(request.pareq), (action) => {
      void answerChallenge(request.acsUrl, request.pareq, action, mine);
    });
    challenge = { dialog, session: mine };
    emit('ui.render');
  },

  start() {
    later(() =>
      emit(
        'payments.validated',
        errorData(ERRORS.badConfiguration, 'Cardinal.start is not emulated; braintree-web uses continue.'),
      ),
    );
  },

  complete() {
    // Cardinal.complete ends a session the merchant drives itself; braintree-web never calls it.
  },
};

const host = window as unknown as { Cardinal?: CardinalStandIn };
// Loaded twice (another script tag), the first instance keeps its session and handlers.
if (!host.Cardinal) host.Cardinal = cardinal;
