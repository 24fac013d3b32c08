import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RunningServer } from '../../../host-app/server/index.js';
import { trustProxyFromEnv } from '../../../host-app/server/security.js';
import { serversOnPagesOnly } from './support/pages-only.js';
import { ShopperFrom } from './support/shopper.js';

/**
 * The server behind a load balancer: every request comes from the balancer's address, with the shopper's in
 * `X-Forwarded-For`. The error reports' rate limit (20 a minute) counts by the client's address, which Express
 * reads from that header only through the proxies `TRUST_PROXY` names.
 */
const LIMIT = 20;

/** A shopper whose requests reach the server through the balancer, which adds their address. */
class BehindProxy extends ShopperFrom {
  /** Sends `count` error reports from the checkout page; the statuses the server answered. */
  async report(count: number): Promise<number[]> {
    const { csrf } = await this.open();
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const response = await this.fetch('/api/errors', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({ category: 'Payment charging error', message: `report ${i}` }),
      });
      statuses.push(response.status);
    }
    return statuses;
  }
}

describe('the error reports rate limit behind a proxy (TRUST_PROXY)', () => {
  const servers = serversOnPagesOnly('host-app-proxy-');
  const start = (env: NodeJS.ProcessEnv): Promise<RunningServer> => servers.start({ env });

  it('gives two shoppers behind one proxy hop limits of their own with TRUST_PROXY=1', async () => {
    const server = await start({ TRUST_PROXY: '1' });
    const first = await new BehindProxy(server.url, '203.0.113.10').report(LIMIT + 1);
    assert.deepEqual(first.slice(0, LIMIT), Array(LIMIT).fill(204));
    assert.equal(first[LIMIT], 429, 'the first shopper is over the limit');
    assert.deepEqual(await new BehindProxy(server.url, '198.51.100.20').report(1), [204], 'the second is not');
  });

  it('makes every shopper behind the proxy share one limit without it', async () => {
    const server = await start({});
    const first = await new BehindProxy(server.url, '203.0.113.10').report(LIMIT + 1);
    assert.equal(first[LIMIT], 429);
    assert.deepEqual(await new BehindProxy(server.url, '198.51.100.20').report(1), [429]);
  });

  it("reads a hop count, true, false, and a list of addresses and subnets, as Express's trust proxy takes them", () => {
    assert.equal(trustProxyFromEnv({}), undefined);
    assert.equal(trustProxyFromEnv({ TRUST_PROXY: '' }), undefined);
    assert.equal(trustProxyFromEnv({ TRUST_PROXY: '2' }), 2);
    assert.equal(trustProxyFromEnv({ TRUST_PROXY: 'true' }), true);
    assert.equal(trustProxyFromEnv({ TRUST_PROXY: 'false' }), false);
    assert.deepEqual(trustProxyFromEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback' }), [
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ]);
    assert.deepEqual(trustProxyFromEnv({ TRUST_PROXY: 'fd00::/8,10.0.0.0/255.0.0.0' }), [
      'fd00::/8',
      '10.0.0.0/255.0.0.0',
    ]);
  });

  it('refuses to start on a malformed TRUST_PROXY, and says which variable and what it takes', async () => {
    for (const value of ['yes', '-1', '1.5', '10.0.0.300', '10.0.0.0/33', '10.0.0.1,', 'loopback;10.0.0.1']) {
      assert.throws(() => trustProxyFromEnv({ TRUST_PROXY: value }), /^Error: TRUST_PROXY must be .*, not "/, value);
    }
    await assert.rejects(start({ TRUST_PROXY: 'one' }), /TRUST_PROXY must be a number of proxies/);
  });
});
