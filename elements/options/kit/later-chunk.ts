/** Code a page fetches once it is needed, kept for the page once here. */
export interface LaterChunk<Module> {
  /** The module, once here. */
  readonly loaded: Module | undefined;
  /** The last fetch failed, and none has succeeded since. */
  readonly failed: boolean;
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
  let failed = false;
  return {
    get loaded() {
      return loaded;
    },
    get failed() {
      return failed;
    },
    load() {
      loading ??= importer().then(
        (module) => {
          failed = false;
          return (loaded = module);
        },
        (error: unknown) => {
          loading = undefined;
          failed = true;
          throw error;
        },
      );
      return loading;
    },
  };
}
