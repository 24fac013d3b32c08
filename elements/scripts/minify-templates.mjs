/**
 * Lit's templates as the package ships them. In every `html`, `svg` and `css` tagged template, the indentation after
 * each line break is dropped: HTML and CSS read a line break followed by spaces as they read the line break alone
 * (the widget's templates hold no `<pre>` or `<textarea>`, and none of its styles keeps white space). The line breaks
 * stay, so every line keeps its number and a source map by line stays true. About 130 bytes gzip of the code a
 * card-only page loads at once; the sources keep their indentation, and the tests run on them as written.
 *
 * A `css` template with no interpolation (a whole stylesheet, as `styles.ts` and `views/lists.styles.ts` are) is
 * minified by Lightning CSS instead, as a bundler minifies a `.css` file: comments and spaces go, and declarations
 * are written shorter (`grid-column` with `grid-row` as one `grid-area`, `0.15s` as `.15s`); no browser targets are
 * given, so nothing is added or lowered. The line breaks it removes are put back at the stylesheet's end (white
 * space, to CSS), so the lines after it keep their numbers. About 110 bytes gzip more on a card-only page.
 *
 * Used by the package's build (on tsc's output), the hosted build and the benches (as a Vite plugin, on the sources).
 */
import { transform } from 'lightningcss';
import ts from 'typescript';

const TAGS = new Set(['html', 'svg', 'css']);

/**
 * `code` (TypeScript or JavaScript) with its Lit templates' indentation dropped and its whole stylesheets minified; the
 * same string when it has neither.
 */
export function minifyTemplates(code, fileName) {
  if (!/\b(html|svg|css)\s*`/.test(code)) return code;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  /** The literal text of each template part, as [start, end) offsets into `code`. */
  const parts = [];
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && TAGS.has(node.tag.text)) {
      const template = node.template;
      const whole = ts.isNoSubstitutionTemplateLiteral(template);
      if (whole && node.tag.text === 'css') {
        parts.push([template.getStart(source) + 1, template.end - 1, stylesheet(template.text, fileName)]);
      } else if (whole) parts.push([template.getStart(source) + 1, template.end - 1]);
      else {
        // The head runs from its backtick to `${`; each span's literal from `}` to the next `${`, or to the backtick.
        parts.push([template.head.getStart(source) + 1, template.head.end - 2]);
        for (const span of template.templateSpans) {
          const tail = ts.isTemplateTail(span.literal);
          parts.push([span.literal.getStart(source) + 1, span.literal.end - (tail ? 1 : 2)]);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = '';
  let at = 0;
  for (const [start, end, css] of parts.sort((a, b) => a[0] - b[0])) {
    const text = code.slice(start, end);
    out += code.slice(at, start);
    if (css !== undefined) {
      // The stylesheet, minified, then as many line breaks as the template had (it has fewer or none).
      const lines = text.split('\n').length - 1;
      out += css + '\n'.repeat(Math.max(0, lines - (css.split('\n').length - 1)));
    }
    // A backslash before a line break continues the line: its spaces are the template's text, kept as written.
    else out += /\\\r?\n/.test(text) ? text : text.replace(/\n[ \t]+/g, '\n');
    at = end;
  }
  return out + code.slice(at);
}

/**
 * A stylesheet's text minified (Lightning CSS), written back as a template literal's text: a backslash, a backtick and
 * `${` escaped. A stylesheet Lightning CSS cannot read, or warns about, fails the build: the widget's styles are ours.
 */
function stylesheet(text, fileName) {
  const { code, warnings } = transform({ filename: `${fileName}.css`, code: Buffer.from(text), minify: true });
  if (warnings.length) throw new Error(`${fileName}: ${warnings.map((warning) => warning.message).join('; ')}`);
  return code.toString().replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
}

/** The package's own TypeScript sources. */
const OWN_SOURCES = /[\\/]elements[\\/](?!node_modules[\\/]|dist[\\/]).*\.ts$/;

/** The same, as a Vite plugin, on the package's own sources (TypeScript, before or after their compilation). */
export function minifyTemplatesPlugin() {
  return {
    name: 'payment-dropin:minify-templates',
    transform(code, id) {
      if (!OWN_SOURCES.test(id)) return undefined;
      const minified = minifyTemplates(code, id);
      // Only white space went, and each template keeps its count of line breaks: every line of code keeps its number,
      // so the map by line is the same.
      return minified === code ? undefined : { code: minified, map: null };
    },
  };
}
