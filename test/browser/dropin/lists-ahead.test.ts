/**
 * The lists' code (among them the methods list a card payment ends on) comes ahead of the shopper on a card-only
 * page: once the widget is ready and the page idle, not at the card's first focus, where it ran between the first
 * keystrokes, nor at the payment, where it would delay the nonce. Its own file: the lists' module, once loaded, stays
 * loaded for the page.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { loadedLists } from '../../../elements/element/lists-loader.js';
import { resetEmulator } from '../support/emulator.js';
import { activeView, mountDropin, unmountAll } from './dropin-harness.js';

describe('<payment-dropin> on a card-only page', () => {
  beforeEach(() => resetEmulator());
  afterEach(() => unmountAll());

  it("fetches the lists' code once ready and idle, before the shopper focuses a card field", async () => {
    expect(loadedLists(), 'the lists were loaded before the widget was').to.equal(undefined);
    const el = await mountDropin();
    const focused: Event[] = [];
    el.addEventListener('card:focus', (event) => focused.push(event));
    expect(activeView(el)).to.equal('card');
    await waitUntil(() => loadedLists() !== undefined, "the lists' code never came", { timeout: 5000 });
    expect(focused, 'a card field was focused').to.deep.equal([]);
  });
});
