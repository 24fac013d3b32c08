/**
 * A card field's blur that reaches the card sheet's typing rules late: their code (options/card/card-typing.ts) is
 * fetched once the widget is ready, and a shopper quicker than the network has focused, left and focused a field again
 * before it arrives. The blur is then judged with the shopper back in the field it came from: that is not moving on
 * to another field, so it shows no empty message (as a first focus that bounces, blur then focus within milliseconds,
 * shows none). The test server holds the module's request until the test lets it through
 * (test/support/module-faults.mjs); a page keeps a module once it has it, so this file has one test.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { enUS } from '../../../elements/i18n/en-US.js';
import { clickInto, drawnFrame, fieldError, leaveFieldForOutside, mountDropin, unmountAll } from './dropin-harness.js';
import { resetEmulator } from '../support/emulator.js';
import { holdModules } from '../support/module-faults.js';

const TYPING = '/elements/options/card/card-typing.ts';

describe('<payment-dropin> a blur handled once the typing code arrives', () => {
  const extras: HTMLElement[] = [];

  beforeEach(async () => {
    await resetEmulator();
  });

  afterEach(async () => {
    await holdModules([]);
    extras.splice(0).forEach((node) => node.remove());
    await unmountAll();
  });

  it('shows no empty message for a field the shopper is back in, and shows it once they move on to the next field', async () => {
    await holdModules([TYPING]);
    const el = await mountDropin();
    await leaveFieldForOutside(el, 'number', extras);
    await clickInto(el, 'number');
    // The typing rules arrive with the shopper in the number field: its focus, blur and focus are handled now.
    await holdModules([]);
    await waitUntil(
      () => performance.getEntriesByType('resource').some((entry) => entry.name.includes(TYPING)),
      'the typing code never arrived',
      { timeout: 5000 },
    );
    await drawnFrame();
    await el.updateComplete;
    expect(fieldError(el, 'number')).to.equal('');
    // Moving on to the next card field with the number still empty is what shows its message.
    await clickInto(el, 'expirationDate');
    await waitUntil(
      () => fieldError(el, 'number') === enUS.fieldEmptyForNumber,
      `number error is "${fieldError(el, 'number')}"`,
      { timeout: 5000 },
    );
  });
});
