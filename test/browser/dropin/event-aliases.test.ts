import { expect } from '@open-wc/testing';
import { EVENT_ALIASES } from '../../../elements/events.js';
import { clickInto, mountDropin, unmountAll } from './dropin-harness.js';

describe('<payment-dropin> colon-free event aliases', () => {
  afterEach(unmountAll);

  it('names every card: and 3ds: event in lower case with hyphens and no colon', () => {
    for (const [name, alias] of Object.entries(EVENT_ALIASES)) {
      expect(name).to.match(/^(card|3ds):/);
      expect(alias).to.match(/^[a-z0-9]+(-[a-z0-9]+)+$/);
    }
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
      await clickInto(el, 'number');
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      document.removeEventListener('card:focus', record);
      document.removeEventListener('card-focus', record);
    }
    expect(seen.map((e) => e.type).slice(0, 2)).to.deep.equal(['card:focus', 'card-focus']);
    expect(seen[1]!.detail).to.equal(seen[0]!.detail);
    expect((seen[0]!.detail as { emittedBy: string }).emittedBy).to.equal('number');
  });
});
