import { OPTIONS } from '../../../elements/options/registry.js';
import type { SessionElement, SetupParts, SetupReports } from '../../../elements/setup/widget-setup.js';

/**
 * What a `WidgetSetup` is made with, for a node test that drives its model loop: the registry's options, an element
 * that only takes update requests, a clock that never fires, and reports that do nothing unless the test says.
 */
export function setupParts(reports: Partial<SetupReports>): SetupParts {
  const element = {
    clock: { setTimeout: () => 0, clearTimeout: () => undefined },
    addController: () => undefined,
    requestUpdate: () => undefined,
    // The setup listens to the element's document (where the shopper last pressed).
    ownerDocument: new EventTarget(),
  } as unknown as SessionElement;
  return {
    element,
    idPrefix: 'test',
    entries: OPTIONS,
    bundled: {},
    settling: { run: (work: () => void) => work(), start: () => undefined },
    frameStyles: () => ({}),
    earlyClient: () => undefined,
    reports: {
      fire: () => true,
      ready: () => undefined,
      expressPaid: () => undefined,
      formBusy: () => false,
      fail: () => undefined,
      keepError: () => undefined,
      changed: () => undefined,
      ...reports,
    },
  } as unknown as SetupParts;
}
