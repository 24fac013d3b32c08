import { css } from 'lit';

/**
 * The lists' styles (saved methods, the options list, the delete confirmation, the toggles drawn with them): they
 * load with the lists (../element/lists.ts), and the element adopts them beside its own, so a page that only shows
 * the card form never downloads them. The custom properties they use are the element's (./../styles.ts).
 */
export const listsStyles = css`
  /* The express row: the wallets' buttons side by side, wrapping on a narrow screen. */
  .express {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_pd-gap);
    margin-block-end: var(--_pd-gap);
  }
  /* A wallet's place is held at a button's height from the moment the row is drawn, as its button arrives. */
  .express-button {
    flex: 1 1 10rem;
    min-width: 0;
    min-height: 44px;
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
    transition:
      border-color 0.15s ease,
      background-color 0.15s ease;
  }
  .choice:hover {
    border-color: var(--_pd-primary);
  }
  .choice:focus-visible {
    outline: 3px solid var(--_pd-focus-color);
    outline-offset: 2px;
    box-shadow: var(--_pd-focus);
  }
  .choice[aria-checked='true'],
  .choice[aria-selected='true'],
  .choice[aria-current='true'] {
    border-color: var(--_pd-primary);
    background: var(--_pd-selected);
    box-shadow: inset 0 0 0 1px var(--_pd-primary);
  }
  .radio {
    display: grid;
    place-items: center;
    flex: none;
    width: 20px;
    height: 20px;
    box-sizing: border-box;
    border: 2px solid var(--_pd-control);
    border-radius: 50%;
  }
  .choice[aria-checked='true'] .radio {
    border-color: var(--_pd-primary);
  }
  .choice[aria-checked='true'] .radio::after {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: var(--_pd-primary);
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
  .choice .secondary {
    color: var(--_pd-muted);
    font-size: 0.875em;
  }
  /* The toggles under and over the methods list ("Pay another way", "Edit"), drawn as links. */
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
  .link:focus-visible {
    outline: 3px solid var(--_pd-focus-color);
    outline-offset: 2px;
    box-shadow: var(--_pd-focus);
  }
  .button.danger {
    background: var(--_pd-error);
    border-color: var(--_pd-error);
    color: var(--_pd-danger-ink);
    font-weight: 600;
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
  @media (forced-colors: active) {
    .choice[aria-checked='true'] {
      outline: 2px solid Highlight;
      outline-offset: -4px;
    }
    .choice[aria-checked='true'] .radio {
      border-color: Highlight;
    }
    .choice[aria-checked='true'] .radio::after {
      forced-color-adjust: none;
      background: Highlight;
    }
    .choice:focus-visible,
    .link:focus-visible {
      outline: 3px solid Highlight;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .choice {
      transition: none;
    }
  }
`;
