import type { HostedFieldsField } from 'braintree-web/hosted-fields/index.js';
import {
  cardFrameStyles,
  cardFormConfig,
  cardNumberPlaceholder,
  fieldMessageKey,
  maskPlaceholder,
  type CardFormConfig,
  type CardFormState,
} from './card-config.js';
import type { CardOptions, GatewayFacts, HostedFieldName } from '../../vocabulary/types.js';
import {
  CARD_EVENTS,
  createCardFields,
  type CardEventName,
  type HostedFields,
  type HostedFieldsEvent,
} from './card-fields.js';
import { releaseGatewayClient, retainGatewayClient, type Client } from '../../provider/gateway-client.js';
import type { CardFieldItem } from './card-sheet.view.js';
import { laterChunk } from '../kit/later-chunk.js';
import type { TokenizeResult } from '../kit/option.js';

/**
 * The sheet's typing half (./card-typing.ts: its reactions to the shopper's typing, the submit): a chunk of its own,
 * one per page, which nothing needs before the widget is ready. The element fetches it then (`loadCardTyping`); a
 * sheet whose shopper is quicker asks for it with the first event.
 */
const typingHalf = laterChunk(() => import('./card-typing.js'));

/** Fetches the card sheet's typing half (the element does once it is ready, on a page that offers cards). */
export function loadCardTyping(): Promise<unknown> {
  return typingHalf.load();
}

/** What the card sheet needs from the element that hosts it. */
export interface CardSheetHost {
  /** The hosted-field container for a field, in the element's shadow root. */
  container(field: HostedFieldName): HTMLElement | null;
  /** Translates a key (with `{{placeholders}}`). */
  t(key: string, values?: Record<string, string>): string;
  /** Re-fires a hosted-fields event as `card:<name>`. */
  forward(name: CardEventName, payload: unknown): void;
  /** The form became complete or incomplete. */
  completenessChanged(isComplete: boolean): void;
  /** Something shown changed. */
  requestUpdate(): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Focus is in one of the card sheet's frames now. */
  focusInHostedField(): boolean;
  charset: string;
  /** Colours and fonts for the inputs inside the frames, from the widget's custom properties. */
  frameStyles(): Record<string, Record<string, string>>;
  /** Shows the shopper an error on the sheet (the model words it). */
  reportError(error: unknown): void;
}

const LABEL_KEYS: Record<HostedFieldName, string> = {
  cardholderName: 'cardholderNameLabel',
  number: 'cardNumberLabel',
  expirationDate: 'expirationDateLabel',
  cvv: 'cvvLabel',
  postalCode: 'postalCodeLabel',
};

/**
 * The card sheet's behaviour on top of braintree-web's hosted fields: it makes the frames, draws the fields and
 * tears them down; its typing half (./card-typing.ts), fetched once the widget is ready, applies the card form's rules
 * (./card-form.ts: field errors on blur and submit, CVV by brand, completeness, what to tokenize) to the frames.
 * Card data stays inside the frames; this class only sees states.
 */
export class CardSheet {
  readonly config: CardFormConfig;
  fields: HostedFields | undefined;
  /** Translation key of each field's current error (the typing half sets them). */
  readonly errors: Partial<Record<HostedFieldName, string>> = {};
  /** The CVV's length for the brand typed (the typing half sets it). */
  cvvDigits = 3;
  saveCardChecked: boolean;
  #listeners: Array<[string, (event: never) => void]> = [];
  tornDown = false;
  /** The holders while their frames are being made. */
  #placing: Array<{ holder: HTMLElement }> | undefined;
  /**
   * Where the holders go when the sheet is torn down while their frames are being made, until the fields exist and
   * are torn down: a hidden element at the end of the page's body (out of sight, of the accessibility tree and of
   * the focus order), removed then. A frame moved here loads again; taken off the page, it would stop loading.
   */
  #parking: HTMLElement | undefined;
  /** Pending blur rechecks (the typing half's), cancelled on teardown. */
  readonly rechecks = new Set<unknown>();
  /** The fields are disabled (the widget's form control is in a disabled fieldset). */
  #disabled = false;
  /** The typing half could not be fetched, and the shopper was told. */
  #typingFailed = false;

