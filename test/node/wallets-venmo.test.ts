import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { walletCalls, type Json } from './support/wallet-calls.js';

// braintree-web's own GraphQL documents, so the emulator is held to what the real venmo module sends.
const require = createRequire(import.meta.url);
const Q = require('braintree-web/venmo/external/queries.js') as Record<string, string>;

let emulator: Emulator;
const api = walletCalls(() => emulator);

before(async () => {
  emulator = await createEmulator({ browserAccess: 'direct' });
});
after(() => emulator.close());
beforeEach(() => api.call('POST', '/__emulator/reset'));

async function createContext(
  input: Json = { paymentMethodUsage: 'SINGLE_USE', intent: 'PAY_FROM_APP', customerClient: 'DESKTOP' },
): Promise<Json> {
  const { status, body } = await api.graphQL(Q.CREATE_PAYMENT_CONTEXT_QUERY!, { input });
  assert.equal(status, 200);
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data.createVenmoPaymentContext.venmoPaymentContext as Json;
}

async function poll(id: string): Promise<Json> {
  const { body } = await api.graphQL(Q.VENMO_PAYMENT_CONTEXT_STATUS_QUERY!, { id });
  return body.data.node as Json;
}

function decide(id: string, action: string, extra: Json = {}) {
  return api.call('POST', '/web/emulator/venmo/decision', { id, action, ...extra });
}

describe('Venmo configuration', () => {
  it('offers payWithVenmo with the Venmo profile, and drops it when the merchant switches Venmo off', async () => {
    const path = `/merchants/${api.merchantId()}/client_api/v1/configuration?authorizationFingerprint=${encodeURIComponent(api.fingerprint())}&configVersion=3`;
    assert.equal((await api.call('GET', path)).body.payWithVenmo.merchantId, 'emulated-venmo-merchant');
    await api.merchant({ venmoEnabled: false });
    assert.equal((await api.call('GET', path)).body.payWithVenmo, undefined);
  });
});

