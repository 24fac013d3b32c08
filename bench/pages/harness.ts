/**
 * The page-side driver of the benchmark, loaded after the contender's own script on every page
 * (`<html data-contender="…">`) and built separately, so it counts in no contender's bytes. Each
 * widget gets a fresh holder `<div>` in `#container`; teardown removes it as a merchant would.
 * The driver adds no listeners to window or document.
 */
import type { PaymentDropin } from 'payment-dropin';
import type { BenchApi, CardEventRecord, Contender, CycleTimes, Phases } from './api.js';

interface Instance {
  /** The widget's own object (ours: the element; Drop-in: its instance; floor: the hosted fields). */
  widget: object;
  requestable(): boolean;
  tokenize(): Promise<string>;
  teardown(): Promise<void>;
  /** Calls `listener(name, field)` on each of CARD_EVENTS the widget delivers. */
  onCardEvent(listener: (name: string, field: string) => void): void;
}

/** The card events that carry a state change while the shopper types (Drop-in's names, without `card:`). */
const CARD_EVENTS = ['notEmpty', 'cardTypeChange', 'binAvailable', 'validityChange'] as const;
/** binAvailable's payload names no field: only the number field has a BIN. */
const BIN_FIELD: Partial<Record<string, string>> = { binAvailable: 'number' };

const contender = document.documentElement.dataset.contender as Contender;
const container = document.getElementById('container')!;
let current: { instance: Instance; holder: HTMLElement } | undefined;
let lastPhases: Phases = {
  configurationStart: NaN,
  configurationEnd: NaN,
  framesStart: NaN,
  framesEnd: NaN,
  ready: NaN,
};
let cardEvents: CardEventRecord[] = [];

/** The phases of a create that started at `start` and was ready after `readyMs`, from resource timing. */
function phasesSince(start: number, readyMs: number): Phases {
  const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (e) => e.startTime >= start,
  );
  // Client tokens fetch the configuration over REST, tokenization keys over GraphQL; the first such
  // request of a create is the configuration.
  const configuration = entries
    .filter((e) => /\/client_api\/v1\/configuration|\/graphql/.test(e.name))
    .sort((a, b) => a.startTime - b.startTime)
    .slice(0, 1);
  const frames = entries.filter((e) => e.initiatorType === 'iframe' && /hosted-fields/.test(e.name));
  const first = (list: PerformanceResourceTiming[]): number =>
    list.length ? Math.min(...list.map((e) => e.startTime)) - start : NaN;
  const last = (list: PerformanceResourceTiming[]): number =>
    list.length ? Math.max(...list.map((e) => e.responseEnd)) - start : NaN;
  return {
    configurationStart: first(configuration),
    configurationEnd: last(configuration),
    framesStart: first(frames),
    framesEnd: last(frames),
    ready: readyMs,
  };
}

/** `<payment-dropin>`: ready is its `ready` event. */
async function createOurs(authorization: string, holder: HTMLElement): Promise<Instance> {
  const element = document.createElement('payment-dropin') as PaymentDropin;
  element.authorization = authorization;
  await new Promise<void>((resolve, reject) => {
    const done = (): void => {
      element.removeEventListener('ready', onReady);
      element.removeEventListener('error', onError);
    };
    const onReady = (): void => {
      done();
      resolve();
    };
    const onError = (event: Event): void => {
      done();
      reject((event as CustomEvent<{ error?: Error }>).detail?.error ?? new Error('<payment-dropin> fired error'));
    };
    element.addEventListener('ready', onReady);
    element.addEventListener('error', onError);
    holder.append(element);
  });
  return {
    widget: element,
    requestable: () => element.isPaymentMethodRequestable(),
    tokenize: async () => (await element.requestPaymentMethod()).nonce,
    // What create()'s teardown does: tear down, then take the element off the page.
    teardown: async () => {
      await element.teardown();
      element.remove();
    },
    onCardEvent: (listener) => {
      for (const name of CARD_EVENTS)
        element.addEventListener(`card:${name}`, (event) =>
          listener(name, (event as CustomEvent<{ emittedBy?: string }>).detail?.emittedBy ?? BIN_FIELD[name] ?? ''),
        );
    },
  };
}

/** Drop-in: ready is `create()` resolving. */
async function createDropin(authorization: string, holder: HTMLElement): Promise<Instance> {
  const dropin = window.braintree?.dropin;
  if (!dropin) throw new Error('Drop-in is not loaded');
  const instance = await dropin.create({ authorization, container: holder });
  return {
    widget: instance,
    requestable: () => instance.isPaymentMethodRequestable(),
    tokenize: async () => (await instance.requestPaymentMethod()).nonce,
    teardown: () => instance.teardown(),
    onCardEvent: (listener) => {
      for (const name of CARD_EVENTS)
        instance.on(`card:${name}`, (payload) => listener(name, payload?.emittedBy ?? BIN_FIELD[name] ?? ''));
    },
  };
}

const FLOOR_FIELDS = ['number', 'expirationDate', 'cvv', 'postalCode'] as const;

