/**
 * Each locale's words are code of their own, fetched as the widget sets up. When that fetch fails (a dropped network, a
 * chunk gone after the merchant deployed again), the widget still sets up in English and pays, says why in the console,
 * and says it speaks English: a screen reader would otherwise voice English words in the locale's language. Its English
 * is laid out left to right, as English reads, though Arabic would be right to left.
 *
 * The test server refuses Arabic's module for this whole file (test/support/module-faults.mjs), past the browser's
 * cache. Chromium keeps the failure for later pages of the same browser, so each file of this suite runs in a browser
 * of its own (`WTR_FAULTS=1`, one run per file).
 */
import { expect } from '@open-wc/testing';
import { enUS } from '../../../elements/i18n/en-US.js';
import { refusedForTheFile } from '../support/module-faults.js';
import { fillCard, mountDropin, q } from '../dropin/dropin-harness.js';

const ARABIC_MODULE = '/elements/i18n/ar-EG.ts';

describe("<payment-dropin> when its locale's words cannot be fetched", () => {
  const { logged } = refusedForTheFile([ARABIC_MODULE]);

  it('sets up in English, says so in its language, direction and in the console, and pays', async () => {
    const el = await mountDropin({ locale: 'ar_EG' });
    expect(q(el, '[data-view="card"] h2')?.textContent?.trim()).to.equal(enUS.payWithCard);
    expect(q(el, '.panel')!.lang, 'the language of the words shown').to.equal('en-US');
    expect(getComputedStyle(q(el, '.panel')!).direction, 'the direction of the words shown').to.equal('ltr');
    expect(el.querySelector<HTMLIFrameElement>('iframe[name="braintree-hosted-field-number"]')!.title).to.equal(
      enUS.cardNumberLabel,
    );
    const said = logged.filter(
      ([message]) => message === '<payment-dropin>: the words of locale ar_EG failed to load; English stands in.',
    );
    expect(said, 'the console says why the widget is in English').to.have.length(1);
    await expect(el).to.be.accessible();
    await fillCard(el);
    const payload = await el.requestPaymentMethod();
    expect(payload.type).to.equal('CreditCard');
  });

  it("keeps the merchant's own words for the locale when its strings cannot be fetched", async () => {
    const el = await mountDropin({ locale: 'ar_EG', translations: { payWithCard: 'ادفع بالبطاقة' } });
    expect(q(el, '[data-view="card"] h2')?.textContent?.trim()).to.equal('ادفع بالبطاقة');
  });
});
