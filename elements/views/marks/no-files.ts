/**
 * What `#mark-files` is under the `node` condition: no mark files. A server that renders the page (Next.js) loads the
 * element's modules but never draws it; there the files' `new URL(…, import.meta.url)` would resolve against no page
 * (Turbopack resolves each as an import, with the module, and throws "Invalid URL").
 */
export const markFiles: Readonly<Record<string, URL>> = {};

export const filesModuleUrl = '';
