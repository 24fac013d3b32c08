import { expect } from '@open-wc/testing';
import { emulatorState, resetEmulator } from './support/emulator.js';

describe('browser test harness', () => {
  beforeEach(resetEmulator);

  it('reaches the emulator control API from the test page', async () => {
    const state = await emulatorState();
    expect(state.customers).to.deep.equal([]);
  });

  it('reaches the emulator through a Braintree host name over HTTPS', async () => {
    const response = await fetch('https://assets.braintreegateway.com/__emulator/state');
    expect(response.status).to.equal(200);
  });
});
