import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cardChecks } from '../../emulator/card/checks.js';
import { cardInstrument } from '../../emulator/card/instrument.js';
import { paypalInstrument } from '../../emulator/paypal/instrument.js';
import { parseAmount } from '../../emulator/server-api/amount.js';
import { saleOutcome } from '../../emulator/server-api/transactions/sale-outcome.js';
import { XmlArray, XmlTyped, toXml } from '../../emulator/server-api/xml.js';

const visa = cardInstrument({ number: '4111111111111111', expirationDate: '12/2030' });

describe('parseAmount', () => {
  const cases: Array<[raw: string | undefined, expected: string]> = [
    ['10', '10.00'],
    ['10.5', '10.50'],
    ['10.00', '10.00'],
    ['0.01', '0.01'],
    [undefined, '81502'],
    ['', '81502'],
    ['-5.00', '81501'],
    ['ten', '81503'],
    ['1.234', '81503'],
    ['0.00', '81531'],
    ['100000000.00', '81528'],
  ];
  for (const [raw, expected] of cases) {
    it(`reads ${JSON.stringify(raw)} as ${expected}`, () => {
      const result = parseAmount(raw);
      assert.equal(result.ok ? result.amount : result.code, expected);
    });
  }
});

describe('saleOutcome', () => {
  const cases: Array<[amount: string, status: string, code: string]> = [
    ['10.00', 'authorized', '1000'],
    ['1999.99', 'authorized', '1000'],
    ['2000.00', 'processor_declined', '2000'],
    ['2001.00', 'processor_declined', '2001'],
    ['2999.99', 'processor_declined', '2999'],
    ['3000.00', 'failed', '3000'],
    ['3001.00', 'authorized', '1000'],
    ['5001.00', 'gateway_rejected', 'application_incomplete'],
    ['5001.02', 'authorized', '1000'],
    ['5002.00', 'authorized', '1000'],
    ['10000.00', 'authorized', '1000'],
  ];
  for (const [amount, status, code] of cases) {
    it(`answers ${amount} with ${status} (${code})`, () => {
      const outcome = saleOutcome(visa, amount);
      assert.equal(outcome.status, status);
      assert.equal(outcome.status === 'gateway_rejected' ? outcome.reason : outcome.code, code);
    });
  }

  it('answers 2099.00 with the soft decline 2099 Cardholder Authentication Required', () => {
    const outcome = saleOutcome(visa, '2099.00');
    assert.deepEqual(outcome, {
      status: 'processor_declined',
      code: '2099',
      text: 'Cardholder Authentication Required',
      type: 'soft_declined',
    });
  });

  it('lets the amount decide for a processor-declined test card (the card only fails verification)', () => {
    const declined = cardInstrument({ number: '5105105105105100', expirationDate: '12/2030' });
    assert.equal(saleOutcome(declined, '10.00').status, 'authorized');
    assert.equal(saleOutcome(declined, '2000.00').status, 'processor_declined');
  });

  it('declines PayPal at 5001.01 and authorizes cards there', () => {
    assert.equal(saleOutcome(paypalInstrument('a@example.com'), '5001.01').status, 'processor_declined');
    assert.equal(saleOutcome(visa, '5001.01').status, 'authorized');
  });

  it('reads CVV and postal code responses from the card, and prefers the sale billing postal code', () => {
    const card = cardInstrument({ number: '4111111111111111', cvv: '201', postalCode: '20000' });
    assert.deepEqual(cardChecks(card), { cvv: 'U', postalCode: 'N', streetAddress: 'I' });
    assert.deepEqual(cardChecks(card, { postalCode: '60601', streetAddress: '1 Main St' }), {
      cvv: 'U',
      postalCode: 'M',
      streetAddress: 'M',
    });
  });
});

describe('toXml', () => {
  it('writes the types the SDK reads back, and nil for null', () => {
    const xml = toXml('thing', {
      name: 'a & b',
      count: 3,
      ok: true,
      at: new Date('2024-01-02T03:04:05.678Z'),
      gone: null,
      skipped: undefined,
      list: new XmlArray('item', [{ id: '1' }]),
      none: new XmlArray('item', []),
      attribute: new XmlTyped('symbol', 'amount'),
    });
    assert.match(xml, /<name>a &amp; b<\/name>/);
    assert.match(xml, /<count type="integer">3<\/count>/);
    assert.match(xml, /<ok type="boolean">true<\/ok>/);
    assert.match(xml, /<at type="datetime">2024-01-02T03:04:05Z<\/at>/);
    assert.match(xml, /<gone nil="true"\/>/);
    assert.doesNotMatch(xml, /skipped/);
    assert.match(xml, /<list type="array">\s*<item>\s*<id>1<\/id>\s*<\/item>\s*<\/list>/);
    assert.match(xml, /<none type="array"\/>/);
    assert.match(xml, /<attribute type="symbol">amount<\/attribute>/);
  });
});
