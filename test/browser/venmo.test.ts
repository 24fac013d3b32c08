import { expect } from '@open-wc/testing';
import braintreeClient from 'braintree-web/client/index.js';
import venmo from 'braintree-web/venmo/index.js';
import type { Venmo } from 'braintree-web/venmo';
import { clientToken, configureMerchant, resetEmulator } from './support/emulator.js';
import { nextWalletOutcome, rejection } from './support/wallets.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** braintree-web's static support check (missing from its type declarations). */
const isBrowserSupported = (venmo as unknown as { isBrowserSupported(options?: Json): boolean }).isBrowserSupported;

function desktopFrame(): HTMLIFrameElement | null {
  return document.querySelector<HTMLIFrameElement>('iframe[name="venmo-desktop-iframe"]');
}

describe("Venmo with the real braintree-web venmo module, on the emulator's desktop approval page", () => {
  let instance: Venmo | undefined;

  beforeEach(() => resetEmulator());
  afterEach(async () => {
    await instance?.teardown();
    instance = undefined;
  });

  async function create(): Promise<Venmo> {
    const client = await braintreeClient.create({ authorization: await clientToken() });
    instance = await venmo.create({
      client,
      allowDesktop: true,
      paymentMethodUsage: 'single_use',
    } as Parameters<typeof venmo.create>[0]);
    return instance;
  }

  it('is supported on a desktop browser when desktop is allowed, and not otherwise', () => {
    expect(isBrowserSupported({ allowDesktop: true })).to.equal(true);
    expect(isBrowserSupported()).to.equal(false);
  });

  it('frames the approval page from the assets host, and pays with a VenmoAccount nonce for @venmojoe', async () => {
    const v = await create();
    const frame = desktopFrame();
    expect(frame, 'the desktop frame').to.exist;
    expect(new URL(frame!.src).pathname).to.match(/\/web\/[^/]+\/html\/venmo-desktop-frame\.html$/);
    await nextWalletOutcome('venmo', 'approve');
    const payload = (await v.tokenize()) as unknown as Json;
    expect(payload.type).to.equal('VenmoAccount');
    expect(payload.nonce).to.match(/^tokencc_/);
    expect(payload.details.username).to.equal('@venmojoe');
    expect(payload.details.paymentContextId).to.be.a('string').and.not.equal('');
    expect(frame!.style.display).to.equal('none');
  });

  it('rejects with VENMO_DESKTOP_CANCELED when the shopper closes the approval page', async () => {
    const v = await create();
    await nextWalletOutcome('venmo', 'cancel');
    const error = await rejection(v.tokenize());
    expect(error.code).to.equal('VENMO_DESKTOP_CANCELED');
  });

  it('rejects with VENMO_DESKTOP_UNKNOWN_ERROR when the approval page fails', async () => {
    const v = await create();
    await nextWalletOutcome('venmo', 'error');
    const error = await rejection(v.tokenize());
    expect(error.code).to.equal('VENMO_DESKTOP_UNKNOWN_ERROR');
  });

  it('refuses a second tokenize while one is in progress', async () => {
    const v = await create();
    await nextWalletOutcome('venmo', 'cancel');
    const first = v.tokenize();
    const second = await rejection(v.tokenize());
    expect(second.code).to.equal('VENMO_TOKENIZATION_REQUEST_ACTIVE');
    expect((await rejection(first)).code).to.equal('VENMO_DESKTOP_CANCELED');
  });

  it('is refused by braintree-web when the merchant has Venmo switched off', async () => {
    await configureMerchant({ venmoEnabled: false });
    const error = await rejection(create());
    expect(error.code).to.equal('VENMO_NOT_ENABLED');
  });
});
