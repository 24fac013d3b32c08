/** How the panel words a sheet error (the model keeps the error itself). */
export type SheetErrorWording = (error: unknown, string: (key: string) => string | undefined) => string;

let wording: SheetErrorWording | undefined;

/**
 * Given (setup/model-parts.ts) as a chunk with the code that words sheet errors (setup/sheet-errors.ts) arrives.
 * The parts that load on demand report sheet errors (what a payment does, saved methods, the wallets), and each
 * brings that code, so a card form's first download has none. The one error reported without it is the payment's
 * code that could not be fetched: it reads as the generic error, whose words every page has.
 */
export function wordSheetErrorsWith(given: SheetErrorWording): void {
  wording = given;
}

/** The text of a sheet error, for the panel (the generic error's before the wording is here). */
export function sheetErrorText(error: unknown, string: (key: string) => string | undefined): string {
  return wording ? wording(error, string) : (string('genericError') ?? '');
}
