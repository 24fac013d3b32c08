import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gatewayConnections } from '../../elements/provider/preconnect.js';

const token = (fields: Record<string, unknown>): string => Buffer.from(JSON.stringify(fields)).toString('base64');

describe('early connections to the gateway', () => {
  it("names the configuration's origin for CORS requests and the frames' origin for navigations", () => {
    const connections = gatewayConnections(
      token({
        configUrl: 'https://api.sandbox.braintreegateway.com:443/merchants/m/client_api/v1/configuration',
        graphQL: { url: 'https://payments.sandbox.braintree-api.com/graphql', date: '2018-05-08' },
        assetsUrl: 'https://assets.braintreegateway.com',
      }),
    );
    assert.deepEqual(connections, [
      ['https://api.sandbox.braintreegateway.com', true],
      ['https://assets.braintreegateway.com', false],
    ]);
  });

  it('names a shared origin once per kind of request', () => {
    const connections = gatewayConnections(
      token({
        configUrl: 'http://localhost:4010/merchants/m/client_api/v1/configuration',
        graphQL: { url: 'http://localhost:4010/graphql' },
        assetsUrl: 'http://localhost:4010',
      }),
    );
    assert.deepEqual(connections, [
      ['http://localhost:4010', true],
      ['http://localhost:4010', false],
    ]);
  });

  it('names nothing for a tokenization key, an unreadable token or addresses that are not web addresses', () => {
    assert.deepEqual(gatewayConnections('sandbox_emulated_emulated_merchant'), []);
    assert.deepEqual(gatewayConnections('not base64 at all!'), []);
    assert.deepEqual(gatewayConnections(token({ configUrl: 'javascript:alert(1)', assetsUrl: 42, graphQL: null })), []);
    assert.deepEqual(gatewayConnections(token({ configUrl: 'http://[broken', assetsUrl: 'https://assets.example' })), [
      ['https://assets.example', false],
    ]);
    assert.deepEqual(gatewayConnections(Buffer.from('"a string"').toString('base64')), []);
  });
});
