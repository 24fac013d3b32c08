import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { OPTION_IDS } from '../../elements/options/registry.js';
import { guideExamples } from '../support/guide-examples.mjs';

/**
 * The migration guide and the element's README name every part the element has, and the guide has each integration's
 * example (the browser and package tests run them from the guide itself).
 */
const root = join(fileURLToPath(import.meta.url), '../../..');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');

/** Every `part` name in the element's templates; a sheet's `${p.option}-sheet` stands for each option's. */
function partsInCode(): string[] {
  const names = new Set<string>();
  const files = readdirSync(join(root, 'elements'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts') && !/^(dist|node_modules)\//.test(file));
  for (const file of files) {
    for (const [, value] of read(join('elements', file)).matchAll(/\bpart="([^"]+)"/g)) {
      for (const name of value!.split(/\s+/)) {
        if (name === '${p.option}-sheet') for (const id of OPTION_IDS) names.add(`${id}-sheet`);
        else names.add(name);
      }
    }
  }
  return [...names].sort();
}

/** The part names in backticks in the paragraph that starts with `lead`. */
function partsListed(text: string, lead: string): Set<string> {
  const start = text.indexOf(lead);
  assert.notEqual(start, -1, `no paragraph starting "${lead}"`);
  const paragraph = text.slice(start, text.indexOf('\n\n', start));
  return new Set([...paragraph.matchAll(/`([\w-]+)`/g)].map((match) => match[1]!));
}

describe("the migration guide and the element's README", () => {
  it('find parts in the templates (the check below reads them)', () => {
    assert.ok(partsInCode().includes('detected-brand'));
    assert.ok(partsInCode().includes('googlePay-sheet'));
  });

  for (const [file, lead] of [
    ['elements/README.md', 'Every part: '],
    ['elements/MIGRATING.md', 'Every part the element has: '],
  ] as const) {
    it(`${file} names every part the element has`, () => {
      const listed = partsListed(read(file), lead);
      assert.deepEqual(
        partsInCode().filter((name) => !listed.has(name)),
        [],
        `parts missing from ${file}`,
      );
    });
  }

  it('MIGRATING.md has an example for each way of integrating, and each styles table row maps to real parts', () => {
    const guide = read('elements/MIGRATING.md');
    assert.deepEqual(Object.keys(guideExamples(guide)).sort(), [
      'callback',
      'esm',
      'promise',
      'react',
      'script-tag',
      'server',
      'typescript',
    ]);
    const parts = new Set(partsInCode());
    const mapped = [...guide.matchAll(/::part\(([\w-]+)\)/g)].map((match) => match[1]!);
    assert.deepEqual(
      mapped.filter((name) => !parts.has(name)),
      [],
      'the guide maps to parts the element does not have',
    );
    const styles = read('elements/styles.ts');
    const properties = [...new Set([...guide.matchAll(/--pd-[\w-]+/g)].map((match) => match[0]))];
    assert.deepEqual(
      properties.filter((name) => !styles.includes(`var(${name}`)),
      [],
      'the guide names custom properties the stylesheet does not read',
    );
  });
});
