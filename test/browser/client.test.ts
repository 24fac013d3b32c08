import { expect, waitUntil } from '@open-wc/testing';
import braintreeClient from 'braintree-web/client';
import type { Client } from 'braintree-web/client';
import { clientToken, emulatorState, tokenizationKey } from './support/emulator.js';

interface GatewayConfiguration {
  environment: string;
  merchantId: string;
  clientApiUrl: string;
  assetsUrl: string;
  challenges: string[];
  creditCards: { supportedCardTypes: string[] };
  graphQL?: { url: string; features: string[] };
  paypalEnabled: boolean;
  threeDSecureEnabled: boolean;
  threeDSecure?: { cardinalSongbirdUrl: string };
  analytics: { url: string };
}

function gatewayConfiguration(client: Client): GatewayConfiguration {
  return client.getConfiguration().gatewayConfiguration as GatewayConfiguration;
}

describe('braintree-web client against the emulator', () => {
  let client: Client | undefined;

  // No reset and no merchant changes here: test files run concurrently against one emulator, so
  // these tests only read the default merchant and never arm faults that another file could take.
  afterEach(async () => {
    await (client as unknown as { teardown(): Promise<void> } | undefined)?.teardown();
    client = undefined;
  });

  describe('with a client token', () => {
    it('gets the emulated merchant’s configuration on Braintree host names', async () => {
      client = await braintreeClient.create({ authorization: await clientToken() });
      const config = client.getConfiguration() as unknown as { authorizationType: string };
      expect(config.authorizationType).to.equal('CLIENT_TOKEN');
      const gateway = gatewayConfiguration(client);
      expect(gateway.environment).to.equal('sandbox');
      expect(gateway.merchantId).to.equal('emulated_merchant');
      expect(gateway.clientApiUrl).to.equal(
        'https://api.sandbox.braintreegateway.com:443/merchants/emulated_merchant/client_api',
      );
      expect(gateway.assetsUrl).to.equal('https://assets.braintreegateway.com');
      expect(gateway.challenges).to.deep.equal(['cvv', 'postal_code']);
      expect(gateway.creditCards.supportedCardTypes).to.include.members(['Visa', 'MasterCard', 'American Express']);
      expect(gateway.graphQL?.features).to.deep.equal(['tokenize_credit_cards']);
      expect(gateway.paypalEnabled).to.equal(true);
      expect(gateway.threeDSecureEnabled).to.equal(true);
    });
  });

  describe('with a tokenization key', () => {
    it('gets the configuration through GraphQL', async () => {
      client = await braintreeClient.create({ authorization: tokenizationKey() });
      const config = client.getConfiguration() as unknown as { authorizationType: string };
      expect(config.authorizationType).to.equal('TOKENIZATION_KEY');
      const gateway = gatewayConfiguration(client);
      expect(gateway.merchantId).to.equal('emulated_merchant');
      expect(gateway.graphQL?.url).to.equal('https://payments.sandbox.braintree-api.com/graphql');
      expect(gateway.threeDSecure?.cardinalSongbirdUrl).to.match(/^https:\/\/assets\.braintreegateway\.com\//);
    });

    it('is refused with an invalid-authorization error for an unknown key', async () => {
      const error = await braintreeClient.create({ authorization: 'sandbox_unknown_nobody' }).then(
        () => undefined,
        (e: unknown) => e as { code: string },
      );
      expect(error?.code).to.equal('CLIENT_AUTHORIZATION_INVALID');
    });
  });

  it('tokenizes a card through client.request (GraphQL, as the hosted-fields frame will)', async () => {
    client = await braintreeClient.create({ authorization: tokenizationKey() });
    const year = String(new Date().getFullYear() + 2);
    // braintree-web returns a promise without a callback; the community types only list the callback form.
    const request = client.request.bind(client) as unknown as (options: Record<string, unknown>) => Promise<unknown>;
    const response = (await request({
      endpoint: 'payment_methods/credit_cards',
      method: 'post',
      data: {
        creditCard: {
          number: '4111111111111111',
          expirationDate: `12/${year}`,
          cvv: '123',
          billingAddress: { postalCode: '12345' },
          options: { validate: false },
        },
      },
    })) as { creditCards: Array<{ nonce: string; description: string; details: Record<string, unknown> }> };
    const [card] = response.creditCards;
    expect(card?.description).to.equal('ending in 11');
    expect(card?.details).to.include({ cardType: 'Visa', lastFour: '1111', expirationYear: year });
    expect(card?.nonce).to.match(/^tokencc_/);
  });

  it('lets the emulator record braintree-web’s analytics', async () => {
    client = await braintreeClient.create({ authorization: await clientToken() });
    // Analytics are fire-and-forget: wait until the load event has reached the emulator.
    await waitUntil(
      async () => {
        const { analytics } = await emulatorState();
        return analytics.some((a) =>
          ((a.body as { events?: Array<{ event: string }> }).events ?? []).some(
            (e) => e.event === 'web.custom.client.load.succeeded',
          ),
        );
      },
      'the client load event was not recorded',
      { interval: 100, timeout: 5000 },
    );
  });
});
