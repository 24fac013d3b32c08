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

/** The command with `env` run to its end (it refuses to start): its exit code and what it printed. */
async function refused(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/cli.ts'], {
    cwd: root,
    env: { ...process.env, EMULATOR_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGINT'), 30_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, output };
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
    // Loopback unless asked: no other machine's URL, no warning.
    assert.match(url, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.doesNotMatch(output(), /Other machines|Warning/);
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

  it('in a container: listens on EMULATOR_HOST, answers EMULATOR_ALLOWED_HOSTS, gives EMULATOR_PUBLIC_URL to browsers, and warns', async () => {
    const { child, output } = await start({
      EMULATOR_HOST: '0.0.0.0',
      EMULATOR_ALLOWED_HOSTS: 'emulator, gateway.ci.internal',
      EMULATOR_PUBLIC_URL: 'http://emulator:4010',
    });
    try {
      // It prints a URL this machine reaches, not 0.0.0.0, and answers there.
      const url = /Node SDK \(HTTP\):\s+(http:\/\/\S+)/.exec(output())?.[1];
      assert.ok(url, output());
      const port = new URL(url).port;
      assert.equal(url, `http://127.0.0.1:${port}`);
      assert.equal((await fetch(`${url}/__emulator/state`)).status, 200);
      const others = /^ {2}Other machines: +(.*)$/m.exec(output())?.[1] ?? '';
      assert.ok(others.startsWith(`http://emulator:${port}, http://gateway.ci.internal:${port}`), output());
      assert.match(output(), /^ {2}Browsers \(direct\): +http:\/\/emulator:4010 /m);
      assert.ok(output().includes("braintreeEmulatorBridge({ emulatorOrigin: 'http://emulator:4010' })"), output());
      const warning = /^Warning: .*$/m.exec(output())?.[0] ?? '';
      assert.match(warning, /0\.0\.0\.0/);
      assert.match(warning, /private network/);
      // The settings reached the emulator: the control API answers its service name and mints tokens for it.
      const minted = await fetch(`${url}/__emulator/client-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://emulator:3000' },
        body: JSON.stringify({}),
      });
      assert.equal(minted.status, 200);
      const { clientToken } = (await minted.json()) as { clientToken: string };
      const token = JSON.parse(Buffer.from(clientToken, 'base64').toString('utf8')) as { clientApiUrl: string };
      assert.equal(new URL(token.clientApiUrl).origin, 'http://emulator:4010');
      const fromAnotherSite = await fetch(`${url}/__emulator/state`, { headers: { origin: 'http://evil.example' } });
      assert.equal(fromAnotherSite.status, 403);
    } finally {
      await stop(child);
    }
  });

  for (const [name, value] of [
    ['EMULATOR_PUBLIC_URL', 'http://emulator:4010/checkout'],
    ['EMULATOR_PUBLIC_URL', 'emulator:4010'],
    ['EMULATOR_HOST', 'http://0.0.0.0'],
    ['EMULATOR_ALLOWED_HOSTS', 'emulator:4010'],
    ['EMULATOR_PORT', 'abc'],
    ['EMULATOR_HTTPS_PORT', '70000'],
    ['EMULATOR_BROWSER_ACCESS', 'mapped'],
  ] as const) {
    it(`refuses ${name}=${value} with one line naming the variable, and exits 2`, async () => {
      const { code, output } = await refused({ [name]: value });
      assert.equal(code, 2, output);
      assert.equal(output.trim().split('\n').length, 1, output);
      assert.ok(output.includes(name) && output.includes(`"${value}"`), output);
    });
  }
});
