/**
 * Whether the bundler shipped the mark files. marks/files.ts names each file with `new URL('./visa.svg?no-inline',
 * import.meta.url)`. Bundlers that ship such files (Vite, webpack, Parcel, the hosted build) copy the file and
 * rewrite the URL to the copy (`/assets/visa-3f2a.svg`); modules served as they are (no bundler, an import map)
 * resolve it beside themselves, where the package has the file. Angular's builder, esbuild and Vite's development
 * pre-bundling leave the URL as written, in a bundle of their own where no such file is: the marks are then drawn
 * inline.
 *
 * `mark`: the URL as the bundle resolved it; `asWritten`: the same path resolved against the module's own URL, as if
 * untouched; `moduleUrl` and `moduleName`: the module's URL, and the name it has when it runs unbundled. Pure, so it
 * is tested without a bundler.
 */
export function markFilesShipped(
  mark: string | undefined,
  asWritten: string | undefined,
  moduleUrl: string | undefined,
  moduleName: RegExp,
): boolean {
  if (!mark || !asWritten || !moduleUrl) return false;
  const rewritten = mark !== asWritten;
  const unbundled = moduleName.test(new URL(moduleUrl).pathname);
  return rewritten || unbundled;
}
