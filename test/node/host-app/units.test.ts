import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gatewayModeFromEnv, merchantAccountFromEnv } from '../../../host-app/server/gateway-mode.js';
import { escapeHtml, html } from '../../../host-app/server/html.js';
import { parseAmount } from '../../../host-app/server/money.js';
import { describeInstrument, processorAnswer } from '../../../host-app/server/receipt.js';
import { cardOptions, walletOptions } from '../../../host-app/src/payment-options.js';
import { declineOutcome, statusInWords } from '../../../host-app/server/receipt.js';
import {
  checkoutAddress,
  DEFAULT_SETTINGS,
  readSettings,
  returnAddress,
} from '../../../host-app/server/pages/demo-settings.js';

describe('parseAmount', () => {
  const table: Array<[unknown, string | undefined]> = [
    ['10', '10.00'],
    ['10.5', '10.50'],
    ['2000.00', '2000.00'],
    ['007.10', '7.10'],
    [' 3 ', '3.00'],
    ['0.01', '0.01'],
    ['0', undefined],
    ['0.00', undefined],
    ['-1', undefined],
    ['1.234', undefined],
    ['1e3', undefined],
    ['abc', undefined],
    ['', undefined],
    [undefined, undefined],
    [['10'], undefined],
    ['12345678', undefined],
  ];
  for (const [input, expected] of table) {
    it(`reads ${JSON.stringify(input)} as ${expected ?? 'not an amount'}`, () =>
      assert.equal(parseAmount(input), expected));
  }
});

describe('html``', () => {
  it('escapes interpolated text and attribute values', () => {
    const evil = `"><script>alert('x')</script>&`;
    assert.equal(
      html`<p title="${evil}">${evil}</p>`.toString(),
      '<p title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</p>',
    );
  });

  it('keeps nested html`` output and joins arrays', () => {
    const items = ['a<', 'b'];
    // prettier-ignore
    const list = html`<ul>${items.map((i) => html`<li>${i}</li>`)}</ul>`;
    assert.equal(list.toString(), '<ul><li>a&lt;</li><li>b</li></ul>');
  });

  it('renders nothing for null, undefined and false', () => {
    assert.equal(html`[${null}${undefined}${false}${0}]`.toString(), '[0]');
  });

  it('escapes every special character', () => assert.equal(escapeHtml(`&<>"'`), '&amp;&lt;&gt;&quot;&#39;'));
});

describe('gatewayModeFromEnv', () => {
  it('is emulated without credentials', () => assert.deepEqual(gatewayModeFromEnv({}), { kind: 'emulated' }));

  it('uses Braintree sandbox with all three credentials', () => {
    const mode = gatewayModeFromEnv({
      BRAINTREE_MERCHANT_ID: 'm',
      BRAINTREE_PUBLIC_KEY: 'p',
      BRAINTREE_PRIVATE_KEY: 'k',
    });
    assert.deepEqual(mode, {
      kind: 'braintree',
      credentials: { environment: 'sandbox', merchantId: 'm', publicKey: 'p', privateKey: 'k' },
    });
  });

  it('uses production when asked', () => {
    const mode = gatewayModeFromEnv({
      BRAINTREE_MERCHANT_ID: 'm',
      BRAINTREE_PUBLIC_KEY: 'p',
      BRAINTREE_PRIVATE_KEY: 'k',
      BRAINTREE_ENVIRONMENT: 'production',
    });
    assert.equal(mode.kind === 'braintree' && mode.credentials.environment, 'production');
  });

  it('refuses a partial set of credentials, naming what is missing', () => {
    assert.throws(
      () => gatewayModeFromEnv({ BRAINTREE_MERCHANT_ID: 'm' }),
      /Missing: BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY/,
    );
  });

  for (const environment of ['sandbox', 'production']) {
    it(`refuses BRAINTREE_ENVIRONMENT=${environment} without keys, naming them, instead of starting the emulator`, () => {
      assert.throws(
        () => gatewayModeFromEnv({ BRAINTREE_ENVIRONMENT: environment }),
        new RegExp(
          `BRAINTREE_ENVIRONMENT=${environment} needs the merchant's keys.*` +
            'Missing: BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY',
        ),
      );
    });
  }

  it('refuses an unknown environment', () => {
    assert.throws(
      () =>
        gatewayModeFromEnv({
          BRAINTREE_MERCHANT_ID: 'm',
          BRAINTREE_PUBLIC_KEY: 'p',
          BRAINTREE_PRIVATE_KEY: 'k',
          BRAINTREE_ENVIRONMENT: 'qa',
        }),
      /must be "sandbox", "production" or "development"/,
    );
  });

  const keys = { BRAINTREE_MERCHANT_ID: 'm', BRAINTREE_PUBLIC_KEY: 'p', BRAINTREE_PRIVATE_KEY: 'k' };

  it('asks the merchant for the currency its account charges in with Braintree, and sends the account it names', () => {
    const braintreeMode = gatewayModeFromEnv({ ...keys });
    assert.throws(() => merchantAccountFromEnv({ ...keys }, braintreeMode), /Set BRAINTREE_CURRENCY/);
    assert.throws(
      () => merchantAccountFromEnv({ ...keys, BRAINTREE_CURRENCY: 'euro' }, braintreeMode),
      /three-letter ISO code/,
    );
    assert.deepEqual(
      merchantAccountFromEnv(
        { ...keys, BRAINTREE_CURRENCY: 'EUR', BRAINTREE_MERCHANT_ACCOUNT_ID: 'shop_eur' },
        braintreeMode,
      ),
      { id: 'shop_eur', currency: 'EUR' },
    );
    assert.equal(merchantAccountFromEnv({}, { kind: 'emulated' }), undefined);
  });

  it('points at a gateway of its own with BRAINTREE_ENVIRONMENT=development and BRAINTREE_GATEWAY_URL', () => {
    const mode = gatewayModeFromEnv({
      ...keys,
      BRAINTREE_ENVIRONMENT: 'development',
      BRAINTREE_GATEWAY_URL: 'http://127.0.0.1:4010',
    });
    assert.equal(mode.kind, 'development');
    assert.equal(mode.kind === 'development' && mode.gateway.url.href, 'http://127.0.0.1:4010/');
    assert.equal(mode.kind === 'development' && mode.gateway.merchantId, 'm');
  });

  it('refuses development without a gateway URL or without keys, and a gateway URL with a real environment', () => {
    assert.throws(() => gatewayModeFromEnv({ ...keys, BRAINTREE_ENVIRONMENT: 'development' }), /BRAINTREE_GATEWAY_URL/);
    assert.throws(
      () => gatewayModeFromEnv({ ...keys, BRAINTREE_ENVIRONMENT: 'development', BRAINTREE_GATEWAY_URL: 'ftp://x/' }),
      /the gateway's origin/,
    );
    assert.throws(
      () =>
        gatewayModeFromEnv({ BRAINTREE_ENVIRONMENT: 'development', BRAINTREE_GATEWAY_URL: 'http://127.0.0.1:4010' }),
      /needs the merchant's keys/,
    );
    assert.throws(
      () => gatewayModeFromEnv({ ...keys, BRAINTREE_GATEWAY_URL: 'http://127.0.0.1:4010' }),
      /only read with BRAINTREE_ENVIRONMENT=development/,
    );
  });
});

