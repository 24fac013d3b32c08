/**
 * The card's code as its definition's `load()` reaches it. The element bundles `card-option.ts` by name (every card
 * page needs it at once), so a dynamic import of that same module would be one a bundler cannot split off, and it
 * says so in a warning on every build of a page that imports the element. Loading it through this module instead
 * keeps `load()` for hosts that do not bundle the card, with nothing to warn about.
 */
export { cardModule } from './card-option.js';
