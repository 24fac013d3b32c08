import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { OPTION_IDS } from '../../elements/options/registry.js';
import { linesNaming, staleAllowances, type SharedLine } from './support/named-lines.js';

/**
 * A payment option lives in its own folder and is listed in the registry: one line of `options/definitions.ts`, one
 * of `options/option-code.ts` (the way to its code), and its name in `options/registry.ts`'s `listed` (named there rather than read from the module as a namespace, which
 * bundlers build with `for…in`: a page's additions to `Object.prototype` became options). No other code names it.
 * Checked for
 * the wallets, which were written that way: for each, no source file under `elements/` outside its folder, the
 * registry and the translations (shared on purpose) names it in code. Comments may name an option as an example.
 */
const elements = join(fileURLToPath(import.meta.url), '../../../elements');

const WALLETS = [
  { id: 'paypal', folder: 'paypal', names: /paypal/i },
  { id: 'venmo', folder: 'venmo', names: /venmo/i },
  { id: 'applePay', folder: 'apple-pay', names: /apple[\s-]?pay/i },
  // The gateway still calls Google Pay's cards AndroidPayCard.
  { id: 'googlePay', folder: 'google-pay', names: /google[\s-]?pay|android[\s-]?pay/i },
] as const;

/**
 * Lines outside the folders that may name a wallet, each with its reason. `file` is relative to `elements/`;
 * `line` must match the whole line (trimmed).
 */
const SHARED_ON_PURPOSE: readonly SharedLine[] = [
  {
    file: 'index.ts',
    line: /^export type \{ \w+Options \} from '\.\/options\/[\w-]+\/settings\.js';$/,
    reason:
      "the package's public entry exports the existing options' settings types by name (public API); a new " +
      "option's settings are typed in DropinOptions, on the element and as a React prop without it",
  },
  {
    file: 'dropin-types.ts',
    line: /^export type \* from '\.\/options\/[\w-]+\/dropin-types\.js';$/,
    reason:
      "Drop-in's type names (`payment-dropin/create`'s public API, as @types/braintree-web-drop-in exports them): " +
      "each option's come from its own folder, which adds them to the shared interfaces; this line exports them by name",
  },
  {
    file: 'dropin-types.ts',
    line: /^paymentOption: Extract<PaymentOptionId, 'card' \| 'paypal' \| 'paypalCredit'>;$/,
    reason:
      "`PaymentOptionSelectedPayload` keeps @types/braintree-web-drop-in's own three ids, so Drop-in merchants' typed " +
      "code compiles unchanged; the element's own event is typed with every registered id",
  },
  {
    file: 'braintree-web-modules.d.ts',
    line: /^(declare module 'braintree-web\/[\w-]+\/index\.js' \{|export \* from 'braintree-web\/[\w-]+';|export \{ default \} from 'braintree-web\/[\w-]+';)$/,
    reason:
      "braintree-web's module paths with `.js`, typed once for the whole package (hosted fields, 3D Secure and " +
      'the data collector too); tsc does not emit hand-written declarations, so the build ships this one file',
  },
  {
    file: 'trusted-types.ts',
    line: /^'[\w.]*paypal\.com',$/,
    reason:
      'a separate public entry (`payment-dropin/trusted-types`) a page installs before the widget loads: it must ' +
      "not pull in the registry; PayPal's Fraudnet host (c.paypal.com) is the data collector's, a shared dependency",
  },
  {
    file: 'options/card/card-option.ts',
    line: /^const PRIVACY_NOTICE_URL = 'https:\/\/www\.paypal\.com\/legalhub\/privacy-full';$/,
    reason: "the card form's privacy notice: Braintree's, published on PayPal's legal hub; not the PayPal option",
  },
  {
    file: 'vocabulary/types.ts',
    line: /^readonly paypal\?: boolean;$/,
    reason: "the data collector's own setting (Drop-in's `dataCollector.paypal`), not the PayPal option",
  },
  {
    file: 'provider/data-collector.ts',
    line: /^paypal\?: boolean;$/,
    reason: "the data collector's own setting (Drop-in's `dataCollector.paypal`), not the PayPal option",
  },
  {
    file: 'vocabulary/types.ts',
    line: /^readonly (paypalEnabled|applePayWeb|payWithVenmo|androidPay): boolean;$/,
    reason:
      "the gateway configuration's flags, read once by the gateway client as plain data (a browser test checks " +
      'that shape); each option reads its own flag in its `isConfigured`',
  },
  {
    file: 'provider/gateway-client.ts',
    line: /^(paypalEnabled|payWithVenmo|applePayWeb|androidPay)(\?: .+;|: .+,)$/,
    reason: "the gateway configuration's flags, read once as plain data (see `GatewayFacts`)",
  },
];

/** Every TypeScript source file under `elements/` (not the build output), relative to it. */
function sourceFiles(): string[] {
  return readdirSync(elements, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts') && !/^(dist|node_modules)\//.test(file));
}

/** The file's code without comments (a `//` inside a string such as a URL stays). */
function code(file: string): string {
  return readFileSync(join(elements, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

describe('adding a payment option is adding its folder and its registry lines', () => {
  it('has the wallets in the registry, each with its folder and its mark in it', () => {
    for (const wallet of WALLETS) {
      assert.ok(OPTION_IDS.includes(wallet.id), `${wallet.id} is not in the registry`);
      assert.ok(
        existsSync(join(elements, 'options', wallet.folder, 'index.ts')),
        `no options/${wallet.folder}/index.ts`,
      );
      // Its one line in the registry: its definition, exported from its folder.
      const lines = code('options/definitions.ts')
        .split('\n')
        .filter((line) => line.includes(`'./${wallet.folder}/index.js'`));
      assert.equal(lines.length, 1, `options/definitions.ts lists ${wallet.folder} on ${lines.length} lines`);
      assert.match(lines[0]!, new RegExp(`^import \\{ ([\\w, ]*\\b)?${wallet.id}\\b.*\\} from`));
      // Its code's one line in the table of the options' code, the chunk every option's load() goes through.
      const codeLines = code('options/option-code.ts')
        .split('\n')
        .filter((line) => line.includes(`'./${wallet.folder}/`));
      assert.equal(codeLines.length, 1, `options/option-code.ts loads ${wallet.folder} on ${codeLines.length} lines`);
      assert.ok(existsSync(join(elements, 'options', wallet.folder, 'mark.ts')), `no options/${wallet.folder}/mark.ts`);
      assert.ok(
        !readdirSync(join(elements, 'views', 'marks')).some((file) => wallet.names.test(file)),
        `a mark of ${wallet.id} is in views/marks/, not in its folder`,
      );
    }
  });

  for (const wallet of WALLETS) {
    it(`names ${wallet.id} in code only in options/${wallet.folder}/, the registry's files and the translations`, () => {
      // Outside its folder and the registry; the strings of all 34 locales (i18n/) are shared on purpose.
      const files = sourceFiles().filter(
        (file) =>
          !(
            file.startsWith(`options/${wallet.folder}/`) ||
            file === 'options/definitions.ts' ||
            file === 'options/option-code.ts' ||
            file === 'options/registry.ts'
          ) && !file.startsWith('i18n/'),
      );
      const named = linesNaming(files, code, wallet.names, SHARED_ON_PURPOSE);
      assert.deepEqual(named, [], `${wallet.id} is named outside its folder`);
    });
  }

  it('allows each shared line for a reason, and each allowance is still used', () => {
    assert.deepEqual(staleAllowances(SHARED_ON_PURPOSE, code), []);
  });
});
