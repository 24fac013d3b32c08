/** Code a page fetches once it is needed, kept for the page once here. */
export interface LaterChunk<Module> {
  /** The module, once here. */
  readonly loaded: Module | undefined;
  /**
   * Fetches the module (once: every caller shares the fetch). A failed fetch is asked for again on the next call,
   * though a browser that keeps the failure in its module map (Chromium does, for the page) answers with it again.
   */
  load(): Promise<Module>;
}

/** A chunk fetched by `importer` (a dynamic `import()`, which the bundler splits off) on the first `load()`. */
export function laterChunk<Module>(importer: () => Promise<Module>): LaterChunk<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      loading ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
