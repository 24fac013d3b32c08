import { loadLists, loadedLists } from '../element/lists-loader.js';
import { wordSheetErrorsWith, type SheetErrorWording } from '../element/sheet-error-words.js';
import type { LazyPartName, LazyParts, LoadedParts } from '../model/dropin-model.js';
import { laterChunk, type LaterChunk } from '../options/kit/later-chunk.js';

/**
 * A chunk with a part that can report a sheet error hands the panel the words for it as it arrives, before the model
 * runs with that part.
 */
const withSheetErrorWords = <Module extends { resolveErrorMessage: SheetErrorWording }>(module: Module): Module => {
  wordSheetErrorsWith(module.resolveErrorMessage);
  return module;
};

/** The code that runs a wallet's session, with the wallets' part. */
const walletSessions = laterChunk(() => import('./wallet-sessions.js').then(withSheetErrorWords));

/**
 * `requestPaymentMethod`'s code (./payment-request.ts), with the model's part for what a payment does: a chunk of its
 * own, which the element fetches once the widget is ready.
 */
export const payingCode = laterChunk(() => import('./payment-request.js').then(withSheetErrorWords));

/** The saved methods' code, with their part. */
const savedMethods = laterChunk(() => import('./saved-methods.js').then(withSheetErrorWords));

/**
 * The model's concerns a card-only page does not download (`LazyParts`): each is a chunk of its own, loaded once per
 * page and shared by every setup. The saved methods' part comes with the code that fetches and deletes them, the
 * wallets' with the code that runs a wallet's session, the shopper's choices with the lists (whoever loaded them), what
 * a payment does with the payment's code.
 */
const PARTS: { readonly [Name in LazyPartName]: LaterChunk<LazyParts[Name]> } = {
  vault: laterChunk(() => savedMethods.load().then((module) => module.vaultPart)),
  choosing: laterChunk(() => loadLists().then((module) => module.choosingPart)),
  wallets: laterChunk(() => walletSessions.load().then((module) => module.walletsPart)),
  paying: laterChunk(() => payingCode.load().then((module) => module.payingPart)),
};

/** The code that runs a wallet's session, once the wallets' part is here. */
export function loadedWalletSessions(): typeof import('./wallet-sessions.js') | undefined {
  return walletSessions.loaded;
}

const loaded: { -readonly [Name in LazyPartName]?: LazyParts[Name] } = {};

/** The parts loaded so far (handed to the model's `reduce`). */
export function loadedParts(): LoadedParts {
  // The choices are made on the lists: once their code is here (the panel loads it to draw them), so is this part.
  loaded.choosing ??= loadedLists()?.choosingPart;
  // Likewise the payment's part, once the payment's code is here (fetched at ready, or by a payment request).
  loaded.paying ??= payingCode.loaded?.payingPart;
  return loaded;
}

/** Loads a part; a failed load is tried again on the next call. */
export async function loadPart<Name extends LazyPartName>(name: Name): Promise<void> {
  const part = await (PARTS[name] as LaterChunk<LazyParts[Name]>).load();
  loaded[name] = part as (typeof loaded)[Name];
}
