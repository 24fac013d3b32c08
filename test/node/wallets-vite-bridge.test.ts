import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { braintreeEmulatorBridge } from '../../emulator/vite-bridge.js';

type Transform = (code: string, id: string) => { code: string } | null;

function transform(code: string, id: string): string | null {
  const plugin = braintreeEmulatorBridge({ emulatorOrigin: 'http://localhost:4010' });
  const result = (plugin.transform as unknown as Transform).call({ error: (m: string) => assert.fail(m) }, code, id);
  return result ? result.code : null;
}

describe('the demo build bridge, for the wallet stand-ins', () => {
  it("sends the widget's Google Pay script to the emulator's stand-in", () => {
    const code = "const GOOGLE_PAY_SCRIPT = 'https://pay.google.com/gp/p/js/pay.js';";
    assert.equal(
      transform(code, '/repo/elements/options/google-pay/load.ts'),
      "const GOOGLE_PAY_SCRIPT = 'http://localhost:4010/gp/p/js/pay.js';",
    );
  });

  it('leaves other Google addresses and modules without them alone', () => {
    assert.equal(transform("fetch('https://pay.google.com/about')", '/repo/elements/x.ts'), null);
    assert.equal(transform('export const a = 1;', '/repo/elements/x.ts'), null);
  });

  it("still sends braintree-web's gateway hosts to the emulator", () => {
    const out = transform(
      'var u = "https://assets.braintreegateway.com/web";',
      '/r/node_modules/braintree-web/lib/x.js',
    );
    assert.equal(out, 'var u = "http://localhost:4010/web";');
  });
});
