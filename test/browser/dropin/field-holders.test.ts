import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { emulatorState, TOKENIZATION_KEY } from '../support/emulator.js';
import type { PaymentDropin } from '../../../elements/payment-dropin.js';
import { clickInto, frameOf, mountDropin, q, unmountAll } from './dropin-harness.js';

/**
 * Watches `el`'s children from before it is connected: each entry is one delivery of a mutation observer, that is,
 * what changed in one task, with the frames each added holder brought in.
 */
function watchHolders(el: HTMLElement): Array<Array<{ field: string; frames: number; addressed: boolean }>> {
  const deliveries: Array<Array<{ field: string; frames: number; addressed: boolean }>> = [];
  new MutationObserver((records) => {
    const added = records
      .flatMap((r) => [...r.addedNodes])
      .filter((n): n is HTMLElement => n instanceof HTMLElement && n.hasAttribute('data-pd-holder'))
      .map((h) => ({
        field: h.dataset.pdHolder!,
        frames: h.querySelectorAll('iframe').length,
        // The frame's page when its holder arrived (none, or braintree-web's first `about:blank`: the frame loads an
        // empty document first, and is then sent to the frames' site).
        addressed: [...h.querySelectorAll('iframe')].every((frame) => {
          const src = frame.getAttribute('src');
          return Boolean(src) && src !== 'about:blank';
        }),
      }));
    if (added.length) deliveries.push(added);
  }).observe(el, { childList: true });
  return deliveries;
}

/** A widget on the page, ready, whose children were watched from before it was connected (`watchHolders`). */
async function mountWatched(): Promise<{ el: PaymentDropin; deliveries: ReturnType<typeof watchHolders> }> {
  const el = document.createElement('payment-dropin');
  const deliveries = watchHolders(el);
  el.options = { authorization: TOKENIZATION_KEY };
  const ready = oneEvent(el, 'ready');
  document.body.append(el);
  await ready;
  return { el, deliveries };
}

describe('<payment-dropin> hosted-field holders', () => {
  afterEach(unmountAll);

  it("puts each frame in a light-DOM holder of the element's own, slotted into its field", async () => {
    const el = await mountDropin();
    for (const field of ['number', 'expirationDate']) {
      const holder = frameOf(el, field)!.parentElement!;
      expect(holder.parentElement).to.equal(el);
      expect(holder.dataset.pdHolder).to.equal(field);
      expect(holder.assignedSlot!.closest('[data-hosted-field]')!.getAttribute('data-hosted-field')).to.equal(field);
    }
  });

  it('lets braintree-web inject no <style> into the shadow root (a strict style-src would block it)', async () => {
    const el = await mountDropin();
    expect(el.shadowRoot!.querySelector('style')).to.equal(null);
  });

  it('shows the focus ring on the field whose frame has focus', async () => {
    const el = await mountDropin();
    const number = q(el, '[data-hosted-field="number"]')!;
    expect(getComputedStyle(number).outlineStyle).to.equal('none');
    await clickInto(el, 'number');
    // The ring follows the frame's own word that it has focus, which can come after the page sees the frame focused.
    await waitUntil(() => getComputedStyle(number).outlineStyle === 'solid', 'no focus ring on the number field', {
      timeout: 5000,
    });
    expect(getComputedStyle(q(el, '[data-hosted-field="expirationDate"]')!).outlineStyle).to.equal('none');
  });

  it('puts the card frames on the page one at a time, each holder arriving with its frame already in it', async () => {
    const { el, deliveries } = await mountWatched();
    // The holders are first made empty (for the sheet's slots), then taken off the page while braintree-web
    // fills them, then put back: the last arrival of each holder is the one with its frame.
    const withFrames = deliveries.map((d) => d.filter((h) => h.frames > 0)).filter((d) => d.length > 0);
    expect(withFrames.length, 'one holder with its frame per task').to.equal(4);
    for (const delivery of withFrames) expect(delivery).to.have.length(1);
    expect(withFrames.map((d) => d[0]!.field)).to.deep.equal(['number', 'expirationDate', 'cvv', 'postalCode']);
    expect(withFrames.every((d) => d[0]!.frames === 1)).to.equal(true);
    expect(el.querySelectorAll('[data-pd-holder]').length, 'no holder twice').to.equal(4);
    el.remove();
  });

  it('puts each frame on the page with its address already set, so it loads its page at once', async () => {
    const { el, deliveries } = await mountWatched();
    const arrivals = deliveries.flat().filter((h) => h.frames > 0);
    expect(arrivals.map((h) => h.field)).to.deep.equal(['number', 'expirationDate', 'cvv', 'postalCode']);
    expect(
      arrivals.filter((h) => !h.addressed).map((h) => h.field),
      'frames put on the page empty',
    ).to.deep.equal([]);
    el.remove();
  });

  /**
   * Builds a widget and, in the task that put its first frame on the page (three still to go), ends it with `end`:
   * `teardown()`, or taking it off the page as a framework unmounting it does.
   */
  async function endWhileFramesArrive(end: (el: PaymentDropin) => Promise<unknown> | void): Promise<PaymentDropin> {
    const el = document.createElement('payment-dropin');
    el.options = { authorization: TOKENIZATION_KEY };
    const ended = new Promise<void>((resolve) => {
      new MutationObserver((_, observer) => {
        if (!el.querySelector('[data-pd-holder] iframe')) return;
        observer.disconnect();
        void Promise.resolve(end(el)).then(() => resolve());
      }).observe(el, { childList: true, subtree: true });
    });
    document.body.append(el);
    await ended;
    return el;
  }

  /** Hosted fields torn down so far: braintree-web reports each to the gateway's analytics, which the emulator records. */
  async function fieldTeardowns(): Promise<number> {
    return (await emulatorState()).analytics.filter((a) =>
      JSON.stringify(a.body).includes('custom.hosted-fields.teardown-completed'),
    ).length;
  }

  /**
   * Off the page the frames still to come could not load, and braintree-web would hold its fields (and the widget
   * through them) until its 60-second time-out: the holders wait in a hidden place on the page until the fields
   * exist and are torn down, within seconds, and nothing goes back into the widget.
   */
  async function expectFieldsReleased(el: HTMLElement, before: number): Promise<void> {
    await waitUntil(async () => (await fieldTeardowns()) > before, 'the fields were not torn down', { timeout: 10000 });
    await waitUntil(
      () => !document.querySelector('[data-pd-holder], iframe[name^="braintree-hosted-field"]'),
      'a holder or frame was left on the page',
      { timeout: 5000 },
    );
    expect(el.querySelector('[data-pd-holder], iframe'), 'nothing goes back into the widget').to.equal(null);
  }

  it('leaves no holder or frame behind when torn down while its frames are being put on the page', async () => {
    const before = await fieldTeardowns();
    const el = await endWhileFramesArrive((widget) => widget.teardown());
    await expectFieldsReleased(el, before);
    el.remove();
  });

  it("lets go of braintree-web's fields within seconds when taken off the page while its frames load", async () => {
    const before = await fieldTeardowns();
    const el = await endWhileFramesArrive((widget) => widget.remove());
    await expectFieldsReleased(el, before);
  });

  it('removes its holders on teardown', async () => {
    const el = await mountDropin();
    expect(el.querySelectorAll('[data-pd-holder]').length).to.be.greaterThan(0);
    await el.teardown();
    expect(el.querySelectorAll('[data-pd-holder]').length).to.equal(0);
  });
});
