/**
 * The package ships its Lit templates without their indentation (elements/scripts/minify-templates.mjs): the build
 * runs it on tsc's output, the hosted build and the benches on the sources. What HTML and CSS read must not change,
 * nor any other string, nor any line's number.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { minifyTemplates } from '../../elements/scripts/minify-templates.mjs';

const ELEMENTS = join(import.meta.dirname, '..', '..', 'elements');

describe('the Lit templates the package ships', () => {
  it('drop the indentation after each line break in html, svg and css templates, and keep the line breaks', () => {
    const code = [
      'const a = html`<div\n    class="x"\n    part="y"\n  >\n    ${label}\n  </div>`;',
      'const b = css`\n  :host {\n    display: block;\n  }\n`;',
      'const c = svg`<g>\n      <path d="M0 0"></path>\n    </g>`;',
    ].join('\n');
    assert.equal(
      minifyTemplates(code, 'x.ts'),
      [
        'const a = html`<div\nclass="x"\npart="y"\n>\n${label}\n</div>`;',
        'const b = css`\n:host {\ndisplay: block;\n}\n`;',
        'const c = svg`<g>\n<path d="M0 0"></path>\n</g>`;',
      ].join('\n'),
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
      // Only spaces and tabs that followed a line break went.
      assert.equal(
        minified.replace(/\n[ \t]+/g, '\n'),
        code.replace(/\n[ \t]+/g, '\n'),
        `${file}: more than indentation`,
      );
    }
    assert.ok(changed > 10, `only ${changed} modules had templates to change`);
  });
});
