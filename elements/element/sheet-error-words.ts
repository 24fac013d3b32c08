/** How the panel words a sheet error (the model keeps the error itself). */
export type SheetErrorWording = (error: unknown, string: (key: string) => string | undefined) => string;

let wording: SheetErrorWording | undefined;

/**
 * Given (setup/model-parts.ts) as a chunk with the code that words sheet errors (setup/sheet-errors.ts) arrives.
 * Only the parts that load on demand report a sheet error (what a payment does, saved methods, the wallets), and each
 * brings that code: a state with a sheet error was made by a part that is here, so the wording is too, and a card
 * form's first download has none.
 */
export function wordSheetErrorsWith(given: SheetErrorWording): void {
  wording = given;
}

/** The text of a sheet error, for the panel ('' before the wording is here, which no state with an error is). */
export function sheetErrorText(error: unknown, string: (key: string) => string | undefined): string {
  return wording ? wording(error, string) : '';
}
