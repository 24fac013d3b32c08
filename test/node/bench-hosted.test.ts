import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { levelOf } from '../../bench/hosted.js';

/**
 * `npm run bench` counts how many of the hosted script's files stand one behind another, from what asked for each
 * file in the page: each level is a round trip on the shopper's network.
 */
describe("the bench's levels of the hosted script's files", () => {
  const site = 'http://127.0.0.1:4000';
  const page = `${site}/hosted-ours.html`;
  const script = `${site}/hosted-ours/payment-dropin.min.js`;
  const module = `${site}/hosted-ours/payment-dropin.esm.js`;
  const widget = `${site}/hosted-ours/chunks/payment-dropin-abc.js`;
  const runtime = `${site}/hosted-ours/chunks/rolldown-runtime-def.js`;

  it('counts the script the page asks for as the first level', () => {
    assert.equal(levelOf(script, new Map([[script, page]])), 1);
  });

  it('puts a file the script asks for beside the module on the module’s level', () => {
    const askedBy = new Map([
      [script, page],
      [module, script],
      [widget, script],
      [runtime, script],
    ]);
    assert.deepEqual(
      [script, module, widget, runtime].map((url) => levelOf(url, askedBy)),
      [1, 2, 2, 2],
    );
  });

  it('puts a file a module imports a level behind that module', () => {
    const askedBy = new Map([
      [script, page],
      [module, script],
      [widget, module],
      [runtime, widget],
    ]);
    assert.deepEqual(
      [module, widget, runtime].map((url) => levelOf(url, askedBy)),
      [2, 3, 4],
    );
  });

  it('stops at a file whose asker is unknown (it counts that file alone)', () => {
    assert.equal(levelOf(widget, new Map()), 1);
  });
});
