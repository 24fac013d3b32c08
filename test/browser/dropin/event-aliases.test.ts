import { expect, oneEvent } from '@open-wc/testing';
import { EVENT_ALIASES } from '../../../elements/vocabulary/events.js';
import { clickInto, mountDropin, q, unmountAll } from './dropin-harness.js';

/** Drop-in's name with its words in lower case joined by hyphens: `card:validityChange` → `card-validity-change`. */
function hyphenated(name: string): string {
  return name.replace(/:/g, '-').replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`);
}

describe('<payment-dropin> hyphenated event names', () => {
  afterEach(unmountAll);

  it("gives every event with a capital or a colon a lower-case, hyphenated name made of Drop-in's words", () => {
    const needing = [
      'paymentMethodRequestable',
      'noPaymentMethodRequestable',
      'paymentOptionSelected',
      'changeActiveView',
      'paymentMethodRequestStart',
      'paymentMethodRequestEnd',
      ...Object.keys(EVENT_ALIASES).filter((name) => name.includes(':')),
    ];
    expect(Object.keys(EVENT_ALIASES).sort()).to.deep.equal([...new Set(needing)].sort());
    for (const [name, alias] of Object.entries(EVENT_ALIASES)) {
      expect(alias).to.match(/^[a-z0-9]+(-[a-z0-9]+)+$/);
      expect(alias).to.equal(hyphenated(name));
    }
  });

  it('fires change-active-view and payment-option-selected right after their Drop-in names, with the same detail', async () => {
    const el = await mountDropin({ paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } });
    const seen: Array<{ type: string; detail: unknown }> = [];
    const names = ['changeActiveView', 'change-active-view', 'paymentOptionSelected', 'payment-option-selected'];
    const recordIt = (event: Event): void =>
      void seen.push({ type: event.type, detail: (event as CustomEvent).detail });
    for (const name of names) document.addEventListener(name, recordIt);
    try {
      q<HTMLButtonElement>(el, '[data-option="card"]')!.click();
    } finally {
      for (const name of names) document.removeEventListener(name, recordIt);
    }
    expect(seen.map((e) => e.type)).to.deep.equal(names);
    expect(seen[1]!.detail).to.equal(seen[0]!.detail);
    expect(seen[3]!.detail).to.equal(seen[2]!.detail);
    expect(seen[0]!.detail).to.deep.equal({ previousViewId: 'options', newViewId: 'card' });
    expect(seen[2]!.detail).to.deep.equal({ paymentOption: 'card' });
  });

  it('fires card-focus right after card:focus, with the same detail, bubbling out of the element', async () => {
    const el = await mountDropin();
    const seen: Array<{ type: string; detail: unknown }> = [];
    const record = (event: Event): void => {
      seen.push({ type: event.type, detail: (event as CustomEvent).detail });
    };
    document.addEventListener('card:focus', record);
    document.addEventListener('card-focus', record);
    try {
      // Listened for after `record`, so by the time it resolves `record` has seen both names.
      const aliasFired = oneEvent(document, 'card-focus');
      await clickInto(el, 'number');
      await aliasFired;
    } finally {
      document.removeEventListener('card:focus', record);
      document.removeEventListener('card-focus', record);
    }
    expect(seen.map((e) => e.type).slice(0, 2)).to.deep.equal(['card:focus', 'card-focus']);
    expect(seen[1]!.detail).to.equal(seen[0]!.detail);
    expect((seen[0]!.detail as { emittedBy: string }).emittedBy).to.equal('number');
  });
});
