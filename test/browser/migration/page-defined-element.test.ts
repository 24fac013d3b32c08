/**
 * A page that registered an element of its own as `payment-dropin` before this package loaded (another widget, a
 * stub): ours cannot be registered, and `create()` would render the page's element and wait for a `ready` that never
 * comes. It rejects instead, and the console says why as the package loads. (A file of its own: the page's element
 * must be defined before the package's modules run.)
 */
import { expect } from '@open-wc/testing';
import { TOKENIZATION_KEY } from '../support/emulator.js';

const NAME_TAKEN = '<payment-dropin>: the page already defines payment-dropin as another element.';

describe('a page that already defined its own payment-dropin element', () => {
  it('create() rejects with "There was an error creating Drop-in.", the reason as its cause and in the console', async () => {
    customElements.define('payment-dropin', class extends HTMLElement {});
    const logged: unknown[][] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    let module: typeof import('../../../elements/create.js');
    try {
      module = await import('../../../elements/create.js');
    } finally {
      console.error = consoleError;
    }
    expect(logged.filter(([message]) => message === NAME_TAKEN)).to.have.length(1);
    const container = document.body.appendChild(document.createElement('div'));
    try {
      const error = await module.create({ authorization: TOKENIZATION_KEY, container }).then(
        () => undefined,
        (rejection: unknown) => rejection,
      );
      expect(error).to.be.instanceOf(module.PaymentDropinError);
      expect((error as Error).message).to.equal('There was an error creating Drop-in.');
      expect((error as InstanceType<typeof module.PaymentDropinError>).kind).to.equal('setup');
      expect(((error as Error).cause as Error).message).to.equal(NAME_TAKEN);
    } finally {
      container.remove();
    }
  });
});
