import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { enUS } from '../../../elements/i18n/en-US.js';
import { loadTranslations, supportedLocales, type SupportedLocale } from '../../../elements/i18n/index.js';
import { escapeHtml } from '../../../host-app/server/html.js';
import {
  CARD_SHEET_SKELETON,
  cardSheetSkeleton,
  OPTIONS_LIST_SKELETON,
  optionsListSkeleton,
  paymentSkeleton,
} from '../../../host-app/server/skeleton.js';
import { checkoutHtml } from './support/checkout-html.js';

/** The words of a piece of markup in the order they appear (tags dropped, entities kept). */
function words(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The payment container of a checkout page. */
function container(page: string): string {
  const start = page.search(/<div\s+data-payment-form/);
  const end = page.indexOf('<button type="submit"', start);
  assert.ok(start >= 0 && end > start, 'the page has a payment container before its Pay button');
  return page.slice(start, end);
}

function checkout(locale: SupportedLocale, wallets: boolean): string {
  return checkoutHtml({ settings: { locale, wallets } });
}

describe("the payment container's skeleton", () => {
  for (const locale of supportedLocales) {
    it(`shows the card sheet's heading, labels with their hints and notice in ${locale}, in the widget's words`, async () => {
      const t = await loadTranslations(locale);
      const expected = [
        t.payWithCard,
        t.cardNumberLabel,
        `${t.expirationDateLabel} ${t.expirationDateLabelSubheading}`,
        `${t.cvvLabel} ${t.cvvThreeDigitLabelSubheading}`,
        t.postalCodeLabel,
        t.noticeOfCollection,
      ];
      assert.equal(words(paymentSkeleton(locale, false).toString()), words(escapeHtml(expected.join(' '))));
    });

    it(`shows the options list's question and each way's name in ${locale}, in the widget's words`, async () => {
      const t = await loadTranslations(locale);
      const expected = [
        t.chooseAWayToPay,
        t.Card,
        t.PayPal,
        t['PayPal Credit'],
        t.Venmo,
        t['Apple Pay'],
        t['Google Pay'],
      ];
      assert.equal(words(paymentSkeleton(locale, true).toString()), words(escapeHtml(expected.join(' '))));
    });
  }

  it('is the one the checkout page puts in its payment container, in the locale the page asks for', async () => {
    const german = await loadTranslations('de_DE');
    const cards = container(checkout('de_DE', false));
    assert.ok(cards.includes(paymentSkeleton('de_DE', false).toString()));
    assert.ok(cards.includes(escapeHtml(german.payWithCard)));
    assert.ok(!cards.includes(escapeHtml(enUS.payWithCard)), 'no English heading on a German page');
    const arabic = await loadTranslations('ar_EG');
    const options = container(checkout('ar_EG', true));
    assert.ok(options.includes(paymentSkeleton('ar_EG', true).toString()));
    assert.ok(options.includes(escapeHtml(arabic.chooseAWayToPay)));
    assert.ok(container(checkout('en_US', true)).includes(OPTIONS_LIST_SKELETON));
    assert.ok(container(checkout('en_US', false)).includes(CARD_SHEET_SKELETON));
  });

  it("keeps the express row's room above the options list only on a page that asks for the row", () => {
    const EXPRESS_BOX = /class="options-skeleton__express-button/g;
    const express = container(checkoutHtml({ settings: { locale: 'en_US', wallets: true, express: true } }));
    assert.equal(express.match(EXPRESS_BOX)?.length, 5, "one box per wallet's button");
    assert.ok(express.indexOf('options-skeleton__express') < express.indexOf('options-skeleton__title'), 'above');
    assert.ok(express.includes(paymentSkeleton('en_US', true, true).toString()));
    assert.equal(container(checkout('en_US', true)).match(EXPRESS_BOX), null, 'none without the row');
    const cardsOnly = container(checkoutHtml({ settings: { locale: 'en_US', wallets: false, express: true } }));
    assert.equal(cardsOnly.match(EXPRESS_BOX), null, 'none with cards only, where the widget draws no row');
  });

  it("holds the checkout's first paint until the parser has passed the skeleton", () => {
    for (const wallets of [true, false]) {
      const page = checkout('en_US', wallets);
      const expect = /<link rel="expect" href="#([\w-]+)" blocking="render" \/>/.exec(page);
      assert.ok(expect && expect.index < page.indexOf('<body'), 'a render-blocking expect link in the head');
      const target = page.indexOf(`id="${expect[1]}"`);
      assert.ok(target > 0, 'the element it waits for is on the page');
      const skeleton = page.indexOf(wallets ? OPTIONS_LIST_SKELETON : CARD_SHEET_SKELETON);
      assert.ok(skeleton > 0 && target > skeleton, 'and comes after the skeleton');
    }
  });

  it('puts every string in escaped', () => {
    const hostile = '<img src=x onerror="alert(1)"> & \'quoted\'';
    const strings = {
      ...enUS,
      payWithCard: hostile,
      noticeOfCollection: hostile,
      chooseAWayToPay: hostile,
      Venmo: hostile,
    };
    for (const markup of [cardSheetSkeleton(strings).toString(), optionsListSkeleton(strings).toString()]) {
      assert.ok(markup.includes(escapeHtml(hostile)), 'the string is there, escaped');
      assert.ok(!markup.includes('<img'), 'no markup from a string');
      assert.ok(!markup.includes(hostile));
    }
  });

  it('is hidden from assistive technology, holds no link or control, and keeps grey boxes for frames and marks', () => {
    for (const markup of [CARD_SHEET_SKELETON, OPTIONS_LIST_SKELETON]) {
      assert.match(markup, /^<div class="(card|options)-skeleton" aria-hidden="true"/);
      assert.doesNotMatch(markup, /<(a|button|input|select|textarea|label)\b|tabindex|href=/);
    }
    // Four card frames (number, expiry, security code, postal code) and the accepted cards' marks.
    assert.equal(CARD_SHEET_SKELETON.match(/class="card-skeleton__input"/g)?.length, 4);
    assert.ok((CARD_SHEET_SKELETON.match(/class="card-skeleton__mark"/g)?.length ?? 0) > 0);
    // One mark beside each of the six ways to pay.
    assert.equal(OPTIONS_LIST_SKELETON.match(/class="options-skeleton__mark"/g)?.length, 6);
  });
});
