import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readOptions } from './catalogue.js';

describe('readOptions: merchant options read once into plain data', () => {
  it('copies nested objects, so a later change to the merchant object reaches nothing', () => {
    const paypal = { flow: 'checkout', amount: '10.00' };
    const read = readOptions({ authorization: 'k', paypal });
    assert.ok(read.ok);
    paypal.amount = '99.00';
    assert.deepEqual(read.options.paypal, { flow: 'checkout', amount: '10.00' });
  });

  it('reads a frozen object, keeps functions and node-like values as they are', () => {
    const callback = (): void => undefined;
    const node = { nodeType: 1, nodeName: 'DIV' };
    const read = readOptions(Object.freeze({ authorization: 'k', container: node, dataCollector: { callback } }));
    assert.ok(read.ok);
    assert.equal(read.options.container, node);
    assert.equal((read.options.dataCollector as { callback: unknown }).callback, callback);
  });

  it("names the option whose getter throws, keeping Drop-in's message", () => {
    const options = Object.defineProperty({ authorization: 'k' }, 'locale', {
      enumerable: true,
      get() {
        throw new Error('nope');
      },
    });
    const read = readOptions(options);
    assert.equal(read.ok, false);
    assert.equal(!read.ok && read.message, 'There was an error creating Drop-in.');
    assert.match(!read.ok ? read.reason : '', /^options\.locale could not be read \(Error: nope\)$/);
  });

  it('refuses a cycle, a wrong type and a non-object, and drops __proto__ keys', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.again = cyclic;
    const reason = (raw: unknown): string => {
      const read = readOptions(raw);
      return read.ok ? '' : read.reason;
    };
    assert.match(reason({ card: cyclic }), /options\.card\.again refers back to itself/);
    assert.match(reason({ translations: { a: 1 } }), /options\.translations must be an object of strings/);
    assert.match(reason('sandbox_key'), /options must be an object, not string/);
    const read = readOptions(JSON.parse('{"authorization":"k","__proto__":{"polluted":true}}'));
    assert.ok(read.ok);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal(Object.getPrototypeOf(read.options), Object.prototype);
  });

  it('reads an option set to null as one not given, as Drop-in does', () => {
    const read = readOptions({
      authorization: 'k',
      paypal: null,
      threeDSecure: null,
      locale: null,
      translations: null,
      vaultManager: null,
      paymentOptionPriority: null,
    });
    assert.ok(read.ok);
    assert.deepEqual(read.options, { authorization: 'k' });
  });
});
