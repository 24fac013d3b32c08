/**
 * The examples of the migration guide (`elements/MIGRATING.md`), read from the guide itself so the tests run
 * exactly what it shows: each is the fenced block after a `<!-- example: name -->` line. No Node or browser API
 * here: browser tests, node tests and the Vite plugin beside this file all use it.
 */

/** `{ name: { lang, code } }` for every marked example of the guide's text. */
export function guideExamples(markdown) {
  const examples = {};
  const marked = /<!-- example: ([\w-]+) -->\s*\n```(\w+)\n([\s\S]*?)\n```/g;
  for (const [, name, lang, code] of markdown.matchAll(marked)) examples[name] = { lang, code };
  return examples;
}
