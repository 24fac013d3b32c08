import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { GROUPS, groupOf, grouped, medians, readWindows, windowTable } from '../../bench/trace-window.js';

/**
 * `npm run bench`'s table of the create() traces: each owner `attributeWindow` names falls in one group, as the bench
 * weighs the code, and the report prints each group's median over the runs.
 */
describe("where the main thread's time went from create() to ready (npm run bench with traces)", () => {
  it('groups owners as the bench weighs the code: ours with the bundler’s glue, Lit, braintree-web with its dependencies', () => {
    assert.equal(groupOf('widget (elements/)'), 'our own code');
    assert.equal(groupOf("(the bundler's glue: no source)"), 'our own code');
    assert.equal(groupOf('lit-html'), 'Lit');
    assert.equal(groupOf('@lit/reactive-element'), 'Lit');
    assert.equal(groupOf('braintree-web'), 'braintree-web and its dependencies');
    assert.equal(groupOf('framebus'), 'braintree-web and its dependencies');
    assert.equal(groupOf('@braintree/iframer'), 'braintree-web and its dependencies');
    assert.equal(groupOf('/dropin/dropin.min.js'), "Drop-in's script");
    assert.equal(groupOf('browser (style, layout, parsing)'), 'the browser (style, layout, parsing)');
    assert.equal(groupOf('garbage collector'), 'garbage collector');
    assert.equal(groupOf('/harness.js'), 'the bench page and anything else');
    assert.equal(groupOf('bench/pages/ours.ts'), 'the bench page and anything else');
  });

  it('adds up a window by group, a group with no sample counting 0', () => {
    const window = grouped({
      spanMs: 300,
      busyMs: 16,
      renderingMs: 5,
      byOwner: { 'widget (elements/)': 6, 'lit-html': 2, '@lit/reactive-element': 1, 'braintree-web': 4, framebus: 3 },
    });
    assert.deepEqual(window.byGroup, {
      'our own code': 6,
      Lit: 3,
      'braintree-web and its dependencies': 7,
      "Drop-in's script": 0,
      'the browser (style, layout, parsing)': 0,
      'garbage collector': 0,
      'the bench page and anything else': 0,
    });
  });

  it("prints each figure's median over the runs, a column per contender with its count of traces", () => {
    const run = (ms: number) =>
      grouped({ spanMs: 10 * ms, busyMs: ms, renderingMs: ms / 2, byOwner: { 'widget (elements/)': ms } });
    const ours = medians([run(30), run(10), run(20)]);
    assert.equal(ours.runs, 3);
    assert.equal(ours.spanMs, 200);
    assert.equal(ours.byGroup['our own code'], 20);
    assert.equal(ours.byGroup.Lit, 0);
    const table = windowTable([['ours', ours]]).split('\n');
    assert.equal(table[0], '| main thread from create() to ready, ms (medians) | ours (3) |');
    assert.ok(table.includes('| create() to ready | 200.0 |'));
    assert.ok(table.includes('| ↳ our own code | 20.0 |'));
    assert.ok(table.includes('| rendering: style, layout, paint (trace events) | 10.0 |'));
    assert.equal(table.length, 2 + 2 + GROUPS.length + 1);
  });

  it('skips a trace a failed run left unwritten, cut short or without its marks, instead of failing the report', () => {
    const dir = mkdtempSync(join(tmpdir(), 'trace-window-'));
    try {
      writeFileSync(join(dir, 'cut.json'), '{"traceEvents":[{"name":"bench:create:start"');
      writeFileSync(join(dir, 'unmarked.json'), JSON.stringify({ traceEvents: [] }));
      const files = [join(dir, 'missing.json'), join(dir, 'cut.json'), join(dir, 'unmarked.json')];
      assert.deepEqual(
        readWindows(files, () => undefined),
        [],
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