  readonly #options: CardOptions | null;

  constructor(
    readonly host: CardSheetHost,
    options: CardOptions | null,
    gateway: GatewayFacts,
    isGuestCheckout: boolean,
  ) {
    this.#options = options;
    this.config = cardFormConfig(options, gateway, isGuestCheckout);
    this.saveCardChecked = this.config.saveCard.initiallyChecked;
  }

  /**
   * Creates the hosted fields in the sheet's containers: called in the task that read the gateway's configuration
   * (before the panel is drawn), it reads the frames' colours and fonts and calls braintree-web, which makes its
   * frames at once, as a bare braintree-web page does; then the frames go on the page one per task.
   * Putting a frame on the page is most of what braintree-web's constructor costs (the browser makes the frame,
   * its first document and its window), so braintree-web is handed each of our holders off the page, where
   * a frame costs nothing, and each holder goes back into the element in a task of its own. The fields are
   * ready once every frame has loaded. A sheet torn down meanwhile (its widget torn down, or taken off the page by
   * a framework unmounting it) cannot leave its holders in the widget, which is emptied, or off the page, where the
   * frames never load and braintree-web would hold its fields (and, through them, the widget) until its 60-second
   * time-out: the holders wait in a hidden parking place on the page until the fields exist and are torn down.
   */
  async create(client: Client): Promise<void> {
    if (this.tornDown) throw new Error('The card sheet was torn down during setup.');
    const overrides = this.#options?.overrides?.fields ?? {};
    const fields: Partial<Record<HostedFieldName, HostedFieldsField>> = {};
    const holders: Array<{ holder: HTMLElement; parent: ParentNode }> = [];
    for (const name of this.config.fields) {
      const container = this.host.container(name);
      if (!container) throw new Error(`The card sheet has no container for ${name}.`);
      const label = this.host.t(LABEL_KEYS[name]);
      fields[name] = {
        container,
        internalLabel: label,
        // The frame's title, which screen readers name it by, in the shopper's language (braintree-web's is English).
        iframeTitle: label,
        ...this.#defaultFieldOptions(name),
        ...((overrides as Record<string, object | null | undefined>)[name] ?? {}),
      } as HostedFieldsField;
      const parent = container.parentNode;
      if (fields[name].container === container && parent) holders.push({ holder: container, parent });
    }
    const styles = cardFrameStyles(this.host.frameStyles(), this.#options?.overrides?.styles);
    for (const { holder } of holders) holder.remove();
    const creating = createCardFields({ client, fields, styles });
    // Its failure is taken up below, once the holders are back.
    creating.catch(() => undefined);
    this.#placing = holders;
    // The fields being made use the client until they exist (and, torn down meanwhile, until they are gone),
    // even if the widget lets go of it first.
    retainGatewayClient(client);
    try {
      // Each holder goes back on the page once braintree-web has given its frame its address (in a timer of its own
      // per frame, after the task that made them): the frame then loads its page straight away, one frame per
      // task, and never starts as an empty document that the browser swaps for another site's process, which is
      // slower, and which a browser automation tool can lose track of. A failed create ends the wait (the holders
      // go back at once).
      for (const { holder, parent } of holders) {
        await frameAddressed(holder, creating);
        (this.#parking ?? parent).appendChild(holder);
      }
      const created = await creating;
      if (this.tornDown) {
        // Torn down while the frames were loading: nothing may outlive the widget.
        await this.#release(created);
        throw new Error('The card sheet was torn down during setup.');
      }
      this.fields = created;
      if (this.#disabled) this.#applyDisabled();
    } finally {
      this.#parking?.remove();
      this.#placing = this.#parking = undefined;
      void releaseGatewayClient(client).catch(() => undefined);
    }
    for (const name of CARD_EVENTS) {
      const listener = (event: HostedFieldsEvent): void => this.#onEvent(name, event);
      this.fields.on(name as never, listener as never);
      this.#listeners.push([name, listener as (event: never) => void]);
    }
  }

  #defaultFieldOptions(name: HostedFieldName): Partial<HostedFieldsField> {
    switch (name) {
      case 'number':
        return { placeholder: cardNumberPlaceholder(this.host.charset) };
      case 'expirationDate':
        return { placeholder: this.host.t('expirationDatePlaceholder') };
      case 'cvv':
        return { placeholder: maskPlaceholder(3, this.host.charset) };
      case 'cardholderName':
        return { placeholder: this.host.t('cardholderNamePlaceholder') };
      case 'postalCode':
        return {};
    }
  }

  /** The form state as the card form's rules read it. */
  state(): CardFormState {
    const raw = this.fields?.getState();
    return { fields: (raw?.fields ?? {}) as CardFormState['fields'], cards: raw?.cards ?? [] };
  }

  /**
   * A hosted-fields event: handed to the typing half, then re-fired to the merchant, so that a merchant's
   * `card:validityChange` handler reads the new `isPaymentMethodRequestable()` (and `paymentMethodRequestable` comes
   * before the event that completed the card), as in Drop-in. When the typing code is not here yet the event goes
   * to the merchant at once, and the typing half gets it once its code arrives (events keep their order: each waits
   * behind the one before).
   */
  #onEvent(name: CardEventName, event: HostedFieldsEvent): void {
    const reacts = name !== 'binAvailable' && name !== 'inputSubmitRequest';
    const now = reacts && typingHalf.loaded;
    if (!now) this.host.forward(name, event);
    if (reacts) this.#withTyping((typing) => typing.react(this, name, event));
    if (now) this.host.forward(name, event);
  }

  /**
   * Runs `use` with the typing half: now when it is here, else once it arrives (unless the sheet was torn down
   * meanwhile), after whatever waited for it before; a failed fetch is told (`typingUnavailable`).
   */
  #withTyping(use: (typing: NonNullable<typeof typingHalf.loaded>) => void): void {
    const typing = typingHalf.loaded;
    if (typing) use(typing);
    else
      void typingHalf.load().then(
        (code) => (this.tornDown ? undefined : use(code)),
        (error: unknown) => this.#typingUnavailable(error),
      );
  }

