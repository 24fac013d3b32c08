import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { type Json, sdkGateway } from './support/sdk-gateway.js';

// Verifying a saved card while updating it (creditCard.update and paymentMethod.update with
// verifyCard), with the account information inquiry (ANI) answers, through the official Node SDK.

let emulator: Emulator;
let gateway: Json;

async function savedCardToken(): Promise<string> {
  const result = await gateway.customer.create({
    creditCard: {
      number: '4111111111111111',
      expirationDate: '05/2030',
      cvv: '123',
      billingAddress: { firstName: 'Jon', lastName: 'Smith', postalCode: '12345' },
    },
  });
  assert.equal(result.success, true, result.message);
  return result.customer.creditCards[0].token as string;
}

describe('verifying a card while updating it through the official Node SDK', () => {
  before(async () => {
    emulator = await createEmulator();
    gateway = sdkGateway(emulator);
  });
  after(() => emulator.close());
  beforeEach(() => emulator.reset());

  it('answers the verification with ANI codes when accountInformationInquiry is send_data', async () => {
    const params = { expirationDate: '08/2031', options: { verifyCard: true, accountInformationInquiry: 'send_data' } };
    const byCard = await gateway.creditCard.update(await savedCardToken(), params);
    const byMethod = await gateway.paymentMethod.update(await savedCardToken(), params);
    for (const [result, card] of [
      [byCard, byCard.creditCard],
      [byMethod, byMethod.paymentMethod],
    ]) {
      assert.equal(result.success, true, result.message);
      assert.equal(card.verification.status, 'verified');
      assert.equal(typeof card.verification.aniFirstNameResponseCode, 'string');
      assert.equal(typeof card.verification.aniLastNameResponseCode, 'string');
    }
  });

  it('leaves the ANI codes out when no inquiry is asked for', async () => {
    const token = await savedCardToken();
    const result = await gateway.creditCard.update(token, { expirationDate: '08/2031', options: { verifyCard: true } });
    assert.equal(result.success, true, result.message);
    assert.equal(result.creditCard.verification.aniFirstNameResponseCode, undefined);
  });

  it('refuses a creditCard.update to a card the processor declines, and keeps the card as it was', async () => {
    const token = await savedCardToken();
    const result = await gateway.creditCard.update(token, {
      number: '4000111111111115',
      expirationDate: '08/2031',
      options: { verifyCard: true },
    });
    assert.equal(result.success, false);
    assert.equal(result.verification.status, 'processor_declined');
    const card = await gateway.creditCard.find(token);
    assert.equal(card.last4, '1111');
  });
});