describe('Venmo payment contexts over GraphQL', () => {
  it('creates a context that lives five minutes, for the merchant Venmo profile', async () => {
    const context = await createContext();
    assert.equal(context.merchantId, 'emulated-venmo-merchant');
    assert.equal(Date.parse(context.expiresAt as string) - Date.parse(context.createdAt as string), 300_000);
    assert.equal((await poll(context.id as string)).status, 'CREATED');
  });

  it('creates a legacy QR code context', async () => {
    const { body } = await api.graphQL(Q.LEGACY_CREATE_PAYMENT_CONTEXT_QUERY!, {
      input: { environment: 'SANDBOX', intent: 'PAY_FROM_APP' },
    });
    const context = body.data.createVenmoQRCodePaymentContext.venmoQRCodePaymentContext;
    const status = await api.graphQL(Q.LEGACY_VENMO_PAYMENT_CONTEXT_STATUS_QUERY!, { id: context.id });
    assert.equal(status.body.data.node.status, 'CREATED');
  });

  it('refuses a context with no payment method usage, or when Venmo is off, as a user error', async () => {
    const bad = await api.graphQL(Q.CREATE_PAYMENT_CONTEXT_QUERY!, { input: { intent: 'CONTINUE' } });
    assert.equal(bad.body.errors[0].extensions.errorClass, 'VALIDATION');
    assert.equal(bad.body.errors[0].extensions.errorType, 'user_error');
    assert.deepEqual(bad.body.errors[0].extensions.inputPath, ['input', 'paymentMethodUsage']);
    await api.merchant({ venmoEnabled: false });
    const off = await api.graphQL(Q.CREATE_PAYMENT_CONTEXT_QUERY!, {
      input: { paymentMethodUsage: 'SINGLE_USE', intent: 'CONTINUE' },
    });
    assert.equal(off.body.errors[0].message, 'Venmo is not enabled for this merchant account.');
  });

  it('goes SCANNED then APPROVED from the approval page, with a VenmoAccount nonce and the username', async () => {
    const { id } = await createContext();
    assert.equal((await decide(id, 'scan')).body.status, 'SCANNED');
    assert.equal((await poll(id)).status, 'SCANNED');
    assert.equal((await decide(id, 'approve')).body.status, 'APPROVED');
    const node = await poll(id);
    assert.equal(node.status, 'APPROVED');
    assert.equal(node.userName, '@venmojoe');
    assert.equal(node.payerInfo.userName, 'venmojoe');
    const record = emulator.state.consumeNonce(node.paymentMethodId);
    assert.ok(record.ok);
    assert.equal(record.record.instrument.type, 'VenmoAccount');
    assert.equal(record.record.instrument.details.username, 'venmojoe');
  });

  it('approves as another username when the page names one', async () => {
    const { id } = await createContext();
    await decide(id, 'approve', { username: '@venmo_jane' });
    assert.equal((await poll(id)).userName, '@venmo_jane');
    assert.equal((await decide(id, 'cancel')).status, 409);
  });

  it('ends CANCELED or FAILED from the page, with no nonce', async () => {
    for (const [action, status] of [
      ['cancel', 'CANCELED'],
      ['error', 'FAILED'],
    ]) {
      const { id } = await createContext();
      await decide(id, action!);
      const node = await poll(id);
      assert.equal(node.status, status);
      assert.equal(node.paymentMethodId, null);
    }
  });

  it('lets the SDK cancel or expire an open context, and not a finished one', async () => {
    const { id } = await createContext();
    const update = (status: string) => api.graphQL(Q.UPDATE_PAYMENT_CONTEXT_QUERY!, { input: { id, status } });
    assert.equal((await update('APPROVED')).body.errors[0].extensions.errorClass, 'VALIDATION');
    assert.equal((await update('CANCELED')).body.errors, undefined);
    assert.equal((await poll(id)).status, 'CANCELED');
    assert.match((await update('EXPIRED')).body.errors[0].message, /already CANCELED/);
  });

  it('answers a null node for an unknown context', async () => {
    assert.equal(await poll('bm90LWEtY29udGV4dA'), null);
  });

  it('plays the control outcome over the next polls of a mobile context: SCANNED, then the outcome', async () => {
    const mobile = { paymentMethodUsage: 'SINGLE_USE', intent: 'CONTINUE', customerClient: 'MOBILE_WEB' };
    for (const [outcome, final] of [
      ['approve', 'APPROVED'],
      ['cancel', 'CANCELED'],
      ['error', 'FAILED'],
    ]) {
      await api.nextOutcome('venmo', outcome!);
      const { id } = await createContext(mobile);
      assert.equal((await poll(id)).status, 'SCANNED');
      const node = await poll(id);
      assert.equal(node.status, final);
      assert.equal(node.paymentMethodId !== null, final === 'APPROVED');
    }
    // Used once: the next context waits for the shopper.
    const { id } = await createContext();
    assert.equal((await poll(id)).status, 'CREATED');
  });

  it('leaves a desktop cancel or error to the approval page, once, and plays a desktop approve over the polls', async () => {
    const pageOutcome = (id: string) => api.call('POST', '/web/emulator/venmo/page-outcome', { id });
    for (const outcome of ['cancel', 'error']) {
      await api.nextOutcome('venmo', outcome);
      const { id } = await createContext();
      assert.equal((await poll(id)).status, 'SCANNED');
      assert.equal((await poll(id)).status, 'SCANNED');
      assert.equal((await pageOutcome(id)).body.outcome, outcome);
      assert.equal((await pageOutcome(id)).body.outcome, null);
    }
    await api.nextOutcome('venmo', 'approve');
    const { id } = await createContext();
    assert.equal((await pageOutcome(id)).body.outcome, null);
    await poll(id);
    assert.equal((await poll(id)).status, 'APPROVED');
  });

  it('forgets contexts on reset', async () => {
    const { id } = await createContext();
    await api.call('POST', '/__emulator/reset');
    assert.equal(await poll(id), null);
  });
});

describe("Venmo's desktop approval page", () => {
  it('is served where braintree-web frames it, with a strict policy and its script', async () => {
    const page = await api.call('GET', '/web/3.144.0/html/venmo-desktop-frame.html');
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    const src = /<script src="([^"]+)"/.exec(page.text)?.[1];
    assert.ok(src);
    const script = await api.call('GET', src);
    assert.equal(script.status, 200, script.text);
    assert.match(script.text, /VENMO_DESKTOP_IFRAME_READY/);
  });

  it('refuses an unknown context and an unknown move', async () => {
    assert.equal((await decide('nope', 'approve')).status, 404);
    const { id } = await createContext();
    assert.equal((await decide(id, 'dance')).status, 400);
    assert.equal((await decide(id, 'approve', { username: '<b>' })).status, 400);
  });
});

describe('Venmo payment context lifetime', () => {
  it('expires an open context after five minutes, and keeps a finished one', async (t) => {
    const { VenmoContextStore } = await import('../../emulator/venmo/contexts.js');
    t.mock.timers.enable({ apis: ['Date'], now: Date.parse('2026-01-01T00:00:00Z') });
    const store = new VenmoContextStore();
    const fields = {
      gatewayMerchantId: 'm',
      merchantId: 'p',
      intent: 'CONTINUE',
      paymentMethodUsage: 'SINGLE_USE',
      customerClient: 'MOBILE_WEB',
    };
    const open = store.create(fields);
    const canceled = store.create(fields);
    canceled.status = 'CANCELED';
    t.mock.timers.tick(299_999);
    assert.equal(store.get(open.id)?.status, 'CREATED');
    t.mock.timers.tick(1);
    assert.equal(store.get(open.id)?.status, 'EXPIRED');
    assert.equal(store.get(canceled.id)?.status, 'CANCELED');
  });
});
