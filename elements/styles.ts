import { css } from 'lit';

/**
 * The widget's one stylesheet, adopted into its shadow root (constructable stylesheet: no
 * `<style>` text and no inline `style` attributes, so a strict CSP needs no `unsafe-inline`).
 *
 * Public tokens (`--pd-*`, documented in the README) are read once into private `--_pd-*`
 * properties on the panel.
 */
export const dropinStyles = css`
  :host {
    display: block;
    contain: content;
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
    --_pd-focus: var(--pd-focus-ring, 0 0 0 3px color-mix(in srgb, var(--_pd-primary) 45%, transparent));
    font-family: var(--_pd-font);
    font-size: var(--_pd-size);
    color: var(--_pd-text);
    display: grid;
    gap: var(--_pd-gap);
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
  .choice {
    display: flex;
    align-items: center;
    gap: var(--_pd-gap);
    width: 100%;
    box-sizing: border-box;
    min-height: 48px;
    padding: calc(var(--_pd-gap) * 0.75) var(--_pd-gap);
    border: 1px solid var(--_pd-border);
    border-radius: var(--_pd-radius);
    background: var(--_pd-surface);
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  .choice:hover {
    border-color: var(--_pd-primary);
  }
  .choice:focus-visible,
  .link:focus-visible,
  .button:focus-visible,
  .checkbox input:focus-visible {
    outline: none;
    box-shadow: var(--_pd-focus);
  }
  .choice[aria-checked='true'],
  .choice[aria-selected='true'] {
    border-color: var(--_pd-primary);
    background: var(--_pd-selected);
  }
  .choice[aria-disabled='true'],
  .choice:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
  .choice .text {
    display: grid;
    flex: 1;
  }
  .choice .secondary,
  .hint {
    color: var(--_pd-muted);
    font-size: 0.875em;
  }
  .link {
    background: none;
    border: none;
    padding: 2px 0;
    color: var(--_pd-primary);
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
    justify-self: start;
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
  .button.primary {
    background: var(--_pd-primary);
    color: var(--_pd-surface);
  }
  .fields {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: var(--_pd-gap);
  }
  /* Each field spans three rows of the form (label, input, error) through a subgrid, so the
     inputs of one row stay level when a label wraps or an error appears under one of them. */
  .field {
    display: grid;
    grid-column: 1 / -1;
    grid-row: span 3;
    grid-template-rows: subgrid;
    row-gap: 4px;
  }
  .field-label {
    align-self: end;
  }
  .field.half {
    grid-column: auto;
  }
  .field-label {
    font-weight: 500;
  }
  .field-label .hint {
    font-weight: 400;
  }
  .hosted {
    height: 44px;
    box-sizing: border-box;
    border: 1px solid var(--_pd-border);
    border-radius: var(--_pd-radius);
    background: var(--_pd-surface);
    padding: 0 10px;
  }
  /* The frame's holder lives in the light DOM (see fieldHolder) and fills its container. */
  .hosted slot::slotted(*) {
    display: block;
    height: 100%;
  }
  .hosted.focused {
    border-color: var(--_pd-primary);
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
    display: flex;
    gap: 4px;
    flex-wrap: wrap;
  }
  .brand-icon {
    width: 38px;
    height: 24px;
    flex: none;
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
  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation-duration: 3s;
    }
  }
  .dialog {
    border: 1px solid var(--_pd-error);
    border-radius: var(--_pd-radius);
    padding: var(--_pd-gap);
    display: grid;
    gap: var(--_pd-gap);
  }
  .actions {
    display: flex;
    gap: var(--_pd-gap);
    justify-content: flex-end;
    flex-wrap: wrap;
  }
`;