  /**
   * The typing half could not be fetched (a dropped network, its chunk gone after the merchant deployed again): the
   * fields could never be checked or paid with, so the shopper is told at the card, once, and the console says why.
   * Paying then rejects with the same failure as its cause.
   */
  #typingUnavailable(error: unknown): void {
    if (this.tornDown || this.#typingFailed) return;
    this.#typingFailed = true;
    console.error("<payment-dropin>: the card form's code failed to load.", error);
    this.host.reportError(error);
  }

  /**
   * Validates and tokenizes. Resolves to the tokenized method, or to `invalid` (each field's error shown) when
   * fields are invalid; rejects with braintree-web's error on failure, or the typing half's failure to load. With
   * the typing half here, the frames get the tokenization in the caller's task.
   */
  async submit(): Promise<TokenizeResult> {
    return (typingHalf.loaded ?? (await typingHalf.load())).submit(this);
  }

  /** Empties every field and its error (a form's reset asks it, so it never fails). */
  async clear(): Promise<void> {
    const typing = typingHalf.loaded ?? (await typingHalf.load().catch(() => undefined));
    if (typing) return typing.clear(this);
    // Without the typing half no field error was ever shown: the frames are emptied.
    await Promise.all(this.config.fields.map((field) => this.fields?.clear(field).catch(() => undefined)));
  }

  /**
   * The key of the first field error a submit would show now; none when the form can be tokenized. The form control's
   * validation message reads it from ready on, which may be before the typing half is here (the form's rules are in
   * it): with every field still empty, the first field a submit would stop at is empty. With something typed
   * meanwhile (a shopper quicker than the network, or the typing half unavailable) none is named, and the message is
   * the card's general one until the typing half arrives (its first event, the field's focus, redraws the widget).
   */
  firstError(): string | undefined {
    const typing = typingHalf.loaded;
    if (typing) return typing.firstError(this);
    const states = this.fields && Object.values(this.state().fields);
    if (!states?.every((state) => state?.isEmpty)) return undefined;
    const { fields, cardholderNameRequired } = this.config;
    return fieldMessageKey(
      fields.find((field) => field !== 'cardholderName' || cardholderNameRequired)!,
      'empty',
    );
  }

