import { loadLists, loadedLists } from '../element/lists-loader.js';
import type { LazyPartName, LazyParts, LoadedParts } from '../model/dropin-model.js';

type WalletSessions = typeof import('./wallet-sessions.js');
let walletSessions: WalletSessions | undefined;

/**
 * The model's concerns a card-only page does not download (`LazyParts`): each is a chunk of its own, loaded once per
 * page and shared by every setup. The saved methods' part comes with the code that fetches and deletes them, the
 * wallets' with the code that runs a wallet's session, the shopper's choices with the lists (whoever loaded them).
 */
const LOADERS: { readonly [Name in LazyPartName]: () => Promise<LazyParts[Name]> } = {
  vault: () => import('./saved-methods.js').then((module) => module.vaultPart),
  choosing: () => loadLists().then((module) => module.choosingPart),
  wallets: () =>
    import('./wallet-sessions.js').then((module) => {
      walletSessions = module;
      return module.walletsPart;
    }),
};

/** The code that runs a wallet's session, once the wallets' part is here. */
export function loadedWalletSessions(): WalletSessions | undefined {
  return walletSessions;
}

const loaded: { -readonly [Name in LazyPartName]?: LazyParts[Name] } = {};
const loading = new Map<LazyPartName, Promise<void>>();

/** The parts loaded so far (handed to the model's `reduce`). */
export function loadedParts(): LoadedParts {
  // The choices are made on the lists: once their code is here (the panel loads it to draw them), so is this part.
  loaded.choosing ??= loadedLists()?.choosingPart;
  return loaded;
}

/** Loads a part; a failed load is tried again on the next call. */
export function loadPart(name: LazyPartName): Promise<void> {
  let load = loading.get(name);
  if (!load) {
    load = keep(name).catch((error: unknown) => {
      loading.delete(name);
      throw error;
    });
    loading.set(name, load);
  }
  return load;
}

async function keep<Name extends LazyPartName>(name: Name): Promise<void> {
  const part = await LOADERS[name]();
  loaded[name] = part as (typeof loaded)[Name];
}
