import { expect } from '@open-wc/testing';
import braintreeClient from 'braintree-web/client/index.js';
import applePay from 'braintree-web/apple-pay/index.js';
import type { ApplePay, ApplePayPayload } from 'braintree-web/apple-pay';
import { clientToken, configureMerchant, resetEmulator } from './support/emulator.js';
import { APPLE_PAY_SESSION_SCRIPT, loadScript, nextWalletOutcome, rejection } from './support/wallets.js';

type Session = {
  begin(): void;
  completeMerchantValidation(session: unknown): void;
  completePayment(status: number): void;
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: Record<string, unknown> } }) => void) | null;
  oncancel: (() => void) | null;
};
type SessionClass = {
  new (version: number, request: unknown): Session;
  supportsVersion(version: number): boolean;
  canMakePaymentsWithActiveCard(merchantIdentifier: string): Promise<boolean>;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
};
const page = window as unknown as { ApplePaySession?: SessionClass };

/** One Apple Pay sheet, as a page drives it with braintree-web: validation, then tokenize or cancel. */
function pay(instance: ApplePay): Promise<ApplePayPayload | 'canceled'> {
  const ApplePaySession = page.ApplePaySession!;
  const request = instance.createPaymentRequest({ total: { label: 'Emulated shop', amount: '10.00' } });
  const session = new ApplePaySession(2, request);
  return new Promise((resolve, reject) => {
    session.onvalidatemerchant = (event) => {
      instance
        .performValidation({ validationURL: event.validationURL, displayName: 'Emulated shop' })
        .then((merchantSession) => session.completeMerchantValidation(merchantSession))
        .catch(reject);
    };
    session.onpaymentauthorized = (event) => {
      instance
        .tokenize({ token: event.payment.token })
        .then((payload) => {
          session.completePayment(ApplePaySession.STATUS_SUCCESS);
          resolve(payload);
        })
        .catch((error: unknown) => {
          session.completePayment(ApplePaySession.STATUS_FAILURE);
          reject(error as Error);
        });
    };
    session.oncancel = () => resolve('canceled');
    session.begin();
  });
}

describe('Apple Pay with the real braintree-web apple-pay module, on the ApplePaySession stand-in', () => {
  before(async () => {
    await loadScript(APPLE_PAY_SESSION_SCRIPT);
  });
  beforeEach(() => resetEmulator());

  async function instance(): Promise<ApplePay> {
    const client = await braintreeClient.create({ authorization: await clientToken() });
    return applePay.create({ client });
  }

  it('supports session version 2 where the page has no ApplePaySession of its own', () => {
    expect(page.ApplePaySession).to.be.a('function');
    expect(page.ApplePaySession!.supportsVersion(2)).to.equal(true);
    expect(page.ApplePaySession!.supportsVersion(99)).to.equal(false);
  });

  it('validates the merchant and tokenizes the payment into an ApplePayCard nonce', async () => {
    const payload = await pay(await instance());
    expect(payload).to.not.equal('canceled');
    const card = payload as ApplePayPayload;
    expect(card.type).to.equal('ApplePayCard');
    expect(card.nonce).to.match(/^tokencc_/);
    expect(card.details.cardType).to.equal('Visa');
    expect(card.details.dpanLastTwo).to.equal('11');
  });

  it('reports the shopper cancel through oncancel, with no tokenization', async () => {
    await nextWalletOutcome('apple-pay', 'cancel');
    expect(await pay(await instance())).to.equal('canceled');
  });

  it('fails tokenization with APPLE_PAY_TOKENIZATION when the gateway cannot open the token', async () => {
    await nextWalletOutcome('apple-pay', 'error');
    const error = await rejection(pay(await instance()));
    expect(error.code).to.equal('APPLE_PAY_TOKENIZATION');
  });

  it('answers no active card once when the control says so', async () => {
    const ap = await instance();
    await nextWalletOutcome('apple-pay', 'no-active-card');
    expect(await page.ApplePaySession!.canMakePaymentsWithActiveCard(ap.merchantIdentifier!)).to.equal(false);
    expect(await page.ApplePaySession!.canMakePaymentsWithActiveCard(ap.merchantIdentifier!)).to.equal(true);
  });

  it('is refused by braintree-web when the merchant has Apple Pay switched off', async () => {
    await configureMerchant({ applePayEnabled: false });
    const error = await rejection(instance());
    expect(error.code).to.equal('APPLE_PAY_NOT_ENABLED');
  });

  it('keeps a real ApplePaySession when the page has one', async () => {
    const own = page.ApplePaySession;
    const real = class {} as unknown as SessionClass;
    page.ApplePaySession = real;
    try {
      await loadScript(`${APPLE_PAY_SESSION_SCRIPT}?again`);
      expect(page.ApplePaySession).to.equal(real);
    } finally {
      page.ApplePaySession = own;
    }
  });
});
