import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createEmulator, type Emulator } from '../../emulator/index.js';
import { type Json, sdkGateway } from './support/sdk-gateway.js';

// Industry data (lodging, travel cruise, travel flight), risk data and card account type checks on
// sales and on submissions for settlement, through the official Node SDK.

let emulator: Emulator;
let gateway: Json;

function sale(fields: Json): Promise<Json> {
  return gateway.transaction.sale({ amount: '10.00', paymentMethodNonce: 'fake-valid-nonce', ...fields });
}

const industry = (result: Json): Json => result.errors.for('transaction').for('industry');
const invalidFlight = { industryType: 'travel_flight', data: { fareAmount: '-1.23', legs: [{ fareAmount: '-1.23' }] } };

describe('industry and risk data through the official Node SDK', () => {
  before(async () => {
    emulator = await createEmulator();
    gateway = sdkGateway(emulator);
  });
  after(() => emulator.close());
  beforeEach(() => emulator.reset());

  it('accepts valid lodging, cruise and flight data', async () => {
    const lodging = await sale({
      industry: {
        industryType: 'lodging',
        data: {
          folioNumber: 'aaa',
          checkInDate: '2014-07-07',
          checkOutDate: '2014-08-08',
          roomRate: '170.00',
          additionalCharges: [{ kind: 'mini_bar', amount: '20.00' }],
        },
      },
    });
    assert.equal(lodging.success, true, lodging.message);
    const cruise = await sale({
      industry: { industryType: 'travel_cruise', data: { travelPackage: 'flight', departureDate: '2014-07-07' } },
    });
    assert.equal(cruise.success, true, cruise.message);
    const flight = await sale({
      industry: { industryType: 'travel_flight', data: { fareAmount: '35.00', legs: [{ fareAmount: '35.00' }] } },
    });
    assert.equal(flight.success, true, flight.message);
  });

  it('refuses lodging with a check-out before check-in, a malformed room rate and an unknown extra charge', async () => {
    const result = await sale({
      industry: {
        industryType: 'lodging',
        data: {
          checkInDate: '2014-07-07',
          checkOutDate: '2014-06-06',
          roomRate: 'abcdef',
          additionalCharges: [{ kind: 'unknown', amount: '20.00' }],
        },
      },
    });
    assert.equal(result.success, false);
    assert.equal(industry(result).on('checkOutDate')[0].code, '93406');
    assert.equal(industry(result).on('roomRate')[0].code, '93434');
    assert.equal(industry(result).for('additionalCharges').for('index0').on('kind')[0].code, '96601');
  });

  it('refuses a cruise with an unknown travel package', async () => {
    const result = await sale({ industry: { industryType: 'travel_cruise', data: { travelPackage: 'onfoot' } } });
    assert.equal(result.success, false);
    assert.equal(industry(result).on('travelPackage')[0].code, '93410');
  });

  it('refuses negative flight and leg fares on a sale', async () => {
    const result = await sale({ industry: invalidFlight });
    assert.equal(result.success, false);
    assert.equal(industry(result).on('fareAmount')[0].code, '93417');
    assert.equal(industry(result).for('legs').for('index0').on('fareAmount')[0].code, '96309');
  });

  it('refuses negative flight fares when submitting for settlement, whole or in part', async () => {
    const first = await sale({});
    const whole = await gateway.transaction.submitForSettlement(first.transaction.id, '10.00', {
      industry: invalidFlight,
    });
    assert.equal(whole.success, false);
    assert.equal(industry(whole).on('fareAmount')[0].code, '93417');
    const part = await gateway.transaction.submitForPartialSettlement(first.transaction.id, '3.00', {
      industry: invalidFlight,
    });
    assert.equal(part.success, false);
    assert.equal(industry(part).for('legs').for('index0').on('fareAmount')[0].code, '96309');
  });

  it('settles a PayPal partial settlement at once', async () => {
    const paypal = await sale({ paymentMethodNonce: 'fake-paypal-one-time-nonce' });
    assert.equal(paypal.success, true, paypal.message);
    const part = await gateway.transaction.submitForPartialSettlement(paypal.transaction.id, '3.00');
    assert.equal(part.success, true, part.message);
    assert.equal(part.transaction.status, 'settling');
    assert.equal(part.transaction.amount, '3.00');
  });

  it('refuses a risk data device id that is too long and a zip with invalid characters', async () => {
    const ok = await sale({
      riskData: { customerDeviceId: 'device_012', customerLocationZip: '91244', customerTenure: '20' },
    });
    assert.equal(ok.success, true, ok.message);
    const result = await sale({ riskData: { customerDeviceId: 'd'.repeat(300), customerLocationZip: '912$4' } });
    assert.equal(result.success, false);
    const risk = result.errors.for('transaction').for('riskData');
    assert.equal(risk.on('customerDeviceId')[0].code, '94702');
    assert.equal(risk.on('customerLocationZip')[0].code, '94703');
  });

  it("refuses a card account type on a sale: an unknown one as invalid, credit or debit as not supported by the merchant's accounts", async () => {
    const withType = (accountType: string): Promise<Json> =>
      sale({ options: { submitForSettlement: true, creditCard: { accountType } } });
    const code = (result: Json): string | undefined =>
      result.errors.for('transaction').for('options').for('creditCard').on('accountType')[0]?.code;
    const invalid = await withType('ach');
    assert.equal(invalid.success, false);
    assert.equal(code(invalid), '915184');
    const debit = await withType('debit');
    assert.equal(debit.success, false);
    assert.equal(code(debit), '915185');
  });
});
