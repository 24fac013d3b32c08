import { CardForm, type FormEvent, type NumberFormat } from './card-form.js';
import { braintreeError, fieldsInvalidError } from './errors.js';
import type { FormApi, FrameHook, ViewApi } from './frame-hook.js';
import type { ParentBus } from './parent-bus.js';
import {
  EVENTS,
  REQUEST_TIMEOUT_MS,
  type ClientConfiguration,
  type FieldKey,
  type FieldOptions,
  type FieldState,
  type MerchantConfiguration,
  type TokenizeOptions,
  type TokenizeReply,
} from './protocol.js';
import { buildTokenizeRequest, sendTokenizeRequest } from './tokenize.js';

/** The value, or undefined when it takes longer than `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Runs one hosted-fields form from the frame that received the merchant's configuration: keeps
 * the card form, tells the outer page about every change (INPUT_EVENT), and answers tokenization
 * requests by sending the card to the gateway itself.
 */
export class FormController implements FormApi {
  private readonly form: CardForm;
  private readonly views = new Map<FieldKey, ViewApi>();
  private readonly client: Promise<ClientConfiguration>;

  constructor(
    private readonly merchant: MerchantConfiguration,
    private readonly bus: ParentBus,
    private readonly frameOrigin: string,
  ) {
    this.form = new CardForm(merchant);
    this.publish(this.form.fillInitialValues());
    this.client = new Promise((resolve) => {
      bus.emit(EVENTS.READY_FOR_CLIENT, undefined, (configuration) => {
        if (isRecord(configuration) && isRecord(configuration.gatewayConfiguration)) {
          resolve(configuration as unknown as ClientConfiguration);
        }
      });
    });
    void this.client.then((client) => {
      this.publish(this.form.setSupportedCardTypes(client.gatewayConfiguration.creditCards?.supportedCardTypes));
    });
    bus.on(EVENTS.TOKENIZATION_REQUEST, (options, reply) => {
      if (!reply) return;
      void this.tokenize(isRecord(options) ? (options as TokenizeOptions) : {}).then(reply);
    });
  }

  /** Renders a field frame from this form (at start, or when that frame reloaded). */
  join(hook: FrameHook): void {
    if (!this.form.has(hook.field)) return;
    this.views.set(hook.field, hook.attach(this));
  }

  missingFields(): FieldKey[] {
    return this.form.keys.filter((key) => !this.views.has(key));
  }

  configuration(): MerchantConfiguration {
    return this.merchant;
  }

  fieldOptions(field: FieldKey): FieldOptions {
    return this.form.fieldOptions(field);
  }

  value(field: FieldKey): string {
    return this.form.value(field);
  }

  state(field: FieldKey): FieldState {
    return this.form.state(field);
  }

  numberFormat(): NumberFormat {
    return this.form.numberFormat();
  }

  cvvMaxLength(): number {
    return this.form.cvvMaxLength();
  }

  input(field: FieldKey, value: string): void {
    this.publish(this.form.setValue(field, String(value)));
  }

  focusChanged(field: FieldKey, focused: boolean): void {
    this.publish(this.form.setFocused(field, Boolean(focused)));
  }

  submitRequested(field: FieldKey): void {
    this.publish(this.form.submitRequested(field));
  }

  /** Sends the events of a change, in order, then lets every field render the new state. */
  private publish(events: FormEvent[]): void {
    for (const event of events) {
      switch (event.kind) {
        case 'input':
          this.bus.emit(EVENTS.INPUT_EVENT, this.form.inputEvent(event.field, event.type));
          break;
        case 'binAvailable':
          // Part of the card number: only to a parent whose origin is known (as braintree-web,
          // which documents that binAvailable does not fire when the referrer hides the origin).
          if (this.bus.parentOrigin) this.bus.emit(EVENTS.BIN_AVAILABLE, event.bin);
          break;
        case 'entryBegun':
          this.bus.emit(EVENTS.CARD_FORM_ENTRY_HAS_BEGUN);
          break;
      }
    }
    if (events.length === 0) return;
    for (const view of this.views.values()) view.refresh();
  }

  async tokenize(options: TokenizeOptions): Promise<TokenizeReply> {
    const keys = this.form.keysToTokenize(options.fieldsToTokenize);
    if (this.form.isEmpty(keys)) return [braintreeError('HOSTED_FIELDS_FIELDS_EMPTY')];
    const invalid = this.form.invalidKeys(keys);
    if (invalid.length > 0) return [fieldsInvalidError(invalid)];
    const client = await within(this.client, REQUEST_TIMEOUT_MS);
    // The outer page answers READY_FOR_CLIENT once its client exists; without one nothing is sent.
    if (!client)
      return [braintreeError('HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR', { reason: 'No client configuration.' })];
    const request = buildTokenizeRequest(client, this.form.cardData(keys), options);
    if (typeof request === 'string') return [braintreeError('HOSTED_FIELDS_FAILED_TOKENIZATION', { reason: request })];
    const result = await sendTokenizeRequest(request, this.frameOrigin);
    return 'payload' in result ? [null, result.payload] : [result.error];
  }
}
