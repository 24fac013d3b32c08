import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { readsRightToLeft, resolveTheme } from '../element/attributes.js';
import { frameStyles } from '../element/frame-holders.js';

/** The element as its appearance sees it. */
export interface AppearanceHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** The `theme` property or attribute, if set. */
  readonly theme?: unknown;
  /** The `locale` property or attribute, if set. */
  readonly locale?: unknown;
  /** The merchant's options object (may be hostile: getters that throw). */
  readonly options?: unknown;
}

/**
 * Light or dark, and right to left for Arabic and Hebrew unless the page sets `dir` on the element,
 * as custom states (`dark`, `rtl`) the stylesheet reads; the host's attributes stay the page's. The
 * `auto` theme follows the page's `color-scheme` and the system setting, which it listens to.
 */
export class Appearance implements ReactiveController {
  /** The element's one ElementInternals (an element has one): its form control uses it too. */
  readonly internals: ElementInternals;
  readonly #systemScheme = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined;
  readonly #onSystemScheme = (): void => this.apply();

  readonly #host: AppearanceHost;

  constructor(host: AppearanceHost) {
    this.#host = host;
    this.internals = host.attachInternals();
    host.addController(this);
  }

  hostConnected(): void {
    this.#systemScheme?.addEventListener('change', this.#onSystemScheme);
    this.apply();
  }

  hostDisconnected(): void {
    this.#systemScheme?.removeEventListener('change', this.#onSystemScheme);
  }

  /** Reads the theme and the direction again (after `theme`, `locale` or `options` changed). */
  apply(): void {
    const host = this.#host;
    const page = host.parentElement ?? ((host.getRootNode() as ShadowRoot).host as Element | undefined);
    const dark = resolveTheme(host.theme ?? this.#option('theme'), {
      pageScheme: page ? getComputedStyle(page).colorScheme : 'normal',
      systemDark: Boolean(this.#systemScheme?.matches),
    });
    this.#setState('dark', dark === 'dark');
    this.#setState('rtl', !host.hasAttribute('dir') && readsRightToLeft(host.locale ?? this.#option('locale')));
  }

  /**
   * The panel's `dir` for the words it shows: `ltr` when the locale reads right to left but its words failed to load,
   * so English stands in (laid out right to left it would read backwards); otherwise the host's direction stands.
   */
  panelDirection(lang: string): 'ltr' | undefined {
    return this.internals.states.has('rtl') && !readsRightToLeft(lang) ? 'ltr' : undefined;
  }

  /**
   * Colours for the inputs in the card frames, from the theme in force when they are made. The frames
   * cannot be restyled afterwards, so their boxes keep that theme's surface (states `frames-light` /
   * `frames-dark`) if the theme changes later: the typed text stays readable. The colours are read before those
   * states are set: the frames are made in the task that read the gateway's configuration, and a state changed first
   * would have the browser work out the whole widget's styles again there, instead of at its next drawing.
   */
  frameStyles(): Record<string, Record<string, string>> {
    const styles = frameStyles(this.#host.renderRoot.querySelector<HTMLElement>('.panel') ?? this.#host);
    const dark = this.internals.states.has('dark');
    this.#setState('frames-dark', dark);
    this.#setState('frames-light', !dark);
    return styles;
  }

  /** Hostile options (a throwing getter) are refused by setup, with an error event; here they count as unset. */
  #option(key: 'theme' | 'locale'): unknown {
    try {
      return (this.#host.options as Record<string, unknown> | undefined)?.[key];
    } catch {
      return undefined;
    }
  }

  #setState(name: string, on: boolean): void {
    if (on) this.internals.states.add(name);
    else this.internals.states.delete(name);
  }
}
