import { css } from 'lit';

/**
 * The widget's one stylesheet, adopted into its shadow root (constructable stylesheet: no
 * `<style>` text and no inline `style` attributes, so a strict CSP needs no `unsafe-inline`).
 *
 * Public tokens (`--pd-*`, documented in elements/README.md) are read once into private `--_pd-*`
 * properties on the panel.
 *
 * Notes on the rules below (kept out of the stylesheet, which ships as text):
 * - The host has layout and style containment only: paint containment would clip focus rings.
 * - Theme and direction are custom states: `dark` (the dark palette, whose values the same
 *   public tokens override), `rtl` (Arabic and Hebrew, unless the page sets dir on the element).
 * - Focus is a solid outline outside the control in the accent colour (at least 3:1 on the
 *   surface); an outline, so forced colours keep it. The selected method also gets a filled
 *   radio dot, so selection is not shown by colour alone.
 * - The card frames' documents are light: their elements say light too, or a dark page would
 *   give them an opaque white backdrop. Their text colour is passed in when they are made, so
 *   their boxes keep that theme's surface (states `frames-light` / `frames-dark`).
 * - Reduced motion: nothing turns or slides; the loader only fades in place.
 * - Each card field spans three rows of the form (label, input, error) through a subgrid, so the
 *   inputs of one row stay level when a label wraps or an error appears under one of them. Labels
 *   start at the top of their row, so the names of side-by-side fields line up however their
 *   lines wrap; a side-by-side field's hint (MM/YY, the CVV's digits) goes on a line of its own
 *   under the name.
 * - The sheet is a size container: narrower than 12em (192 pixels of 16-pixel text: a phone at 200% zoom, or text
 *   made twice as large; a 320-pixel phone keeps them side by side), the side-by-side fields go one under another,
 *   so their names are not broken mid-word and the frames stay wide enough to show what is typed.
 * - A frame's holder lives in the light DOM (see fieldHolder) and fills its container.
 * - While setup runs, the card sheet is drawn in place, inert: its frames stay hidden in their boxes, which pulse
 *   (the loading indicator then, as a fade), until ready.
 */
