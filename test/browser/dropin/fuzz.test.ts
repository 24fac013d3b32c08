/**
 * Fuzz: random and hostile option objects through Drop-in's create(), with a teardown, a removal
 * from the page or the container emptied at a random moment of setup (one of the moments a page can see, in
 * `support/setup-moments.ts`, or in the same task as the call). Every create() must settle within a bound, with no
 * unhandled rejection, and leave nothing behind. A fixed seed and 25 runs by default; FUZZ_RUNS and
 * FUZZ_SEED (read by the test server) run it longer or with another seed locally. A failure prints
 * fast-check's seed and path, so it replays exactly.
 */
import { expect, waitUntil } from '@open-wc/testing';
import fc from 'fast-check';
import { create, type Dropin } from '../../../elements/create.js';
import { PaymentDropinError } from '../../../elements/vocabulary/errors.js';
import { TOKENIZATION_KEY } from '../support/emulator.js';
import { settledWithin } from '../support/nothing-happens.js';
import { SETUP_MOMENTS, watchSetup, type SetupMoment } from '../support/setup-moments.js';

/** How long create() may take to settle, fault or not (setup's own time-outs are shorter or none apply here). */
const SETTLE_BOUND_MS = 15_000;
/** Lets the page run one task (0 ms): enough for a rejection nobody handled to be reported. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** A value that throws when read, as a getter on the options object. */
const THROWS = Symbol('throws');
/** A proxy whose every trap throws. */
const HOSTILE_PROXY = Symbol('hostile proxy');

const junk = fc.oneof(
  fc.integer(),
  fc.string({ maxLength: 20 }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(THROWS),
  fc.constant(HOSTILE_PROXY),
  fc.string({ minLength: 100_000, maxLength: 100_000 }).map((s) => s || 'x'.repeat(100_000)),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 2 }), { maxKeys: 3 }),
);

const optionValues = {
  authorization: fc.oneof(fc.constant(TOKENIZATION_KEY), fc.constant(TOKENIZATION_KEY), fc.constant(''), junk),
  locale: fc.oneof(fc.constantFrom('de_DE', 'ar_EG', 'ja_JP', 'en_US', 'xx_YY'), junk),
  translations: fc.oneof(fc.dictionary(fc.constantFrom('payWithCard', 'chooseAWayToPay'), fc.string()), junk),
  paymentOptionPriority: fc.oneof(
    fc.array(fc.constantFrom('card', 'paypal', 'paypalCredit', 'venmo', 'applePay', 'googlePay', 'bogus')),
    junk,
  ),
  card: fc.oneof(fc.boolean(), fc.record({ cardholderName: fc.boolean() }, { requiredKeys: [] }), junk),
  paypal: fc.oneof(
    fc.constant({ flow: 'checkout', amount: '10.00', currency: 'USD' }),
    fc.constant({ flow: 'vault' }),
    fc.constant(false),
    junk,
  ),
  threeDSecure: fc.oneof(fc.boolean(), junk),
  dataCollector: fc.oneof(fc.boolean(), junk),
  vaultManager: fc.oneof(fc.boolean(), junk),
  hiddenVaultedPaymentMethodTypes: fc.oneof(fc.array(fc.constantFrom('card', 'paypal')), junk),
};

const optionsArbitrary = fc.record(optionValues, { requiredKeys: ['authorization'] });
/**
 * A teardown, a removal of the container, or the container emptied (`replaceChildren()`, as a framework's remount
 * does), at a moment of setup; half of them in the same task as the call, before setup can start.
 */
const momentArbitrary = fc.option(
  fc.record({
    action: fc.constantFrom('teardown', 'remove', 'empty'),
    at: fc.oneof(fc.constant('in the same task as the call' as const), fc.constantFrom<SetupMoment>(...SETUP_MOMENTS)),
  }),
  { nil: undefined },
);

/** The options object a merchant's code would pass, with the hostile markers turned into the real thing. */
function realise(spec: Record<string, unknown>, container: HTMLElement): Record<string, unknown> {
  const options: Record<string, unknown> = { container };
  for (const [key, value] of Object.entries(spec)) {
    if (value === THROWS) {
      Object.defineProperty(options, key, {
        enumerable: true,
        get() {
          throw new Error(`fuzz: ${key} throws`);
        },
      });
    } else if (value === HOSTILE_PROXY) {
      options[key] = new Proxy(
        {},
        {
          get() {
            throw new Error('fuzz: proxy get');
          },
          ownKeys() {
            throw new Error('fuzz: proxy ownKeys');
          },
          getOwnPropertyDescriptor() {
            throw new Error('fuzz: proxy descriptor');
          },
        },
      );
    } else options[key] = value;
  }
  return options;
}

describe('<payment-dropin> create() fuzz', () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (event: PromiseRejectionEvent): void => {
    unhandled.push(event.reason);
    event.preventDefault();
  };
  before(() => window.addEventListener('unhandledrejection', onUnhandled));
  after(() => window.removeEventListener('unhandledrejection', onUnhandled));

  it('settles every create() within the bound, with no unhandled rejection and nothing left behind', async function () {
    const settings = (await (await fetch('/__fuzz-settings')).json()) as { runs: number; seed: number };
    this.timeout(settings.runs * (SETTLE_BOUND_MS + 6000));
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(optionsArbitrary, momentArbitrary, async (spec, moment) => {
        runs += 1;
        unhandled.length = 0;
        const container = document.createElement('div');
        document.body.append(container);
        let created: Promise<Dropin>;
        try {
          created = create(realise(spec, container) as never);
        } catch (error) {
          throw new Error(`create() threw instead of rejecting: ${String(error)}`, { cause: error });
        }
        const setup = watchSetup(container, created);
        if (moment) {
          if (moment.at !== 'in the same task as the call') await setup.reached(moment.at);
          if (moment.action === 'remove') container.remove();
          else if (moment.action === 'empty') container.replaceChildren();
          else
            await container
              .querySelector('payment-dropin')
              ?.teardown()
              .catch(() => undefined);
        }
        const outcome = await settledWithin(created, SETTLE_BOUND_MS);
        expect(outcome, 'create() did not settle').to.not.equal('pending');
        if (outcome !== 'pending' && outcome.value) await outcome.value.teardown().catch(() => undefined);
        if (outcome !== 'pending' && 'error' in outcome)
          expect(outcome.error, String(outcome.error)).to.be.instanceOf(PaymentDropinError);
        container.remove();
        await waitUntil(() => document.querySelectorAll('iframe').length === 0, 'frames were left behind', {
          timeout: 5000,
        });
        await nextTask();
        expect(document.querySelectorAll('payment-dropin, [data-pd-holder]').length, 'widgets left').to.equal(0);
        expect(unhandled.map(String), 'unhandled rejections').to.deep.equal([]);
      }),
      {
        numRuns: settings.runs,
        seed: settings.seed,
        endOnFailure: true,
        // Always among the cases, whatever the seed: valid options, and the container emptied or removed in the
        // same task as the call (a widget that never started must still settle).
        examples: [
          [{ authorization: TOKENIZATION_KEY }, { action: 'empty', at: 'in the same task as the call' }],
          [{ authorization: TOKENIZATION_KEY }, { action: 'remove', at: 'in the same task as the call' }],
        ],
      },
    );
    expect(runs).to.be.at.least(settings.runs);
    // No option object (fast-check makes `__proto__` keys too) added anything to Object.prototype.
    expect(Object.keys(Object.prototype)).to.deep.equal([]);
  });
});
