import { expect } from '@open-wc/testing';
import braintreeClient from 'braintree-web/client/index.js';
import googlePayment from 'braintree-web/google-payment/index.js';
import type { GooglePayment } from 'braintree-web/google-payment';
import { clientToken, configureMerchant, resetEmulator } from './support/emulator.js';
import { GOOGLE_PAY_SCRIPT, loadScript, nextWalletOutcome, rejection } from './support/wallets.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
interface PaymentsClient {
  isReadyToPay(request: Json): Promise<{ result: boolean }>;
  createButton(options: Json): HTMLElement;
  loadPaymentData(request: Json): Promise<Json>;
}
const page = window as unknown as {
  google?: { payments: { api: { PaymentsClient: new (options: Json) => PaymentsClient } } };
};

const TRANSACTION = { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '10.00' };

describe('Google Pay with the real braintree-web google-payment module, on the Google Pay API stand-in', () => {
  before(async () => {
    await loadScript(GOOGLE_PAY_SCRIPT);
  });
  beforeEach(() => resetEmulator());

  async function setUp(googlePayVersion: 1 | 2 = 2): Promise<{ gp: GooglePayment; payments: PaymentsClient }> {
    const client = await braintreeClient.create({ authorization: await clientToken() });
    const gp = await googlePayment.create({ client, googlePayVersion });
    return { gp, payments: new page.google!.payments.api.PaymentsClient({ environment: 'TEST' }) };
  }

  it('is ready to pay with the card method braintree-web builds', async () => {
    const { gp, payments } = await setUp();
    const request = gp.createPaymentDataRequest({ transactionInfo: TRANSACTION }) as Json;
    const ready = await payments.isReadyToPay({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: request.allowedPaymentMethods,
    });
    expect(ready.result).to.equal(true);
  });

  it('creates a short button that calls its click handler', async () => {
    const { payments } = await setUp();
    let clicks = 0;
    const wrapper = payments.createButton({ buttonType: 'short', onClick: () => (clicks += 1) });
    document.body.append(wrapper);
    try {
      const button = wrapper.querySelector('button')!;
      expect(button.dataset.buttonType).to.equal('short');
      button.click();
      expect(clicks).to.equal(1);
    } finally {
      wrapper.remove();
    }
  });

  it('pays (v2): loadPaymentData, then parseResponse gives an AndroidPayCard nonce', async () => {
    const { gp, payments } = await setUp(2);
    const data = await payments.loadPaymentData(gp.createPaymentDataRequest({ transactionInfo: TRANSACTION }));
    const payload = (await gp.parseResponse(data)) as Json;
    expect(payload.type).to.equal('AndroidPayCard');
    expect(payload.nonce).to.match(/^tokencc_/);
    expect(payload.details.cardType).to.equal('Visa');
    expect(payload.details.lastFour).to.equal('1111');
  });

  it('pays (v1, braintree-web default): the token comes under paymentMethodToken', async () => {
    const { gp, payments } = await setUp(1);
    const data = await payments.loadPaymentData(gp.createPaymentDataRequest({ transactionInfo: TRANSACTION }));
    const payload = (await gp.parseResponse(data)) as Json;
    expect(payload.type).to.equal('AndroidPayCard');
  });

  it('rejects with statusCode CANCELED when the shopper closes the sheet', async () => {
    const { gp, payments } = await setUp();
    await nextWalletOutcome('google-pay', 'cancel');
    const error = (await rejection(
      payments.loadPaymentData(gp.createPaymentDataRequest({ transactionInfo: TRANSACTION })),
    )) as unknown as Json;
    expect(error.statusCode).to.equal('CANCELED');
  });

  it('rejects with statusCode DEVELOPER_ERROR and a message when the sheet fails', async () => {
    const { gp, payments } = await setUp();
    await nextWalletOutcome('google-pay', 'error');
    const error = (await rejection(
      payments.loadPaymentData(gp.createPaymentDataRequest({ transactionInfo: TRANSACTION })),
    )) as unknown as Json;
    expect(error.statusCode).to.equal('DEVELOPER_ERROR');
    expect(error.statusMessage).to.be.a('string').and.not.equal('');
  });

  it('is refused by braintree-web when the merchant has Google Pay switched off', async () => {
    await configureMerchant({ googlePayEnabled: false });
    const error = await rejection(setUp());
    expect(error.code).to.equal('GOOGLE_PAYMENT_NOT_ENABLED');
  });
});
