import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { describe, it } from 'node:test';

const root = new URL('../..', import.meta.url).pathname;

/** `npm run emulator` with `env`, once it has printed its banner. */
async function start(env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/cli.ts'], {
    cwd: root,
    env: { ...process.env, EMULATOR_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const started = Date.now();
  while (!output.includes('Press Ctrl-C to stop.')) {
    if (Date.now() - started > 30_000 || child.exitCode !== null) {
      child.kill('SIGINT');
      assert.fail(`the emulator did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, output: () => output };
}

async function stop(child: ChildProcess): Promise<number | null> {
  child.kill('SIGINT');
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}

describe('npm run emulator', () => {
  it('prints its URLs, answers on them, and stops cleanly on Ctrl-C', async () => {
    const { child, output } = await start({});
    const url = /Node SDK \(HTTP\):\s+(http:\/\/\S+)/.exec(output())?.[1];
    assert.ok(url, output());
    assert.match(output(), /Tokenization key:\s+sandbox_emulated_emulated_merchant/);
    const state = await fetch(`${url}/__emulator/state`);
    assert.equal(state.status, 200);
    assert.equal(await stop(child), 0);
    assert.match(output(), /Emulator stopped\./);
  });

  it('in direct mode (the default), says how a page reaches it, and prints no Chromium flags', async () => {
    const { child, output } = await start({});
    try {
      const url = /Node SDK \(HTTP\):\s+(http:\/\/\S+)/.exec(output())?.[1];
      const browsers = /^ {2}Browsers.*$/m.exec(output())?.[0] ?? '';
      assert.match(browsers, /^ {2}Browsers \(direct\): +http:\/\/127\.0\.0\.1:\d+ /, output());
      assert.ok(browsers.includes(`braintreeEmulatorBridge({ emulatorOrigin: '${url}' })`), browsers);
      assert.ok(browsers.includes('payment-dropin-emulator/vite-bridge'), browsers);
      // With these flags braintree-web refuses the direct client tokens the Node SDK gets.
      assert.doesNotMatch(output(), /--host-resolver-rules|--ignore-certificate-errors/);
    } finally {
      await stop(child);
    }
  });

  it('in host-mapped mode, prints the HTTPS origin and the Chromium flags that map the hosts to it', async () => {
    const { child, output } = await start({ EMULATOR_BROWSER_ACCESS: 'host-mapped', EMULATOR_HTTPS_PORT: '0' });
    try {
      const match = /^ {2}Browsers \(HTTPS\): +https:\/\/127\.0\.0\.1:(\d+) +\(Chromium: (.*)\)$/m.exec(output());
      assert.ok(match, output());
      assert.equal(
        match[2],
        `--host-resolver-rules="MAP *.braintreegateway.com 127.0.0.1:${match[1]}, MAP *.braintree-api.com 127.0.0.1:${match[1]}, MAP *.paypal.com 127.0.0.1:${match[1]}, MAP *.cardinalcommerce.com 127.0.0.1:${match[1]}, MAP pay.google.com 127.0.0.1:${match[1]}" --ignore-certificate-errors`,
      );
      assert.doesNotMatch(output(), /Browsers \(direct\)|braintreeEmulatorBridge/);
    } finally {
      await stop(child);
    }
  });
});
