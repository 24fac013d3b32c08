import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findCycle, importGraph, packageSourceFiles, roomLoops } from './support/import-graph.js';
import { linesNaming, staleAllowances, type SharedLine } from './support/named-lines.js';

/**
 * The emulator is laid out like the gateway it plays: one folder per resource of the server API (named for
 * the Node SDK's gateway of that resource), one folder per payment method type and browser stand-in, and
 * its imports run one way. These checks read the sources only.
 */
const root = join(fileURLToPath(import.meta.url), '../../..');
const emulator = join(root, 'emulator');

/** Every source file of the emulator package (TypeScript and the bin's ES modules), relative to `emulator/`. */
const sourceFiles = (): string[] => packageSourceFiles(emulator);

describe('the emulator imports one way', () => {
  const graph = importGraph(emulator);

  it('reads the imports of every file (the check below has something to check)', () => {
    assert.ok(graph.size > 100, `only ${graph.size} files read`);
    assert.ok(graph.get('index.ts')?.includes('app.ts'), 'index.ts is read as importing app.ts');
  });

  it('has no files that import each other in a loop', () => {
    const edges = new Map([...graph].map(([file, targets]) => [file, new Set(targets)]));
    assert.deepEqual(findCycle(edges), undefined);
  });

  it('has, in every folder, no files or sub-folders that import each other in a loop (no import back up)', () => {
    const loops = roomLoops(emulator, graph);
    assert.deepEqual(loops, []);
  });
});

/** `customers` → `customer`, `addresses` → `address`: the SDK names its gateways in the singular. */
function singular(name: string): string {
  if (name.endsWith('sses')) return name.slice(0, -2);
  return name.endsWith('s') ? name.slice(0, -1) : name;
}

describe('the server API is laid out like the gateway', () => {
  const gateways = readdirSync(join(root, 'node_modules/braintree/lib/braintree'))
    .filter((file) => file.endsWith('_gateway.js'))
    .map((file) => file.replace(/_gateway\.js$/, ''));
  /** A folder whose name is not its gateway's: the SDK's credit card verification gateway answers `/verifications`. */
  const NAMED_FOR_THE_PATH: Readonly<Record<string, string>> = { verifications: 'credit_card_verification' };

  it('has one folder per resource, each named for a gateway of the official Node SDK', () => {
    const resources = readdirSync(join(emulator, 'server-api'), { withFileTypes: true }).filter((e) => e.isDirectory());
    assert.ok(resources.length >= 9, `only ${resources.length} resource folders`);
    for (const { name } of resources) {
      const gateway = NAMED_FOR_THE_PATH[name] ?? singular(name).replace(/-/g, '_');
      assert.ok(
        gateways.includes(gateway),
        `server-api/${name}/ names no gateway of the SDK (looked for ${gateway}_gateway.js)`,
      );
    }
  });
});

/**
 * Each wallet's code lives in its folder, as the element's options do: no source file outside it names
 * the wallet in code, except the registry of payment method types, the composition root that mounts every
 * part's routes, and the lines below, each shared on purpose. Comments may name a wallet.
 */
const WALLETS = [
  { folder: 'paypal', names: /paypal/i },
  { folder: 'venmo', names: /venmo/i },
  { folder: 'apple-pay', names: /apple[\s-]?pay/i },
  // The gateway still calls Google Pay's cards AndroidPayCard.
  { folder: 'google-pay', names: /google[\s-]?pay|android[\s-]?pay/i },
] as const;

/** Files that name every wallet by design: the registry of types, and the app that mounts every part. */
const NAMES_EVERY_PART = ['payment-method-types.ts', 'app.ts'];
/** The gateway's resource for saved PayPal accounts is a server API resource, named for PayPal by the gateway. */
const NAMED_BY_THE_GATEWAY = `server-api${sep}paypal-accounts${sep}`;