  /**
   * Shows each field's error as a submit would, and focuses the first invalid field; false when none is invalid.
   * Before the typing half is here, nothing can have been typed yet: it says the fields are invalid and shows them
   * once it arrives.
   */
  reportInvalid(): boolean {
    const typing = typingHalf.loaded;
    if (typing) return typing.reportInvalid(this);
    this.#withTyping((code) => code.reportInvalid(this));
    return true;
  }

  /** Disables or enables every field; fields still being made get it once they exist. */
  setDisabled(disabled: boolean): void {
    if (disabled === this.#disabled) return;
    this.#disabled = disabled;
    this.#applyDisabled();
  }

  #applyDisabled(): void {
    const fields = this.fields;
    if (!fields) return;
    for (const field of this.config.fields) {
      const change = this.#disabled
        ? fields.setAttribute({ field, attribute: 'disabled', value: true })
        : fields.removeAttribute({ field, attribute: 'disabled' });
      void change.catch(() => undefined);
    }
  }

  focus(field: HostedFieldName): void {
    void this.fields?.focus(field).catch(() => undefined);
  }

  /** The fields as the view renders them. */
  viewFields(): CardFieldItem[] {
    const t = this.host.t;
    const shown = new Set(this.config.fields);
    return (['cardholderName', 'number', 'expirationDate', 'cvv', 'postalCode'] as const).map((name) => ({
      name,
      label: t(LABEL_KEYS[name]),
      hint:
        name === 'cvv'
          ? t(this.cvvDigits === 4 ? 'cvvFourDigitLabelSubheading' : 'cvvThreeDigitLabelSubheading')
          : name === 'expirationDate'
            ? t('expirationDateLabelSubheading')
            : name === 'cardholderName' && !this.config.cardholderNameRequired
              ? t('optionalLabel')
              : undefined,
      visible: shown.has(name),
      half: name === 'expirationDate' || name === 'cvv' || name === 'postalCode',
      error: this.errors[name] ? t(this.errors[name]!) : '',
      focused: Boolean(this.fields?.getState().fields[name]?.isFocused),
    }));
  }

  async teardown(): Promise<void> {
    this.tornDown = true;
    // Frames still being made: they finish loading in the parking place, and `create` tears the fields down then.
    if (this.#placing && document.body) {
      const parking = (this.#parking = document.body.appendChild(document.createElement('div')));
      parking.hidden = true;
      for (const { holder } of this.#placing) if (holder.parentNode) parking.append(holder);
    }
    for (const handle of this.rechecks) this.host.clearTimeout(handle);
    this.rechecks.clear();
    const fields = this.fields;
    this.fields = undefined;
    if (!fields) return;
    for (const [name, listener] of this.#listeners) fields.off?.(name as never, listener as never);
    this.#listeners = [];
    await this.#release(fields);
    // Should a later braintree-web keep its subscriptions after all, they reach the field containers; detached,
    // the containers no longer lead back to the rest of the widget, so it can still be collected.
    for (const name of this.config.fields) this.host.container(name)?.remove();
  }

  /**
   * Tears the fields down through the typing half, which also lets go of what braintree-web would keep of them (its
   * message bus's subscriptions, a tokenization under way); a sheet torn down before ready fetches it first. Should
   * that fetch fail (the page went offline), braintree-web's own teardown still takes the frames away.
   */
  async #release(fields: HostedFields): Promise<void> {
    const typing = typingHalf.loaded ?? (await typingHalf.load().catch(() => undefined));
    await (typing ? typing.releaseFields(fields) : fields.teardown());
  }
}

/**
 * Resolves once the holder's frame has its address (braintree-web makes each frame with `about:blank` and sets its page
 * in a timer of its own), or once `creating` has settled (failed: no address is coming).
 */
function frameAddressed(holder: HTMLElement, creating: Promise<unknown>): Promise<void> {
  const addressed = (): boolean => {
    const src = holder.querySelector('iframe')?.getAttribute('src');
    return Boolean(src) && src !== 'about:blank';
  };
  if (addressed()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (addressed()) done();
    });
    const done = (): void => {
      observer.disconnect();
      resolve();
    };
    observer.observe(holder, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
    creating.then(done, done);
  });
}