describe('receipt helpers', () => {
  it('describes a card by brand and last four', () => {
    assert.deepEqual(
      describeInstrument({ id: 't', status: 's', amount: '1.00', creditCard: { cardType: 'Visa', last4: '1111' } }),
      { brand: 'Visa', lastFour: '1111', name: 'Visa ending in 1111' },
    );
  });

  it('names wallets on the receipt from the payment instrument type and its details', () => {
    const base = { id: 't', status: 'settled', amount: '1.00', creditCard: {}, androidPayCard: {}, applePayCard: {} };
    const names = [
      {
        ...base,
        paymentInstrumentType: 'android_pay_card',
        androidPayCard: { sourceCardType: 'Visa', sourceCardLast4: '1111' },
      },
      { ...base, paymentInstrumentType: 'apple_pay_card', applePayCard: { cardType: 'Visa', last4: '1881' } },
      {
        ...base,
        paymentInstrumentType: 'apple_pay_card',
        applePayCard: { cardType: 'Apple Pay - MasterCard', last4: '4444' },
      },
      { ...base, paymentInstrumentType: 'venmo_account', venmoAccount: { username: 'venmojoe' } },
      { ...base, paymentInstrumentType: 'paypal_account', paypalAccount: { payerEmail: 'payer@example.com' } },
      { ...base, paymentInstrumentType: 'credit_card', creditCard: { cardType: 'Visa', last4: '4242' } },
    ].map((t) => describeInstrument(t).name);
    assert.deepEqual(names, [
      'Google Pay, Visa ending in 1111',
      'Apple Pay, Visa ending in 1881',
      'Apple Pay, MasterCard ending in 4444',
      'Venmo, @venmojoe',
      'PayPal, payer@example.com',
      'Visa ending in 4242',
    ]);
  });

  it("words the processor's answer with code and text, or the rejection reason", () => {
    assert.equal(
      processorAnswer({
        id: 't',
        status: 'processor_declined',
        amount: '2000.00',
        processorResponseCode: '2000',
        processorResponseText: 'Do Not Honor',
      }),
      '2000 Do Not Honor',
    );
    assert.equal(
      processorAnswer({
        id: 't',
        status: 'gateway_rejected',
        amount: '5001.00',
        gatewayRejectionReason: 'application_incomplete',
      }),
      'Gateway rejected: application_incomplete',
    );
  });
});