/** braintree-web alone: ready is `hostedFields.create()` resolving. */
async function createFloor(authorization: string, holder: HTMLElement): Promise<Instance> {
  const floor = window.benchFloor;
  if (!floor) throw new Error('braintree-web is not loaded');
  const fields: Record<string, { container: HTMLElement }> = {};
  for (const name of FLOOR_FIELDS) {
    const div = document.createElement('div');
    div.id = `floor-${name}`;
    holder.append(div);
    fields[name] = { container: div };
  }
  const client = await floor.client.create({ authorization });
  const hostedFields = await floor.hostedFields.create({ client, fields });
  return {
    widget: hostedFields,
    requestable: () => Object.values(hostedFields.getState().fields).every((field) => field.isValid),
    tokenize: async () => (await hostedFields.tokenize()).nonce,
    teardown: async () => {
      await hostedFields.teardown();
      await new Promise<void>((resolve) => client.teardown(() => resolve()));
    },
    onCardEvent: (listener) => {
      for (const name of CARD_EVENTS)
        hostedFields.on(name, (payload) =>
          listener(name, 'emittedBy' in payload ? payload.emittedBy : (BIN_FIELD[name] ?? '')),
        );
    },
  };
}

const creators: Record<Contender, (authorization: string, holder: HTMLElement) => Promise<Instance>> = {
  ours: createOurs,
  dropin: createDropin,
  floor: createFloor,
};

async function create(authorization: string): Promise<number> {
  if (current) throw new Error('A widget is already on the page');
  const holder = document.createElement('div');
  container.append(holder);
  performance.clearResourceTimings();
  const start = performance.now();
  const instance = await creators[contender](authorization, holder);
  const ms = performance.now() - start;
  // In a trace (BENCH_TRACE_DIR), the moment the page is ready: `bench:create:end` comes later, once the page has
  // run what was queued before the driver's next command (a redraw, images), which is not part of the time measured.
  performance.mark('bench:ready');
  lastPhases = phasesSince(start, ms);
  current = { instance, holder };
  api.widgetPrototype ??= Object.getPrototypeOf(instance.widget) as object;
  return ms;
}

async function teardown(): Promise<number> {
  if (!current) throw new Error('No widget on the page');
  const { instance, holder } = current;
  current = undefined;
  const start = performance.now();
  await instance.teardown();
  const ms = performance.now() - start;
  holder.remove();
  return ms;
}

/**
 * A readable message for a rejection: Drop-in's errors are not Error instances (DevTools would
 * name them by their minified constructor), and braintree-web's carry a code and details.
 */
function describe(error: unknown): string {
  const e = error as {
    name?: unknown;
    message?: unknown;
    code?: unknown;
    details?: { originalError?: { message?: unknown } };
  } | null;
  if (e === null || typeof e !== 'object') return String(error);
  const original = e.details?.originalError?.message;
  return [e.name, e.code, e.message, original === undefined ? undefined : `original: ${String(original)}`]
    .filter((part) => part !== undefined && part !== '')
    .map(String)
    .join(': ');
}

/** Runs a step; a rejection becomes an Error with a readable message. */
async function step<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(describe(error), { cause: error });
  }
}

function countIframes(root: Document | ShadowRoot): number {
  let count = 0;
  for (const element of root.querySelectorAll('*')) {
    if (element.localName === 'iframe') count += 1;
    if (element.shadowRoot) count += countIframes(element.shadowRoot);
  }
  return count;
}

const api: BenchApi = {
  contender,
  widgetPrototype: undefined,
  create: (authorization) => step(() => create(authorization)),
  requestable: () => current?.instance.requestable() ?? false,
  tokenize: () =>
    step(async () => {
      if (!current) throw new Error('No widget on the page');
      const start = performance.now();
      const nonce = await current.instance.tokenize();
      const ms = performance.now() - start;
      // In a trace (BENCH_TRACE_DIR), the moment the page has the nonce: the task it came in is the one to read.
      performance.mark('bench:nonce');
      return { ms, nonce };
    }),
  teardown: () => step(teardown),
  cycles: (authorization: string, count: number) =>
    step(async () => {
      const times: CycleTimes = { createMs: [], teardownMs: [] };
      for (let i = 0; i < count; i += 1) {
        times.createMs.push(await create(authorization));
        times.teardownMs.push(await teardown());
      }
      return times;
    }),
  iframes: () => countIframes(document),
  phases: () => lastPhases,
  watchCardEvents: () => {
    if (!current) throw new Error('No widget on the page');
    cardEvents = [];
    current.instance.onCardEvent((name, field) =>
      cardEvents.push({ name, field, at: performance.timeOrigin + performance.now() }),
    );
  },
  cardEvents: () => cardEvents,
};

const loaded = {
  ours: () => Boolean(customElements.get('payment-dropin')),
  dropin: () => Boolean(window.braintree?.dropin),
  floor: () => Boolean(window.benchFloor),
};
if (!loaded[contender]()) throw new Error(`The ${contender} script did not load`);
window.bench = api;
