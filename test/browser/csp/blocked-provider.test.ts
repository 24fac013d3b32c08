import { expect } from '@open-wc/testing';
import { mountDropin, q, unmountAll } from '../dropin/dropin-harness.js';
import { installPaymentScriptPolicy } from '../../../elements/trusted-types.js';
import { pageNonce } from './violations.js';

installPaymentScriptPolicy();

const PAYPAL = { flow: 'checkout' as const, amount: '10.00', currency: 'USD' };

/**
 * This file's page gets a second policy, as a merchant's that forgot PayPal's hosts: scripts only
 * from the page itself and Braintree. Both policies apply; the stricter wins.
 */
function forgetPayPalInThePolicy(): void {
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = `script-src 'self' 'nonce-${pageNonce()}' https://*.braintreegateway.com`;
  document.head.append(meta);
}

describe('<payment-dropin> when the page policy blocks a provider script', () => {
  const logged: string[] = [];
  const original = console.error;

  before(forgetPayPalInThePolicy);
  beforeEach(() => {
    logged.length = 0;
    console.error = (...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
      original.apply(console, args);
    };
  });
  afterEach(async () => {
    console.error = original;
    await unmountAll();
  });

  it('names the blocked PayPal script and what to allow, shows PayPal disabled, and keeps the card working', async () => {
    const el = await mountDropin({ paypal: PAYPAL });
    const paypal = q<HTMLButtonElement>(el, '[data-option="paypal"]')!;
    expect(paypal.getAttribute('aria-disabled')).to.equal('true');
    expect(el.getAvailablePaymentOptions()).to.deep.equal(['card', 'paypal']);
    const report = logged.find((line) => line.includes('Content-Security-Policy blocked'));
    expect(report, logged.join('\n')).to.match(
      /^<payment-dropin>: The page's Content-Security-Policy blocked https:\/\/www\.paypal\.com\/sdk\/js\S* \(script-src-elem\), which PayPal needs\. Allow https:\/\/www\.paypal\.com in script-src\.$/,
    );
  });
});
