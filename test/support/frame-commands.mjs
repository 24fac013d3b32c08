/**
 * A browser-test command that reads inside a card field's frame, on Chromium through Puppeteer. The hosted fields are
 * cross-origin frames in processes of their own, which the page's script cannot read; a screen reader reads them
 * all the same, so what it meets there is checked from here:
 * - `pd-frame-input` `{name}`: the input of the frame named `name` (an `<iframe name>`, braintree-web's
 *   `braintree-hosted-field-<field>`): its `aria-invalid`, and the text of what its `aria-describedby` names.
 */
export function frameCommandsPlugin() {
  return {
    name: 'frame-commands',
    async executeCommand({ command, payload, session }) {
      if (command !== 'pd-frame-input') return undefined;
      if (session.browser.type !== 'puppeteer') throw new Error('pd-frame-input needs Chromium through Puppeteer.');
      const page = session.browser.getPage(session.id);
      const frame = page.frames().find((f) => f.name() === payload?.name);
      if (!frame) throw new Error(`pd-frame-input: no frame named ${payload?.name}`);
      return frame.evaluate(() => {
        const input = document.querySelector('input:not([type="hidden"])');
        const ids = (input?.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
        return {
          invalid: input?.getAttribute('aria-invalid') ?? null,
          description: ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' '),
        };
      });
    },
  };
}
