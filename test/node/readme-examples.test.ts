/**
 * The package README's examples (elements/README.md) that are the server's or the test setup's side, run or checked
 * here as the README shows them, read from the README itself (each is the block after a `<!-- example: name -->`
 * line): the emulator's library API and its command, the Content-Security-Policy the README prints, and, for every
 * example, that what it imports is something the packages export. The browser-side examples run in
 * test/browser/migration/readme-examples.test.tsx.
 *
 * Not run anywhere: the Vue, Svelte and Angular snippets (this repository has none of those frameworks; an app
 * written as each snippet is built from the packed tarball and paid with in test/pack/hosts.test.ts) and the
 * Playwright test (no Playwright here). They are read: the test below checks that the event names their templates
 * bind are ones the element fires, and that they import only what the package exports.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EVENT_ALIASES } from '../../elements/vocabulary/events.js';
import { chromiumFlags } from '../support/chromium.mjs';
import { testPagePolicy } from '../support/csp-policy.mjs';
import { guideExamples, type GuideExample } from '../support/guide-examples.mjs';

const root = join(fileURLToPath(import.meta.url), '../../..');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');
const require = createRequire(import.meta.url);
const braintree = require('braintree') as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const readme = read('elements/README.md');
const examples = guideExamples(readme);

function example(name: string): GuideExample {
  const found = examples[name];
  assert.ok(found, `elements/README.md has no example marked <!-- example: ${name} -->`);
  return found;
}

/** Every package a code example imports, with the path after the package name (`payment-dropin/react` → `./react`). */
function imports(code: string): Array<{ pkg: string; subpath: string }> {
  const found = [...code.matchAll(/(?:\bfrom\s+|\bimport\s+|import\()\s*['"]((?:@[\w-]+\/)?[\w.-]+)(\/[^'"]*)?['"]/g)];
  return found.map(([, pkg, rest]) => ({ pkg: pkg!, subpath: rest ? `.${rest}` : '.' }));
}

describe("elements/README.md's examples", () => {
  const scratch = mkdtempSync(join(tmpdir(), 'pd-readme-'));
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('are marked, each with a name the tests know', () => {
    assert.deepEqual(Object.keys(examples).sort(), [
      'readme-angular',
      'readme-create',
      'readme-csp-nonce',
      'readme-csp-policy',
      'readme-define',
      'readme-emulator-api',
      'readme-emulator-cli',
      'readme-express',
      'readme-form-page',
      'readme-form-states',
      'readme-hosted-script',
      'readme-install-page',
      'readme-next',
      'readme-plain-page',
      'readme-playwright',
      'readme-react-form',
      'readme-react-ref',
      'readme-script-tag',
      'readme-styling',
      'readme-svelte',
      'readme-trusted-types',
      'readme-vue',
    ]);
  });

  it("import only entries the packages export (payment-dropin's and payment-dropin-emulator's)", () => {
    const exported: Record<string, string[]> = {
      'payment-dropin': Object.keys(JSON.parse(read('elements/package.json')).exports),
      'payment-dropin-emulator': Object.keys(JSON.parse(read('emulator/package.json')).exports),
    };
    const wrong: string[] = [];
    let seen = 0;
    for (const [name, { code }] of Object.entries(examples)) {
      for (const { pkg, subpath } of imports(code)) {
        if (!(pkg in exported)) continue;
        seen += 1;
        if (!exported[pkg]!.includes(subpath)) wrong.push(`${name}: ${pkg}${subpath.slice(1)}`);
      }
    }
    assert.ok(seen >= 12, `only ${seen} imports of the packages found: the pattern above misses some`);
    assert.deepEqual(wrong, []);
  });

  it('the Vue, Svelte and Angular templates bind event names the element fires (read, not run: no such frameworks here)', () => {
    const fired = new Set<string>(['ready', 'error', ...Object.values(EVENT_ALIASES)]);
    const bindings = {
      'readme-vue': /\s@([\w-]+)=/g,
      'readme-svelte': /\son([\w-]+)=/g,
      'readme-angular': /\s\(([\w-]+)\)=/g,
    };
    for (const [name, pattern] of Object.entries(bindings)) {
      const bound = [...example(name).code.matchAll(pattern)].map((match) => match[1]!);
      assert.ok(bound.includes('payment-method-requestable'), `${name} binds ${bound.join(', ')}`);
      assert.deepEqual(
        bound.filter((event) => !fired.has(event)),
        [],
        `${name} binds events the element never fires`,
      );
    }
  });

  it("names, under Sizes, the size budget the repository's README sets (the one the package test holds pages to)", () => {
    const budget = /^Size budget:.*?\*\*(\d+(?:\.\d+)?) KB gzip\*\*/m.exec(read('README.md'))?.[1];
    assert.ok(budget, 'README.md has no "Size budget: … **N KB gzip**" line');
    const sizes = readme.slice(
      readme.indexOf('\n## Sizes\n'),
      readme.indexOf('\n## ', readme.indexOf('\n## Sizes\n') + 1),
    );
    assert.ok(sizes.length > 20, 'elements/README.md has no Sizes section');
    assert.deepEqual(
      [...sizes.matchAll(/size budget[^*]*\*\*(\d+(?:\.\d+)?) KB gzip\*\*/g)].map((match) => match[1]),
      [budget],
    );
  });

  it('every --pd-* custom property the README names is one the stylesheet reads', () => {
    const styles = read('elements/styles.ts');
    const named = [...new Set([...readme.matchAll(/--pd-[\w-]+/g)].map((match) => match[0]))];
    assert.ok(named.length >= 10);
    assert.deepEqual(
      named.filter((property) => !styles.includes(`var(${property}`)),
      [],
    );
  });

  it('readme-csp-policy is the policy the strict-policy suite serves (test/support/csp-policy.mjs)', () => {
    const { lang, code } = example('readme-csp-policy');
    assert.equal(lang, 'text');
    const directives = (policy: string): string[] =>
      policy
        .split(/;\s*/)
        .map((directive) => directive.trim().replace(/\s+/g, ' '))
        .filter(Boolean);
    assert.deepEqual(directives(code), directives(testPagePolicy('…')));
  });

  it('readme-emulator-cli: npx payment-dropin-emulator with EMULATOR_PORT=0 prints its URLs and credentials', async () => {
    const { lang, code } = example('readme-emulator-cli');
    assert.equal(lang, 'sh');
    assert.match(code, /^npm install -D payment-dropin-emulator$/m);
    assert.match(code, /^npx payment-dropin-emulator\b.*EMULATOR_PORT=0 for any free port/m);
    const manifest = JSON.parse(read('emulator/package.json')) as { name: string; bin: Record<string, string> };
    assert.equal(manifest.name, 'payment-dropin-emulator');
    // What `npx payment-dropin-emulator` runs: the package's bin of that name.
    const bin = join(root, 'emulator', manifest.bin['payment-dropin-emulator']!);
    const child = spawn(process.execPath, [bin], {
      cwd: scratch,
      env: { ...process.env, EMULATOR_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the emulator printed no banner in 30 s: ${output}`)), 30_000);
        const take = (chunk: Buffer): void => {
          output += chunk.toString();
          if (output.includes('Press Ctrl-C to stop.')) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on('data', take);
        child.stderr.on('data', take);
        child.on('exit', (code) => reject(new Error(`the emulator exited (${code}): ${output}`)));
      });
      const port = /Node SDK \(HTTP\): +http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      assert.ok(port && Number(port) > 0, output);
      assert.match(output, /merchantId=emulated_merchant publicKey=\S+ privateKey=\S+/);
      assert.match(output, /Tokenization key: +sandbox_\w+/);
      // The URL it printed is a gateway the Node SDK talks to.
      const gateway = new braintree.BraintreeGateway({
        merchantId: 'emulated_merchant',
        publicKey: /publicKey=(\S+)/.exec(output)![1],
        privateKey: /privateKey=(\S+)/.exec(output)![1],
        environment: new braintree.Environment('127.0.0.1', Number(port), '', false),
      });
      const token = (await gateway.clientToken.generate({})) as { success: boolean };
      assert.equal(token.success, true);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('readme-emulator-api: createEmulator as shown starts a gateway; the Node SDK lines of its comment reach it, and the Chromium line is the flags the browser tests use', async () => {
    const { lang, code } = example('readme-emulator-api');
    assert.equal(lang, 'js');
    // The example as a module of a merchant's project (the repository's packages in its node_modules); one line
    // added, to hand its `emulator` to this test.
    symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');
    const file = join(scratch, 'emulator-api.mjs');
    writeFileSync(file, `${code}\nexport { emulator };\n`);
    const { emulator } = (await import(pathToFileURL(file).href)) as {
      emulator: { merchant: Record<string, string>; port: number; hostRules: string; close(): Promise<void> };
    };
    try {
      // `// Node SDK: …` and the comment lines under it, run as they read, with the SDK as `braintree`.
      const sdkLines = /\/\/ Node SDK: (.*)\n((?:\/\/ {11}.*\n)*)/.exec(`${code}\n`);
      assert.ok(sdkLines, 'the example has no "// Node SDK:" comment');
      const sdkCode = [sdkLines[1], ...sdkLines[2]!.split('\n').map((line) => line.replace(/^\/\/ {11}/, ''))]
        .join('\n')
        .replace(/\n(\s*new braintree\.BraintreeGateway)/, '\nreturn $1');
      const gateway = new Function('braintree', 'emulator', sdkCode)(braintree, emulator) as {
        clientToken: { generate(options: object): Promise<{ success: boolean; clientToken: string }> };
      };
      const token = await gateway.clientToken.generate({});
      assert.equal(token.success, true);
      // A host-mapped client token: braintree-web in the browser reaches Braintree's own host names.
      const configUrl = JSON.parse(Buffer.from(token.clientToken, 'base64').toString()).configUrl as string;
      assert.match(configUrl, /^https:\/\/[\w.-]*braintreegateway\.com(:443)?\//);
      // `// Browser:  Chromium with --host-resolver-rules=emulator.hostRules --ignore-certificate-errors`
      const browserLine = /\/\/ Browser: +Chromium with (.*)$/m.exec(code)?.[1];
      assert.ok(browserLine, 'the example has no "// Browser:" comment');
      const flags = browserLine.split(/\s+/).map((flag) => flag.replace('emulator.hostRules', emulator.hostRules));
      assert.match(emulator.hostRules, /MAP [\w.*-]*braintreegateway\.com 127\.0\.0\.1:\d+/);
      const used = chromiumFlags({ hostRules: emulator.hostRules });
      assert.deepEqual(
        flags.filter((flag) => !used.includes(flag)),
        [],
      );
    } finally {
      await emulator.close();
    }
  });
});
