/**
 * The examples of the package's guides (`elements/MIGRATING.md`, `elements/README.md`), read from the guides
 * themselves so the tests run exactly what they show: each is the fenced block after a `<!-- example: name -->`
 * line. No Node or browser API here: browser tests, node tests and the Vite plugin beside this file all use it.
 */

/** `{ name: { lang, code } }` for every marked example of the guide's text. */
export function guideExamples(markdown) {
  const examples = {};
  const marked = /<!-- example: ([\w-]+) -->\s*\n```(\w+)\n([\s\S]*?)\n```/g;
  for (const [, name, lang, code] of markdown.matchAll(marked)) examples[name] = { lang, code };
  return examples;
}

/**
 * The code of each inline `<script>` (one with no `src`) of an HTML example, in the order the example has them:
 * what the Vite plugin serves as `/__readme/<name>.script-<index>.js`, and what a browser test finds with the
 * same index among the example's scripts that have no `src`.
 */
export function inlineScripts(html) {
  const scripts = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
  return [...html.matchAll(scripts)]
    .filter(([, attributes]) => !/\bsrc\s*=/.test(attributes))
    .map(([, , code]) => code);
}
