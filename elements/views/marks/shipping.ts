/**
 * Whether the bundler shipped the mark files. A module names each mark file with `new URL('./marks/visa.svg',
 * import.meta.url)`. Bundlers that ship such files (Vite, webpack, Next.js, Parcel) copy the file and rewrite the
 * URL to the copy's name (`/assets/visa-3f2a.svg`); modules served as they are (no bundler, an import map) resolve
 * it beside themselves, where the package has the file. Angular's builder, esbuild and Vite's development
 * pre-bundling leave the URL as written in a bundle of their own, where no file is: the marks are then drawn inline.
 *
 * `written`: the file's path as the module names it (`/marks/visa.svg`); `module`: the module's own file name
 * (`/views/icons.js`). Pure, so it is tested without a bundler.
 */
export function markFilesShipped(
  mark: string | undefined,
  moduleUrl: string | undefined,
  written: string,
  module: RegExp,
): boolean {
  if (!mark || !moduleUrl) return false;
  const rewritten = !new URL(mark).pathname.endsWith(written);
  const unbundled = module.test(new URL(moduleUrl).pathname);
  return rewritten || unbundled;
}
