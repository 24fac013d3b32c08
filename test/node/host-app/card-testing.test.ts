import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Receipt } from '../../../host-app/server/db/orders.js';
import type { RunningServer } from '../../../host-app/server/index.js';
import { refusedByChecks } from '../../../host-app/server/payments/charger.js';
import { checkoutLimitsFromEnv, DEFAULT_CHECKOUT_LIMITS } from '../../../host-app/server/security.js';
import { REAL_CREDENTIALS, serversOnPagesOnly } from './support/pages-only.js';
import { armFault, emulatedSales } from './support/emulated-gateway.js';
import { Shopper, ShopperFrom } from './support/shopper.js';
import { aheadClock, PAST_ANY_ATTEMPT_MS } from './support/ahead-clock.js';

/**
 * Card testing: a script tries stolen cards one after another, each payment a question to the bank. The checkout
 * bounds it: how many payments, checkout pages and client tokens one client address (and, for payments, one
 * session) may ask for in a window, answered 429 beyond it; and how many payments of one order the card's issuer or
 * the gateway's checks may refuse before it takes no more (a payment that failed for want of the gateway's answer
 * does not count: a shopper keeps paying through an outage). The rates are on by default with real credentials and
 * set here through the environment, as a merchant would; the cap on an order's payments is on in every mode.
 */
const PAYMENTS_LIMITED =
  'Too many payments were tried in a short time, so this one was not sent, and you have not been charged for it. ' +
  'Please wait a few minutes before you try again, or contact support.';
const ATTEMPTS_USED =
  '3 payments for this order were declined, so it cannot be paid any more. You have not been charged for ' +
  'them. Please start again with a new order, or contact support.';

/** The servers' clock, ahead of the wall clock by `clock.ahead` ms. */
const clock = aheadClock();

