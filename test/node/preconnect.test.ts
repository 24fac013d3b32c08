import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { framesOrigin } from '../../elements/provider/preconnect.js';

const token = (fields: Record<string, unknown>): string => Buffer.from(JSON.stringify(fields)).toString('base64');

describe("the early connection to the card frames' origin", () => {
  it("names the origin of the client token's assetsUrl, and not the configuration's", () => {
    const origin = framesOrigin(
      token({
        configUrl: 'https://api.sandbox.braintreegateway.com:443/merchants/m/client_api/v1/configuration',
        graphQL: { url: 'https://payments.sandbox.braintree-api.com/graphql', date: '2018-05-08' },
        assetsUrl: 'https://assets.braintreegateway.com',
      }),
    );
    assert.equal(origin, 'https://assets.braintreegateway.com');
  });

  it('keeps the port of an address that names one', () => {
    assert.equal(framesOrigin(token({ assetsUrl: 'http://localhost:4010/web' })), 'http://localhost:4010');
  });

  it('names nothing for a tokenization key, an unreadable token or an address that is not a web address', () => {
    assert.equal(framesOrigin('sandbox_emulated_emulated_merchant'), undefined);
    assert.equal(framesOrigin('not base64 at all!'), undefined);
    assert.equal(framesOrigin(token({ configUrl: 'https://api.example', assetsUrl: 42 })), undefined);
    assert.equal(framesOrigin(token({ assetsUrl: 'javascript:alert(1)' })), undefined);
    assert.equal(framesOrigin(token({ assetsUrl: 'http://[broken' })), undefined);
    assert.equal(framesOrigin(Buffer.from('"a string"').toString('base64')), undefined);
  });
});
