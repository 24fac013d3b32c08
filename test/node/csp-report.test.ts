import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeViolation, optionPolicyHosts, providerViolation as violationOf } from '../../elements/csp-report.js';
import { OPTIONS } from '../../elements/options/registry.js';

/** The report as the element makes it: with the payment options' hosts from the registry. */
const providerViolation = (event: { blockedURI: string; effectiveDirective: string }) =>
  violationOf(event, optionPolicyHosts(OPTIONS));

describe('Content-Security-Policy reports', () => {
  it("names the part that needs a blocked provider host and the origin to allow in the directive's family", () => {
    const violation = providerViolation({
      blockedURI: 'https://www.paypal.com/sdk/js?components=buttons',
      effectiveDirective: 'script-src-elem',
    });
    assert.deepEqual(violation, {
      part: 'PayPal',
      directive: 'script-src-elem',
      blocked: 'https://www.paypal.com/sdk/js?components=buttons',
      allow: 'https://www.paypal.com',
    });
    assert.equal(
      describeViolation(violation!),
      "The page's Content-Security-Policy blocked https://www.paypal.com/sdk/js?components=buttons (script-src-elem), which PayPal needs. Allow https://www.paypal.com in script-src.",
    );
  });

  it('knows Cardinal (3D Secure), Google Pay and Braintree hosts', () => {
    const part = (url: string): string | undefined =>
      providerViolation({ blockedURI: url, effectiveDirective: 'frame-src' })?.part;
    assert.equal(part('https://songbird.cardinalcommerce.com/edge/v1/songbird.js'), '3D Secure');
    assert.equal(part('https://pay.google.com/gp/p/js/pay.js'), 'Google Pay');
    assert.match(part('https://assets.braintreegateway.com/web/3.x/html/hosted-fields-frame.min.html')!, /card fields/);
  });

  it("leaves out what is not a provider's: inline code, eval, the merchant's own hosts", () => {
    for (const blockedURI of ['inline', 'eval', 'https://cdn.example.com/app.js', 'https://notpaypal.com.evil.test/x'])
      assert.equal(providerViolation({ blockedURI, effectiveDirective: 'script-src-elem' }), null);
  });
});