describe('the checkout form options', () => {
  it('shows the save-card box, checked, to a signed-in shopper only', () => {
    assert.deepEqual(cardOptions(true), { vault: { allowVaultCardOverride: true, vaultCard: true } });
    assert.equal(cardOptions(false), undefined);
  });

  it("offers PayPal, PayPal Credit, Venmo, Apple Pay and Google Pay for the order's amount and currency", () => {
    const options = walletOptions({ amount: '12.50', currency: 'EUR' });
    assert.deepEqual(Object.keys(options), ['paypal', 'paypalCredit', 'venmo', 'applePay', 'googlePay']);
    assert.deepEqual(options.paypal, { flow: 'checkout', amount: '12.50', currency: 'EUR' });
    assert.deepEqual(options.paypalCredit, options.paypal);
    assert.equal(options.applePay.paymentRequest.total.amount, '12.50');
    assert.deepEqual(options.googlePay, {
      googlePayVersion: 2,
      transactionInfo: { currencyCode: 'EUR', totalPriceStatus: 'FINAL', totalPrice: '12.50' },
    });
    assert.deepEqual(walletOptions({ amount: '1.00', currency: 'USD', googlePayMerchantId: 'BCR2DN4T' }).googlePay, {
      googlePayVersion: 2,
      merchantId: 'BCR2DN4T',
      transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '1.00' },
    });
  });

  it('offers no Google Pay when its merchant id is off (GOOGLE_PAY_MERCHANT_ID=off), the other wallets as before', () => {
    const options = walletOptions({ amount: '1.00', currency: 'USD', googlePayMerchantId: 'off' });
    assert.equal(options.googlePay, false);
    assert.deepEqual(options.paypal, { flow: 'checkout', amount: '1.00', currency: 'USD' });
    assert.equal(options.applePay.paymentRequest.total.amount, '1.00');
  });
});

describe('the receipt and decline pages in plain words', () => {
  it('says "Paid" for a sale submitted for settlement or settled, and never the raw status', () => {
    for (const status of ['submitted_for_settlement', 'settling', 'settled', 'settlement_pending'])
      assert.equal(statusInWords(status), 'Paid', status);
    assert.equal(statusInWords('authorized'), 'Approved, to be charged when your order ships');
    assert.doesNotMatch(statusInWords('some_new_status'), /_/);
  });

  it('sorts declines into the bank said no, try another card, and the processor is unavailable', () => {
    const table: Array<[string, string | undefined, string]> = [
      ['processor_declined', '2000 Do Not Honor', 'declined'],
      ['processor_declined', '2046 Declined', 'declined'],
      ['processor_declined', '2004 Expired Card', 'try-another-card'],
      ['processor_declined', '2010 Card Issuer Declined CVV', 'try-another-card'],
      ['gateway_rejected', 'Gateway rejected: cvv', 'try-another-card'],
      ['failed', '3000 Processor Network Unavailable - Try Again', 'processor-unavailable'],
      ['processor_declined', undefined, 'declined'],
    ];
    for (const [status, processorAnswer, outcome] of table)
      assert.equal(declineOutcome({ status, processorAnswer }), outcome, `${status} ${processorAnswer}`);
  });
});

describe('the demo settings', () => {
  it('reads each setting from the address, and keeps the default for anything it does not know', () => {
    assert.deepEqual(
      readSettings({
        locale: 'he_IL',
        theme: 'dark',
        wallets: '0',
        express: '1',
        vaultManager: '1',
        threeDSecure: '1',
      }),
      { locale: 'he_IL', theme: 'dark', wallets: false, express: true, vaultManager: true, threeDSecure: true },
    );
    assert.deepEqual(
      readSettings({ locale: 'xx_XX', theme: ['dark', 'light'], wallets: 'no', express: 'yes', vaultManager: '' }),
      DEFAULT_SETTINGS,
    );
  });

  it('never reads who pays from the address (a link cannot sign anyone in)', () => {
    assert.deepEqual(readSettings({ guest: '0' }), DEFAULT_SETTINGS);
  });

  it('writes an address that reads back as the same settings, naming only what is not the default', () => {
    const settings = readSettings({
      locale: 'ja_JP',
      theme: 'light',
      wallets: '1',
      express: '1',
      vaultManager: '1',
      threeDSecure: '1',
    });
    const address = checkoutAddress('12.50', settings);
    assert.equal(address, '/?amount=12.50&locale=ja_JP&theme=light&express=1&vaultManager=1&threeDSecure=1');
    assert.deepEqual(readSettings(Object.fromEntries(new URL(address, 'http://x').searchParams)), settings);
    assert.equal(checkoutAddress('10.00', DEFAULT_SETTINGS), '/');
  });

  it('sends sign-in and sign-out back to the checkout only', () => {
    assert.equal(returnAddress('/?locale=de_DE&guest=0'), '/?locale=de_DE');
    assert.equal(returnAddress('https://evil.example/?locale=de_DE'), '/');
    assert.equal(returnAddress('/orders/x'), '/');
    assert.equal(returnAddress('/?amount=abc'), '/');
  });
});
