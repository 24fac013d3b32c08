import { loadLists, loadedLists } from '../element/lists-loader.js';
import type { LazyPartName, LazyParts, LoadedParts } from '../model/dropin-model.js';
import { laterChunk, type LaterChunk } from '../options/kit/later-chunk.js';

/** The code that runs a wallet's session, with the wallets' part. */
const walletSessions = laterChunk(() => import('./wallet-sessions.js'));

/**
 * The model's concerns a card-only page does not download (`LazyParts`): each is a chunk of its own, loaded once per
 * page and shared by every setup. The saved methods' part comes with the code that fetches and deletes them, the
 * wallets' with the code that runs a wallet's session, the shopper's choices with the lists (whoever loaded them).
 */
const PARTS: { readonly [Name in LazyPartName]: LaterChunk<LazyParts[Name]> } = {
  vault: laterChunk(() => import('./saved-methods.js').then((module) => module.vaultPart)),
  choosing: laterChunk(() => loadLists().then((module) => module.choosingPart)),
  wallets: laterChunk(() => walletSessions.load().then((module) => module.walletsPart)),
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
  return loaded;
}

/** Loads a part; a failed load is tried again on the next call. */
export async function loadPart<Name extends LazyPartName>(name: Name): Promise<void> {
  const part = await (PARTS[name] as LaterChunk<LazyParts[Name]>).load();
  loaded[name] = part as (typeof loaded)[Name];
}
