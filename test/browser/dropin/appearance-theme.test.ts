import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { describeFields } from '../hosted-fields-harness.js';
import { frameOf, mountDropin, q, unmountAll } from './dropin-harness.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { backgroundOf, contrast, parseColor } from './appearance-support.js';
import { TOKENIZATION_KEY } from '../support/emulator.js';

/** The colour typed digits get inside the number frame, and what they are drawn on. */
async function typedText(el: PaymentDropin): Promise<{ ratio: number; text: string; behind: string }> {
  const componentId = decodeURIComponent(new URL(frameOf(el, 'number')!.src).hash.slice(1));
  const fields = await describeFields(componentId);
  const text = parseColor(fields.number!.computedStyle.color!);
  const behind = backgroundOf(q(el, '[data-hosted-field="number"]')!);
  return {
    ratio: contrast(text, behind),
    text: fields.number!.computedStyle.color!,
    behind: `rgb(${behind.join(',')})`,
  };
}

function scheme(el: PaymentDropin): 'dark' | 'light' {
  const text = parseColor(getComputedStyle(q(el, '.panel')!).color);
  return contrast(text, [0, 0, 0, 1]) > contrast(text, [255, 255, 255, 1]) ? 'dark' : 'light';
}

describe('<payment-dropin> theme', () => {
  afterEach(async () => {
    await unmountAll();
    document.documentElement.style.colorScheme = '';
    document.body.style.background = '';
    await emulateMedia({ colorScheme: 'light' });
  });

  it('draws light text on a dark surface with theme dark, inside the card frames too', async () => {
    const el = await mountDropin({ theme: 'dark' } as never);
    expect(scheme(el)).to.equal('dark');
    const surface = backgroundOf(q(el, '[data-view="card"]')!);
    expect(contrast(surface, [0, 0, 0, 1])).to.be.lessThan(2);
    const label = q(el, '[data-field="number"] .field-label')!;
    expect(contrast(parseColor(getComputedStyle(label).color), surface)).to.be.at.least(4.5);
    const typed = await typedText(el);
    expect(typed.ratio, `${typed.text} on ${typed.behind}`).to.be.at.least(4.5);
  });

  it('keeps the card frames transparent on a dark page (the frame element is light like its document)', async () => {
    document.documentElement.style.colorScheme = 'dark';
    const el = await mountDropin();
    expect(getComputedStyle(el).colorScheme).to.equal('dark');
    // A frame whose element is dark while its document is light gets an opaque white backdrop.
    expect(getComputedStyle(frameOf(el, 'number')!).colorScheme).to.equal('light');
  });

  it('reads in every combination of theme, page scheme and system preference', async () => {
    const failures: string[] = [];
    for (const theme of ['light', 'dark', 'auto'] as const) {
      for (const page of ['normal', 'dark'] as const) {
        for (const system of ['light', 'dark'] as const) {
          await emulateMedia({ colorScheme: system });
          document.documentElement.style.colorScheme = page === 'normal' ? '' : page;
          document.body.style.background = page === 'dark' ? '#0d1117' : '';
          const el = await mountDropin({ theme } as never);
          const expected = theme !== 'auto' ? theme : page === 'dark' ? 'dark' : system;
          const drawn = scheme(el);
          const typed = await typedText(el);
          if (drawn !== expected) failures.push(`${theme}/${page}/${system}: drawn ${drawn}, expected ${expected}`);
          if (typed.ratio < 4.5)
            failures.push(
              `${theme}/${page}/${system}: typed ${typed.text} on ${typed.behind} (${typed.ratio.toFixed(2)}:1)`,
            );
          await unmountAll();
        }
      }
    }
    expect(failures).to.deep.equal([]);
  });

  it('follows the system switching to dark while shown, and the typed digits stay readable (theme auto)', async () => {
    const el = await mountDropin();
    expect(scheme(el)).to.equal('light');
    await emulateMedia({ colorScheme: 'dark' });
    await waitUntil(() => scheme(el) === 'dark', 'the widget stayed light', { timeout: 3000 });
    const typed = await typedText(el);
    expect(typed.ratio, `${typed.text} on ${typed.behind}`).to.be.at.least(4.5);
  });

  it('lets the --pd-* properties win over the dark theme (theme given as an attribute)', async () => {
    const el = document.createElement('payment-dropin');
    el.setAttribute('theme', 'dark');
    el.style.setProperty('--pd-color-text', 'rgb(250, 240, 200)');
    el.style.setProperty('--pd-color-surface', 'rgb(40, 0, 60)');
    el.authorization = TOKENIZATION_KEY;
    const ready = new Promise((resolve) => el.addEventListener('ready', resolve, { once: true }));
    document.body.append(el);
    try {
      await ready;
      await el.updateComplete;
      expect(getComputedStyle(q(el, '[data-field="number"] .field-label')!).color).to.equal('rgb(250, 240, 200)');
      expect(getComputedStyle(q(el, '[data-view="card"]')!).backgroundColor).to.equal('rgb(40, 0, 60)');
      const componentId = decodeURIComponent(new URL(frameOf(el, 'number')!.src).hash.slice(1));
      const fields = await describeFields(componentId);
      expect(fields.number!.computedStyle.color).to.equal('rgb(250, 240, 200)');
    } finally {
      el.remove();
      await el.teardown().catch(() => undefined);
    }
  });
});
