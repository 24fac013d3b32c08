/**
 * The package ships its Lit templates without their indentation, and its whole stylesheets minified
 * (elements/scripts/minify-templates.mjs): the build runs it on tsc's output, the hosted build and the benches on the
 * sources. What HTML and CSS read must not change, nor any other string, nor any line's number.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { transform } from 'lightningcss';
import ts from 'typescript';
import { minifyTemplates } from '../../elements/scripts/minify-templates.mjs';

const ELEMENTS = join(import.meta.dirname, '..', '..', 'elements');

describe('the Lit templates the package ships', () => {
  it('drop the indentation after each line break in html, svg and css templates, and keep the line breaks', () => {
    const code = [
      'const a = html`<div\n    class="x"\n    part="y"\n  >\n    ${label}\n  </div>`;',
      'const b = css`\n  :host {\n    color: ${unsafeCSS(ink)};\n  }\n`;',
      'const c = svg`<g>\n      <path d="M0 0"></path>\n    </g>`;',
    ].join('\n');
    assert.equal(
      minifyTemplates(code, 'x.ts'),
      [
        'const a = html`<div\nclass="x"\npart="y"\n>\n${label}\n</div>`;',
        'const b = css`\n:host {\ncolor: ${unsafeCSS(ink)};\n}\n`;',
        'const c = svg`<g>\n<path d="M0 0"></path>\n</g>`;',
      ].join('\n'),
    );
  });

  it('minify a whole stylesheet (a css template with no interpolation), and give back its line breaks at its end', () => {
    const code = [
      'const styles = css`',
      '  /* the sheet */',
      '  .field {',
      '    grid-column: 1 / -1;',
      '    grid-row: span 3;',
      '    transition: opacity 0.15s ease;',
      '  }',
      '  .field :focus-visible,',
      "  .field[data-x='y'] {",
      "    font-family: system-ui, 'Segoe UI';",
      '  }',
      '`;',
      'const after = 1;',
    ].join('\n');
    assert.equal(
      minifyTemplates(code, 'x.ts'),
      [
        'const styles = css`.field{grid-area:span 3/1/auto/-1;transition:opacity .15s}.field :focus-visible,' +
          '.field[data-x=y]{font-family:system-ui,Segoe UI}',
        ...Array<string>(10).fill(''),
        '`;',
        'const after = 1;',
      ].join('\n'),
    );
  });

  it('write a minified stylesheet back as a template literal can hold it: its backslashes, backticks and ${ escaped', () => {
    // The template's source holds a CSS string with an escaped backslash (written twice again in the template), a
    // backtick and "${".
    const code = 'css`.a::before { content: "\\\\\\\\ \\` \\${x}"; }`';
    const minified = minifyTemplates(code, 'x.ts');
    const cooked = (source: string): string =>
      (new Function('css', `return ${source}`) as (tag: (s: TemplateStringsArray) => string) => string)((s) => s[0]!);
    assert.equal(cooked(minified), '.a:before{content:"\\\\ ` ${x}"}');
    assert.equal(cooked(code), '.a::before { content: "\\\\ ` ${x}"; }');
  });

  it("fail on a stylesheet Lightning CSS warns about (the widget's styles are ours: a typo must not ship)", () => {
    assert.throws(
      () => minifyTemplates('css`@colour-scheme dark; .a { color: red; }`', 'x.ts'),
      /x\.ts: Unknown at rule/,
    );
  });

  it("drop it in tsc's output, which puts a space between the tag and the template", () => {
    assert.equal(minifyTemplates('return html `<p\n    class="x"></p>`;', 'x.js'), 'return html `<p\nclass="x"></p>`;');
  });

  it('drop it in templates nested in an interpolation, and leave the interpolated code as written', () => {
    const code = 'html`<ul>\n  ${items.map((item) => html`<li>\n      ${item}\n    </li>`)}\n</ul>`';
    assert.equal(
      minifyTemplates(code, 'x.ts'),
      'html`<ul>\n${items.map((item) => html`<li>\n${item}\n</li>`)}\n</ul>`',
    );
  });

  it('leave other templates, strings and comments alone', () => {
    const code = [
      'const message = `line one\n    line two`;',
      "const quoted = 'html`\\n    not a template`';",
      'const other = sql`select\n    1`;',
      '// html`\n//     in a comment`',
    ].join('\n');
    assert.equal(minifyTemplates(code, 'x.ts'), code);
  });

  it('leave a template whose line break is escaped as written (its spaces are its text)', () => {
    const code = 'html`<p>one \\\n    two</p>\n    <p>three</p>`';
    assert.equal(minifyTemplates(code, 'x.ts'), code);
  });

  it("keep every module of the widget parseable, with each line's number, and change no template's interpolations", () => {
    const files = readdirSync(ELEMENTS, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !/^(dist|node_modules)\//.test(file));
    let changed = 0;
    for (const file of files) {
      const code = readFileSync(join(ELEMENTS, file), 'utf8');
      const minified = minifyTemplates(code, file);
      if (minified === code) continue;
      changed += 1;
      assert.equal(minified.split('\n').length, code.split('\n').length, `${file}: a line was lost`);
      const parsed = ts.createSourceFile(file, minified, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
      const diagnostics = (parsed as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
      assert.deepEqual(
        diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
        [],
        `${file} no longer parses`,
      );
      // A whole stylesheet says what it said (as Lightning CSS reads the two); elsewhere only spaces and tabs that
      // followed a line break went.
      const sheets = (text: string): string[] => [...text.matchAll(/\bcss`([^`$]*)`/g)].map((match) => match[1]!);
      const read = (sheet: string): string =>
        transform({ filename: 'x.css', code: Buffer.from(sheet), minify: true }).code.toString();
      assert.deepEqual(sheets(minified).map(read), sheets(code).map(read), `${file}: a stylesheet says something else`);
      assert.equal(
        minified.replace(/\bcss`[^`$]*`/g, 'css``').replace(/\n[ \t]+/g, '\n'),
        code.replace(/\bcss`[^`$]*`/g, 'css``').replace(/\n[ \t]+/g, '\n'),
        `${file}: more than indentation`,
      );
    }
    assert.ok(changed > 10, `only ${changed} modules had templates to change`);
  });
});