async function waitUntil(condition: () => Promise<boolean>, what: string, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const messageOf = (page: string): string => /<p id="payment-error">([^<]*)<\/p>/.exec(page)?.[1] ?? '';

describe('limits against card testing', () => {
  const servers = serversOnPagesOnly('host-app-card-testing-', { clock, gatewayTimeoutMs: 1500, sdkTimeoutMs: 3000 });
  const start = (env: NodeJS.ProcessEnv): Promise<RunningServer> => servers.start({ env });

  /** The order as the store has it: every attempt, and those refused. */
  const counts = async (server: RunningServer, orderId: string) => {
    const order = (await server.orders.findFresh(orderId))!;
    return { status: order.status, attempts: order.attempts, refused: order.refusedAttempts };
  };

  after(() => {
    clock.ahead = 0;
  });

  it('refuses the payment past the limit per client address with 429 and a page in plain words, and sends no sale for it', async () => {
    const server = await start({ RATE_LIMIT_PAYMENTS: '3', TRUST_PROXY: '1' });
    // A script that starts a new session for each card: only its address is the same.
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 4; i += 1) {
      const script = new ShopperFrom(server.url, '203.0.113.7');
      const response = await script.pay(await script.open());
      statuses.push(response.status);
      refused = response;
    }
    assert.deepEqual(statuses, [303, 303, 303, 429]);
    assert.ok(Number(refused!.headers.get('retry-after')) > 0, 'it says when to come back');
    const page = await refused!.text();
    assert.match(page, /<title>Payment not completed<\/title>/);
    assert.equal(messageOf(page), PAYMENTS_LIMITED);
    assert.equal((await emulatedSales(server)).length, 3, 'the refused payment reached no gateway');
    // Another shopper, at another address, pays.
    const other = new ShopperFrom(server.url, '198.51.100.20');
    assert.equal((await other.pay(await other.open())).status, 303);
  });

  it('refuses the payment past the limit per session, and not another session of the same address', async () => {
    const server = await start({ RATE_LIMIT_SESSION_PAYMENTS: '2' });
    const shopper = new Shopper(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await shopper.pay(await shopper.open())).status);
    assert.deepEqual(statuses, [303, 303, 429]);
    const neighbour = new Shopper(server.url);
    assert.equal((await neighbour.pay(await neighbour.open())).status, 303);
  });

  it('refuses checkout pages and client tokens past their limits per client address', async () => {
    const server = await start({ RATE_LIMIT_CHECKOUTS: '2', RATE_LIMIT_TOKENS: '2' });
    const pages = [];
    for (let i = 0; i < 3; i += 1) pages.push(await new Shopper(server.url).get('/'));
    assert.deepEqual(
      pages.map((response) => response.status),
      [200, 200, 429],
    );
    const page = await pages[2]!.text();
    assert.match(page, /<title>Too many requests<\/title>/);
    assert.match(messageOf(page), /^Too many checkouts were opened from your connection in a short time\./);
    const tokens = [];
    for (let i = 0; i < 3; i += 1) tokens.push(await new Shopper(server.url).get('/api/payment_methods/token'));
    assert.deepEqual(
      tokens.map((response) => response.status),
      [200, 200, 429],
    );
    assert.deepEqual(await tokens[2]!.json(), {
      error: { message: 'Too many requests in a short time. Please wait a few minutes, then try again.' },
    });
  });

  it('limits checkout pages by default with real credentials (100 per client address in 15 minutes)', async () => {
    const server = await start(REAL_CREDENTIALS);
    const statuses = new Set<number>();
    for (let i = 0; i < 100; i += 1) statuses.add((await new Shopper(server.url).get('/')).status);
    assert.deepEqual([...statuses], [200]);
    assert.equal((await new Shopper(server.url).get('/')).status, 429);
  });

  it('reads the limits from the environment: on with real credentials, off on the emulated gateway unless set', () => {
    assert.deepEqual(checkoutLimitsFromEnv({}, false), DEFAULT_CHECKOUT_LIMITS);
    assert.deepEqual(DEFAULT_CHECKOUT_LIMITS, {
      windowMs: 15 * 60_000,
      checkoutsPerAddress: 100,
      paymentsPerAddress: 20,
      paymentsPerSession: 10,
      tokensPerAddress: 60,
      attemptsPerOrder: 3,
    });
    assert.deepEqual(checkoutLimitsFromEnv({}, true), {
      windowMs: 15 * 60_000,
      checkoutsPerAddress: 0,
      paymentsPerAddress: 0,
      paymentsPerSession: 0,
      tokensPerAddress: 0,
      attemptsPerOrder: 3,
    });
    const set = checkoutLimitsFromEnv(
      {
        RATE_LIMIT_WINDOW_MINUTES: '5',
        RATE_LIMIT_CHECKOUTS: '0',
        RATE_LIMIT_PAYMENTS: '7',
        RATE_LIMIT_SESSION_PAYMENTS: '4',
        RATE_LIMIT_TOKENS: '9',
        PAYMENT_ATTEMPTS_PER_ORDER: '5',
      },
      false,
    );
    assert.deepEqual(set, {
      windowMs: 5 * 60_000,
      checkoutsPerAddress: 0,
      paymentsPerAddress: 7,
      paymentsPerSession: 4,
      tokensPerAddress: 9,
      attemptsPerOrder: 5,
    });
    assert.throws(
      () => checkoutLimitsFromEnv({ RATE_LIMIT_PAYMENTS: 'ten' }, false),
      /^Error: RATE_LIMIT_PAYMENTS must be a whole number from 0 to 1000000, not "ten"\.$/,
    );
    assert.throws(
      () => checkoutLimitsFromEnv({ PAYMENT_ATTEMPTS_PER_ORDER: '0' }, false),
      /^Error: PAYMENT_ATTEMPTS_PER_ORDER must be a whole number from 1 to 100/,
    );
  });

  it('refuses a fourth payment of an order whose three payments were declined, and says to start again or contact support', async () => {
    const server = await start({});
    const shopper = new Shopper(server.url);
    const opened = await shopper.open('?amount=2000.00');
    const declines: Response[] = [];
    for (let i = 0; i < 3; i += 1) declines.push(await shopper.pay(await shopper.open(`?order=${opened.orderId}`)));
    assert.deepEqual(
      declines.map((response) => response.status),
      [402, 402, 402],
    );
    // The second decline leads back to the order; the third, its last, to a new one.
    assert.match(await declines[1]!.text(), new RegExp(`id="try-again" href="/\\?order=${opened.orderId}"`));
    const last = await declines[2]!.text();
    assert.doesNotMatch(last, /id="try-again"/);
    assert.match(last, new RegExp(`<p id="attempts-used">${ATTEMPTS_USED}</p>`));
    assert.match(last, /<a class="button" id="start-again" href="\/">Start a new order<\/a>/);

    const fourth = await shopper.pay(opened);
    assert.equal(fourth.status, 409);
    assert.equal(messageOf(await fourth.text()), ATTEMPTS_USED);
    assert.equal((await emulatedSales(server, opened.orderId)).length, 3, 'the fourth payment reached no gateway');
    assert.deepEqual(await counts(server, opened.orderId), { status: 'declined', attempts: 3, refused: 3 });
    // Its way back refuses too, and its page says why; a new order can be paid.
    const back = await shopper.get(`/?order=${opened.orderId}`);
    assert.equal(back.status, 409);
    assert.equal(messageOf(await back.text()), ATTEMPTS_USED);
    assert.match(await (await shopper.get(`/orders/${opened.orderId}`)).text(), /id="attempts-used"/);
    const fresh = await shopper.open();
    assert.notEqual(fresh.orderId, opened.orderId);
    assert.equal((await shopper.pay(fresh)).status, 303);
  });

  it("does not count payments that failed for want of the gateway's answer: past the cap of them, a good card pays the order", async () => {
    const server = await start({});
    const shopper = new Shopper(server.url);
    const opened = await shopper.open();
    const again = () => shopper.open(`?order=${opened.orderId}`);
    // The gateway answers 500, then 503: nothing charged, and the shopper may pay again.
    await armFault(server, { route: 'transaction', status: 500 });
    assert.equal((await shopper.pay(opened)).status, 503);
    await armFault(server, { route: 'transaction', status: 503 });
    assert.equal((await shopper.pay(await again())).status, 503);
    // The connection drops: not known until a search after the attempt's end finds no sale.
    await armFault(server, { route: 'transaction', drop: true });
    assert.equal((await shopper.pay(await again())).status, 303);
    assert.equal((await counts(server, opened.orderId)).status, 'unknown');
    clock.ahead += PAST_ANY_ATTEMPT_MS;
    await server.reconcile();
    assert.equal((await counts(server, opened.orderId)).status, 'failed');
    // A time-out: no answer within the 1.5 s the shopper waits; the gateway's 500 comes after, and nothing was charged.
    await armFault(server, { route: 'transaction', delayMs: 2000, status: 500 });
    assert.equal((await shopper.pay(await again())).status, 303);
    await waitUntil(
      async () => (await counts(server, opened.orderId)).status === 'failed',
      'the late error to release the order',
    );
    assert.deepEqual(await counts(server, opened.orderId), { status: 'failed', attempts: 4, refused: 0 });
    // Four payments that did not go through, more than the cap of 3: the order still takes a good card.
    const paid = await shopper.pay(await again());
    assert.equal(paid.status, 303);
    assert.deepEqual(await counts(server, opened.orderId), { status: 'paid', attempts: 5, refused: 0 });
    assert.deepEqual(
      (await emulatedSales(server, opened.orderId)).map((sale) => sale.status),
      ['submitted_for_settlement'],
    );
  });

  it('does not count a sale the processor could not be reached for ("processor network unavailable", 3000)', async () => {
    const server = await start({});
    const shopper = new Shopper(server.url);
    // The amount decides the sale, as in the sandbox: 3000.00 fails at the processor, whatever the card.
    const opened = await shopper.open('?amount=3000.00');
    const answers: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await shopper.pay(await shopper.open(`?order=${opened.orderId}`));
      answers.push(response.status);
      assert.match(await response.text(), /data-outcome="processor-unavailable"/);
    }
    assert.deepEqual(answers, [402, 402, 402, 402], 'the fourth payment was taken, not refused with 409');
    assert.equal((await emulatedSales(server, opened.orderId)).length, 4);
    assert.deepEqual(await counts(server, opened.orderId), { status: 'declined', attempts: 4, refused: 0 });
  });

  it('counts only the refused payments of a mix: declines and validation errors count, gateway errors do not', async () => {
    const server = await start({});
    const shopper = new Shopper(server.url);
    const opened = await shopper.open();
    const again = () => shopper.open(`?order=${opened.orderId}`);
    // Refused by the gateway's fraud rules (a sale, gateway rejected): counted.
    const fraud = { payment_method_nonce: 'fake-gateway-rejected-fraud-nonce' };
    assert.equal((await shopper.pay(opened, fraud)).status, 402);
    await armFault(server, { route: 'transaction', status: 500 });
    assert.equal((await shopper.pay(await again())).status, 503);
    // Refused by the gateway's validation (a nonce it does not know): counted.
    assert.equal((await shopper.pay(await again(), { payment_method_nonce: 'tokencc_unknown_nonce' })).status, 422);
    await armFault(server, { route: 'transaction', status: 500 });
    assert.equal((await shopper.pay(await again())).status, 503);
    assert.deepEqual(await counts(server, opened.orderId), { status: 'failed', attempts: 4, refused: 2 });
    // Four payments, two refused: the order takes a fifth, whose refusal is the third and its last.
    const third = await shopper.pay(await again(), fraud);
    assert.equal(third.status, 402);
    assert.match(await third.text(), new RegExp(`<p id="attempts-used">${ATTEMPTS_USED}</p>`));
    assert.deepEqual(await counts(server, opened.orderId), { status: 'declined', attempts: 5, refused: 3 });
    const sixth = await shopper.pay(opened);
    assert.equal(sixth.status, 409);
    assert.equal(messageOf(await sixth.text()), ATTEMPTS_USED);
    assert.equal((await shopper.get(`/?order=${opened.orderId}`)).status, 409);
    assert.deepEqual(
      (await emulatedSales(server, opened.orderId)).map((sale) => sale.status),
      ['gateway_rejected', 'gateway_rejected'],
      'the sixth payment reached no gateway',
    );
  });

  it('counts as refused the declines and rejections of a sale and the validation errors, not a failed processor or no answer', () => {
    const receipt = (status: string, processorAnswer?: string): Receipt => ({
      transactionId: 't',
      status,
      amount: '10.00',
      currency: 'USD',
      paymentMethod: 'Visa ending in 1111',
      brand: 'Visa',
      lastFour: '1111',
      usedSavedCard: false,
      ...(processorAnswer ? { processorAnswer } : {}),
    });
    const declined = (status: string, answer?: string) =>
      refusedByChecks({ status: 'declined', receipt: receipt(status, answer) });
    assert.equal(declined('processor_declined', '2000 Do Not Honor'), true);
    assert.equal(declined('processor_declined', '2010 Card Issuer Declined CVV'), true);
    assert.equal(declined('gateway_rejected', 'Gateway rejected: cvv'), true);
    assert.equal(declined('gateway_rejected', 'Gateway rejected: three_d_secure'), true);
    assert.equal(declined('failed', '3000 Processor Network Unavailable - Try Again'), false);
    assert.equal(declined('processor_declined', '3000 Processor Network Unavailable - Try Again'), false);
    assert.equal(refusedByChecks({ status: 'failed', failure: 'refused', refusal: 'Unknown nonce.' }), true);
    assert.equal(refusedByChecks({ status: 'failed', failure: 'not-charged' }), false);
    assert.equal(refusedByChecks({ status: 'paid', receipt: receipt('submitted_for_settlement') }), false);
  });
});