export const dropinStyles = css`
  :host {
    display: block;
    contain: layout style;
    color-scheme: light;
  }
  :host(:state(dark)) {
    color-scheme: dark;
  }
  :host(:state(rtl)) {
    direction: rtl;
  }
  :host([hidden]) {
    display: none;
  }
  .panel {
    --_pd-primary: var(--pd-color-primary, #1a56db);
    --_pd-text: var(--pd-color-text, #1f2328);
    --_pd-muted: var(--pd-color-muted, #57606a);
    --_pd-error: var(--pd-color-error, #b42318);
    --_pd-border: var(--pd-color-border, #8c959f);
    --_pd-surface: var(--pd-color-surface, #ffffff);
    --_pd-selected: var(--pd-color-selected, #eef4ff);
    --_pd-radius: var(--pd-radius, 6px);
    --_pd-font: var(--pd-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_pd-size: var(--pd-font-size, 16px);
    --_pd-gap: var(--pd-spacing, 12px);
    --_pd-danger-ink: var(--pd-color-surface, #ffffff);
    --_pd-control: var(--pd-color-control, #57606a);
    --_pd-focus-color: var(--pd-color-focus, var(--_pd-primary));
    --_pd-focus: var(--pd-focus-ring, none);
    font-family: var(--_pd-font);
    font-size: var(--_pd-size);
    color: var(--_pd-text);
    display: grid;
    gap: var(--_pd-gap);
    overflow-wrap: anywhere;
  }
  :host(:state(dark)) .panel {
    --_pd-primary: var(--pd-color-primary, #79a8ff);
    --_pd-text: var(--pd-color-text, #e6edf3);
    --_pd-muted: var(--pd-color-muted, #a4aeb9);
    --_pd-error: var(--pd-color-error, #ff8a80);
    --_pd-border: var(--pd-color-border, #7d8590);
    --_pd-surface: var(--pd-color-surface, #161b22);
    --_pd-selected: var(--pd-color-selected, #1d2b44);
    --_pd-danger-ink: var(--pd-color-surface, #161b22);
    --_pd-control: var(--pd-color-control, #a4aeb9);
    background: var(--pd-color-canvas, #0d1117);
  }
  [hidden] {
    display: none !important;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  h2,
  h3 {
    font-size: 1em;
    font-weight: 600;
    margin: 0;
  }
  h2:focus,
  h3:focus {
    outline: none;
  }
  .sheet {
    container-type: inline-size;
    border: 1px solid var(--_pd-border);
    border-radius: var(--_pd-radius);
    background: var(--_pd-surface);
    padding: var(--_pd-gap);
    display: grid;
    gap: var(--_pd-gap);
  }
  .sheet-header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--_pd-gap);
    flex-wrap: wrap;
  }
  .list {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: calc(var(--_pd-gap) / 2);
  }
  .button:focus-visible,
  .hint:focus-visible,
  .checkbox input:focus-visible {
    outline: 3px solid var(--_pd-focus-color);
    outline-offset: 2px;
    box-shadow: var(--_pd-focus);
  }
  @media (forced-colors: active) {
    .button:focus-visible,
    .hint:focus-visible,
    .checkbox input:focus-visible,
    .hosted.focused {
      outline: 3px solid Highlight;
    }
    .brand-icon {
      forced-color-adjust: none;
    }
  }
  .hint {
    color: var(--_pd-muted);
    font-size: 0.875em;
  }
  .button {
    min-height: 44px;
    padding: 0 calc(var(--_pd-gap) * 1.5);
    border-radius: var(--_pd-radius);
    border: 1px solid var(--_pd-primary);
    background: var(--_pd-surface);
    color: var(--_pd-primary);
    font: inherit;
    cursor: pointer;
  }
  .fields {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: var(--_pd-gap);
  }
  .field {
    display: grid;
    grid-column: 1 / -1;
    grid-row: span 3;
    grid-template-rows: subgrid;
    row-gap: 4px;
  }
  .field-label {
    align-self: start;
  }
  .field.half {
    grid-column: auto;
  }
  @container (max-width: 12em) {
    .field.half {
      grid-column: 1 / -1;
    }
  }
  .field-label {
    font-weight: 500;
  }
  .field-label .hint {
    font-weight: 400;
  }
  .field.half .field-label .hint {
    display: block;
  }
  .hosted {
    position: relative;
    height: 44px;
    box-sizing: border-box;
    border: 1px solid var(--_pd-border);
    border-radius: var(--_pd-radius);
    background: var(--_pd-surface);
    padding: 0 10px;
    color-scheme: light;
  }
  :host(:state(frames-light)) .hosted {
    background: var(--pd-color-surface, #ffffff);
  }
  :host(:state(frames-dark)) .hosted {
    background: var(--pd-color-surface, #161b22);
  }
  [data-field='number'] .hosted {
    padding-inline-end: 56px;
  }
  .field-brand {
    position: absolute;
    inset-inline-end: 8px;
    top: 50%;
    transform: translateY(-50%);
    display: flex;
  }
  .field-brand:not([data-detected]) {
    display: none;
  }
  .hosted slot::slotted(*) {
    display: block;
    height: 100%;
  }
  [inert] .hosted {
    animation: pd-pulse 0.8s ease-in-out infinite alternate;
  }
  [inert] .hosted slot::slotted(*) {
    visibility: hidden;
  }
  .hosted.focused {
    border-color: var(--_pd-primary);
    outline: 3px solid var(--_pd-focus-color);
    outline-offset: 2px;
    box-shadow: var(--_pd-focus);
  }
  .field.invalid .hosted {
    border-color: var(--_pd-error);
  }
  .field-error,
  .sheet-error {
    color: var(--_pd-error);
    font-size: 0.875em;
  }
  .sheet-error:empty,
  .field-error:empty {
    display: none;
  }
  .sheet-error {
    border-inline-start: 3px solid var(--_pd-error);
    padding-inline-start: 8px;
  }
  .checkbox {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  .brands {
    list-style: none;
    margin: 0;
    padding: 0;
    min-height: 24px;
    display: flex;
    gap: 4px;
    flex-wrap: wrap;
  }
  .brand-icon {
    display: inline-block;
    width: 38px;
    height: 24px;
    flex: none;
    vertical-align: middle;
  }
  .mark-image {
    display: block;
    width: 100%;
    height: 100%;
  }
  .brand {
    transition: opacity 0.15s ease;
  }
  .brand.dimmed {
    opacity: 0.3;
  }
  .loader {
    display: grid;
    place-items: center;
    min-height: 96px;
  }
  .spinner {
    width: 32px;
    height: 32px;
    border-radius: 50%;
    border: 3px solid color-mix(in srgb, var(--_pd-primary) 20%, transparent);
    border-top-color: var(--_pd-primary);
    animation: pd-spin 0.8s linear infinite;
  }
  @keyframes pd-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @keyframes pd-pulse {
    from {
      opacity: 1;
    }
    to {
      opacity: 0.4;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation: pd-pulse 1.6s ease-in-out infinite alternate;
    }
    .brand {
      transition: none;
    }
  }
`;
