/**
 * The card brands' mark files, as the bundler ships them (`?no-inline` keeps Vite from inlining these small files
 * into the script as data URLs). The element imports this as `#mark-files` (package.json `imports`), which is
 * no-files.ts under the `node` condition: a server that renders the page never resolves these URLs.
 */
export const markFiles: Readonly<Record<string, URL>> = {
  Visa: new URL('./visa.svg?no-inline', import.meta.url),
  MasterCard: new URL('./mastercard.svg?no-inline', import.meta.url),
  'American Express': new URL('./amex.svg?no-inline', import.meta.url),
  Discover: new URL('./discover.svg?no-inline', import.meta.url),
  JCB: new URL('./jcb.svg?no-inline', import.meta.url),
  UnionPay: new URL('./unionpay.svg?no-inline', import.meta.url),
  Maestro: new URL('./maestro.svg?no-inline', import.meta.url),
  'Diners Club': new URL('./diners.svg?no-inline', import.meta.url),
  Elo: new URL('./elo.svg?no-inline', import.meta.url),
  Hipercard: new URL('./hipercard.svg?no-inline', import.meta.url),
  Card: new URL('./card.svg?no-inline', import.meta.url),
};

/** This module's own URL: under its own name, it runs unbundled, beside the files. */
export const filesModuleUrl: string = import.meta.url;