/** Lines outside the folders that may name a wallet, each with its reason (`line` matches the whole line, trimmed). */
const SHARED_ON_PURPOSE: readonly SharedLine[] = [
  {
    file: 'state/records.ts',
    line: /^(export type PaymentMethodType = .*;|\| '(PayPalAccount|ApplePayCard|VenmoAccount|AndroidPayCard)')$/,
    reason: "the gateway's names of its payment method types: the one vocabulary every stored record is typed with",
  },
  {
    file: 'sepa-direct-debit/kind.ts',
    line: /^('paypal-v2-order-id': orderId\(txn\),|searchFields: \{ sepa_debit_paypal_v2_order_id: orderId \},)$/,
    reason: "the gateway's names of the order a SEPA direct debit sale makes at PayPal, which runs SEPA direct debits",
  },
  {
    file: 'state/merchant.ts',
    line: /^(paypal|venmo|applePay|googlePay)Enabled(: boolean;|: true,)$/,
    reason: "the merchant account's settings and their defaults (public: `Merchant`, `POST /__emulator/merchant`)",
  },
  {
    file: 'wallet-outcomes.ts',
    line: /^(export const WALLETS = \[.*\] as const;|'?[\w-]+'?: \[.*\],)$/,
    reason: "the control API's wallet names and each one's outcomes (public: the `Wallet` type, `/__emulator/wallets`)",
  },
  {
    file: 'server-api/index.ts',
    line: /^(import \{ paypalAccountRoutes \} from '\.\/paypal-accounts\/routes\.js';|paypalAccountRoutes,)$/,
    reason: "the gateway's own resource for saved PayPal accounts (`paypal_account_gateway`), one of the server API's",
  },
  {
    file: 'server-api/transactions/settlement.ts',
    line: /^'Transaction can only be voided if status is .*',$/,
    reason: "the gateway's own words when a transaction cannot be voided",
  },
  {
    file: 'card/fields.ts',
    line: /^'venmo-sdk': false,$/,
    reason: "a saved card's own field (`venmo_sdk`: cards once shared through Venmo's SDK), not the Venmo account",
  },
  {
    file: 'google-pay/kind.ts',
    line: /^(import \{ PAYPAL_CLIENT_ID \} from '\.\.\/paypal\/kind\.js';|paypalClientId: PAYPAL_CLIENT_ID,)$/,
    reason: "Google Pay's configuration names the merchant's PayPal client id: Google Pay can pay through PayPal",
  },
  {
    file: 'paypal/kind.ts',
    line: /^'fake-google-pay-paypal-nonce': staticAccount,$/,
    reason: "Braintree's static nonce of a Google Pay payment made through PayPal: a PayPal account",
  },
  {
    file: 'paypal/protocol.ts',
    line: /^(VENMO: 'venmo',|case 'venmo':|return usd && settings\.enableFunding\.includes\('venmo'\);)$/,
    reason: "the PayPal SDK's funding sources: its buttons can pay with Venmo (not the Venmo option)",
  },
  {
    file: 'paypal/sdk/buttons.ts',
    line: /^(venmo: \[.*\],|case 'venmo':|return \{ logo: 'Venmo' \};|venmo: 'blue',)$/,
    reason: "the PayPal SDK's Venmo button: a funding source of PayPal's buttons (not the Venmo option)",
  },
  {
    file: 'hosts.ts',
    line: /paypal/,
    reason:
      "the host names braintree-web reaches on PayPal's domain (its logger, Fraudnet, the PayPal SDK), all mapped to the emulator",
  },
  {
    file: 'tls.ts',
    line: /^\{ type: 2 as const, value: '\*\.paypal\.com' \},$/,
    reason: "the emulator's certificate names every host it answers for, PayPal's domain among them",
  },
  {
    file: 'vite-bridge.ts',
    line: /paypal\\\.com/,
    reason:
      "a separate public entry (`./vite-bridge`): it rewrites braintree-web's hard-coded hosts, PayPal's among them",
  },
  {
    file: 'hosted-fields/frame/tokenize.ts',
    line: /^const VERIFIED_DOMAINS = \[.*'paypal\.com'.*\];$/,
    reason: "braintree-web's verified domains, which the frame checks as braintree-web does (not the PayPal option)",
  },
];

/** The file's code without comments (a `//` inside a string such as a URL stays). */
function code(file: string): string {
  return readFileSync(join(emulator, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

describe("each wallet's code in its own folder", () => {
  for (const wallet of WALLETS) {
    it(`names ${wallet.folder} in code only in ${wallet.folder}/, the registry, the app and shared lines`, () => {
      const files = sourceFiles().filter(
        (file) =>
          !(file.startsWith(`${wallet.folder}${sep}`) || NAMES_EVERY_PART.includes(file)) &&
          !(wallet.folder === 'paypal' && file.startsWith(NAMED_BY_THE_GATEWAY)),
      );
      const named = linesNaming(files, code, wallet.names, SHARED_ON_PURPOSE);
      assert.deepEqual(named, [], `${wallet.folder} is named outside its folder`);
    });
  }

  it('allows each shared line for a reason, and each allowance is still used', () => {
    assert.deepEqual(staleAllowances(SHARED_ON_PURPOSE, code), []);
  });
});
