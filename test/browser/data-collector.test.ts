import { expect, waitUntil } from '@open-wc/testing';
import braintreeClient from 'braintree-web/client';
import type { Client } from 'braintree-web/client';
import { createDataCollector, type DeviceDataCollector } from '../../elements/provider/data-collector.js';
import { clearFaults, clientToken, emulatorState, fault } from './support/emulator.js';

const FNCLS = 'fnparams-dede7cc5-15fd-4c75-a9f4-36c430ee3a99';
const FRAUDNET_URL = 'https://c.paypal.com/da/r/fb.js';

interface EmulatedFraudnet {
  sessions: Array<{ correlationId: string; source: string; sandbox: boolean; beacon: boolean }>;
}

type CreateDataCollector = typeof createDataCollector;

/**
 * braintree-web caches the Fraudnet script load (and the first correlation id) per page: a load
 * that failed fails forever after. A fresh same-origin frame gets its own copy of the provider
 * and of braintree-web, so a failure can be tested without spoiling this page.
 */
async function providerInFreshFrame(): Promise<{ create: CreateDataCollector; frame: HTMLIFrameElement }> {
  const frame = document.createElement('iframe');
  frame.srcdoc = '<!doctype html><html><head></head><body></body></html>';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Window & { __provider?: Promise<CreateDataCollector> };
  const ready = new Promise<CreateDataCollector>((resolve, reject) => {
    (win as unknown as { __resolve: unknown }).__resolve = resolve;
    (win as unknown as { __reject: unknown }).__reject = reject;
  });
  const script = frame.contentDocument!.createElement('script');
  script.type = 'module';
  script.textContent =
    "import('/elements/provider/data-collector.ts').then((m) => window.__resolve(m.createDataCollector), window.__reject);";
  frame.contentDocument!.head.append(script);
  return { create: await ready, frame };
}

describe('data collector provider (braintree-web data-collector, emulated Fraudnet)', () => {
  let client: Client | undefined;
  let collector: DeviceDataCollector | undefined;

  afterEach(async () => {
    await clearFaults();
    await collector?.teardown();
    await (client as unknown as { teardown(): Promise<void> } | undefined)?.teardown();
    collector = undefined;
    client = undefined;
  });

  it('yields device data with a correlation id, loading the stand-in fb.js and sending its beacon', async () => {
    client = await braintreeClient.create({ authorization: await clientToken() });
    collector = await createDataCollector({ client, options: true });

    const data = JSON.parse(collector.deviceData) as { correlation_id?: unknown };
    expect(Object.keys(data)).to.deep.equal(['correlation_id']);
    const correlationId = data.correlation_id as string;
    const sessionId = (client.getConfiguration() as unknown as { analyticsMetadata: { sessionId: string } })
      .analyticsMetadata.sessionId;
    expect(correlationId).to.equal(sessionId.slice(0, 32));

    expect(document.querySelector(`script[src="${FRAUDNET_URL}"]`)).to.not.equal(null);
    const block = document.querySelector(`script[fncls="${FNCLS}"]`);
    expect(JSON.parse(block?.textContent ?? '{}')).to.include({
      f: correlationId,
      s: 'BRAINTREE_SIGNIN',
      sandbox: true,
    });

    const fraudnet = (window as unknown as { __emulatedFraudnet?: EmulatedFraudnet }).__emulatedFraudnet;
    expect(fraudnet?.sessions.at(-1)).to.deep.include({ correlationId, beacon: true, sandbox: true });
    await waitUntil(
      async () =>
        (await emulatorState()).analytics.some(
          (a) => a.url.includes('/counter.cgi') && (a.body as { p?: string }).p === correlationId,
        ),
      'the Fraudnet beacon did not reach the emulator',
      { interval: 100, timeout: 5000 },
    );

    await collector.teardown();
    expect(document.querySelector(`script[fncls="${FNCLS}"]`)).to.equal(null);
  });

  it('uses the merchant’s riskCorrelationId', async () => {
    client = await braintreeClient.create({ authorization: await clientToken() });
    const riskCorrelationId = `risk-${Math.random().toString(36).slice(2, 12)}`;
    collector = await createDataCollector({ client, options: { riskCorrelationId } });
    expect(JSON.parse(collector.deviceData)).to.deep.equal({ correlation_id: riskCorrelationId });
  });

  it('rejects with braintree-web’s error when fb.js fails to load', async () => {
    const { create, frame } = await providerInFreshFrame();
    try {
      client = await braintreeClient.create({ authorization: await clientToken() });
      await fault({ route: 'GET /da/r/fb.js', status: 500 });
      const error = await create({ client }).then(
        () => {
          throw new Error('expected a rejection');
        },
        (e: unknown) => e as { code?: string; name?: string },
      );
      expect(error.name).to.equal('BraintreeError');
      expect(error.code).to.equal('DATA_COLLECTOR_REQUIRES_CREATE_OPTIONS');
    } finally {
      frame.remove();
    }
  });
});
