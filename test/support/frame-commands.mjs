/**
 * Browser-test commands that read inside a card field's frame, on Chromium through Puppeteer. The hosted fields are
 * cross-origin frames in processes of their own, which the page's script cannot read; a screen reader reads them
 * all the same, and the keyboard types into them, so what those meet there is checked from here. `name` is the
 * frame's `<iframe name>`, braintree-web's `braintree-hosted-field-<field>`.
 * - `pd-frame-input` `{name}`: the frame's input: its `aria-invalid`, and the text of what its `aria-describedby`
 *   names.
 * - `pd-frame-focus` `{name, mark}`: whether the browser's focus is in the frame, on its input, where keys typed now
 *   go. The frame asked is the one whose `<iframe>` carries `data-pd-mark="<mark>"`: a widget put back on the page
 *   briefly has two frames of each name.
 */
export function frameCommandsPlugin() {
  return {
    name: 'frame-commands',
    async executeCommand({ command, payload, session }) {
      if (command !== 'pd-frame-input' && command !== 'pd-frame-focus') return undefined;
      if (session.browser.type !== 'puppeteer') throw new Error(`${command} needs Chromium through Puppeteer.`);
      const page = session.browser.getPage(session.id);
      if (command === 'pd-frame-focus') return frameFocus(page, payload);
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

/** `pd-frame-focus`; a frame that is going away or loading again has no focus to give, and may not answer at all. */
async function frameFocus(page, { name, mark }) {
  for (const frame of page.frames().filter((f) => f.name() === name && !f.detached)) {
    const element = await frame.frameElement().catch(() => null);
    const marked = await element?.evaluate((el, wanted) => el.dataset.pdMark === wanted, mark).catch(() => false);
    if (!marked) continue;
    const answer = frame
      .evaluate(() => document.hasFocus() && document.activeElement !== document.body)
      .catch(() => false);
    return Promise.race([answer, new Promise((resolve) => setTimeout(resolve, 1000, false))]);
  }
  return false;
}
