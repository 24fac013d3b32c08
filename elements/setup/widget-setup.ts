import type { ReactiveControllerHost } from 'lit';
import { loadLists } from '../element/panel.js';
import { watchPolicyViolations } from '../element/policy-watch.js';
import { PaymentDropinError } from '../vocabulary/errors.js';
import type { DropinEventDetails, DropinEventName } from '../vocabulary/events.js';
import { enUSCommon, loadLocaleStrings, resolveLocale } from '../i18n/index.js';
import {
  createModelConfig,
  start,
  type DropinAction,
  type DropinEffect,
  type DropinState,
} from '../model/dropin-model.js';
import { mergeStrings } from '../i18n/locale.js';
import { MESSAGES } from '../vocabulary/messages.js';
import { enabledPaymentOptions, resolvePaymentOptionPriority, validateOptions } from '../model/options.js';
import type { DependencyName, DropinOptions, PaymentOptionId, ThreeDSecureOptions } from '../vocabulary/types.js';
import { createOptionHost, type OptionHostWidget } from './option-host.js';
import type { OptionContext } from '../options/kit/option.js';
import { OPTIONS, optionDefinition } from '../options/registry.js';
import {
  clientFacts,
  createGatewayClient,
  releaseGatewayClient,
  type Client,
  type ClientFacts,
} from '../provider/gateway-client.js';
import { yieldToBrowser } from '../options/kit/next-task.js';
import { MARKS_INLINE, addInlineMarks } from '../views/icons.js';
import { preconnectGateway } from '../provider/preconnect.js';
import type { OptionInstances } from './option-instances.js';
import type { SharedServices } from './services.js';

/** The widget's session as one setup sees it: where the setup puts what it made, and how it talks back. */
export interface SetupSession extends OptionHostWidget {
  /** Changes when the widget is torn down or restarted: this setup is over when it differs from its own. */
  readonly generation: number;
  readonly element: OptionHostWidget['element'] & ReactiveControllerHost;
  options: DropinOptions | undefined;
  strings: Record<string, string>;
  client: Client | undefined;
  facts: ClientFacts | undefined;
  model: DropinState | undefined;
  readonly instances: OptionInstances;
  readonly services: SharedServices;
  dispatch(action: DropinAction): void;
  perform(effects: readonly DropinEffect[]): void;
  fail(message: string, cause: unknown): void;
  fire<K extends DropinEventName>(name: K, detail: DropinEventDetails[K]): void;
  /** Drop-in's 200 ms setup poll is the latest moment: finish setup as soon as nothing is pending. */
  settleSetupEarly(): void;
}

/**
 * One setup of the widget, from the merchant's options to the model's first state: validates the options,
 * loads the locale's strings and the gateway client side by side, decides which options are offered, starts
 * the model, then starts each dependency the model asks for (payment options, 3D Secure, the data
 * collector). It owns what only this setup may stop: its abort signal, each option's own setup, and the
 * watch on the page's Content-Security-Policy. A teardown or a new authorization ends it.
 */
export class WidgetSetup {
  /** Aborted when this setup ends (teardown, removal, new authorization). */
  private readonly abort = new AbortController();
  private stopPolicyWatch: (() => void) | undefined;
  /** Provider setups in flight, by the part name the policy report uses, to fail at once when blocked. */
  private readonly providerSetups = new Map<string, Set<AbortController>>();
  /** Each option's own setup, to stop when its time-out passes. */
  private readonly optionSetups = new Map<PaymentOptionId, AbortController>();

  constructor(
    private readonly session: SetupSession,
    private readonly generation: number,
  ) {}

  private current(): boolean {
    return this.generation === this.session.generation;
  }

  /** Runs the setup with the options read from the element; failures end as the session's `fail`. */
  async run(raw: DropinOptions): Promise<void> {
    const session = this.session;
    const checked = validateOptions(raw, OPTIONS, { requireContainer: false });
    if (!checked.ok)
      return session.fail(checked.message, new PaymentDropinError(checked.message, { kind: 'validation' }));
    const options = checked.options;
    session.options = options;
    // The card frames' host gets its connection made while the setup goes on (the configuration's request, which
    // leaves a few lines below, would have its connection made by then anyway).
    preconnectGateway(options.authorization);
    // A provider's script or frame blocked by the page's policy is named, with what to allow.
    this.stopPolicyWatch = watchPolicyViolations((violation, message) => {
      console.error(`<payment-dropin>: ${message}`);
      // A blocked script never loads: its option fails now, not at its time-out.
      for (const controller of this.providerSetups.get(violation.part) ?? []) controller.abort(new Error(message));
    });

    // The gateway client asks for the configuration at once (its request is the first thing ready waits for),
    // and the locale's strings (a chunk of their own) load beside it.
    const clientLoad = createGatewayClient(options.authorization);
    clientLoad.catch(() => undefined); // answered below, or released when this setup ended meanwhile
    const abandon = (): void => void clientLoad.then((client) => releaseGatewayClient(client)).catch(() => undefined);
    // The setup goes on in tasks of its own, so the browser can paint and answer input between its steps:
    // first the rest of the task that connected the element (often the page's own rendering).
    await yieldToBrowser();
    if (!this.current()) return abandon();
    // Where the bundler shipped no mark files, their inline copies (with the lists' code) load beside the strings.
    const [localeStrings] = await Promise.all([
      loadLocaleStrings(resolveLocale(options.locale)).catch(() => ({})),
      MARKS_INLINE
        ? loadLists().then(
            (lists) => addInlineMarks(lists.inlineMarks),
            () => undefined,
          )
        : undefined,
    ]);
    if (!this.current()) return abandon();
    session.strings = mergeStrings({
      english: enUSCommon,
      localized: localeStrings as Record<string, string>,
      merchant: options.translations,
      charset: document.characterSet,
    });

    let client: Client;
    try {
      client = await clientLoad;
    } catch (error) {
      if (this.current()) session.fail(MESSAGES.createFailed, error);
      return;
    }
    // braintree-web read the gateway's configuration in the task that received it; the options offered, the
    // model and the panel's first drawing come in the next.
    await yieldToBrowser();
    if (!this.current()) {
      await releaseGatewayClient(client).catch(() => undefined);
      return;
    }
    session.client = client;
    const facts = clientFacts(client);
    session.facts = facts;

    const browser = {
      secureContext: location.protocol === 'https:' || window.isSecureContext,
      global: window as unknown as Record<string, unknown>,
    };
    const offered = resolvePaymentOptionPriority(
      options.paymentOptionPriority,
      enabledPaymentOptions(options, facts.gateway, browser, OPTIONS),
      OPTIONS,
    );
    if (!offered.ok)
      return session.fail(offered.message, new PaymentDropinError(offered.message, { kind: 'validation' }));

    // Saved methods to fetch, or more than one option: a list will be shown.
    if (!facts.guestCheckout || offered.value.some((id) => id !== 'card')) void loadLists();
    const transition = start(createModelConfig(options, offered.value, facts.guestCheckout, OPTIONS));
    session.model = transition.state;
    session.element.requestUpdate();
    // Hosted-field containers must be in the shadow root before the frames are created. The dependencies
    // start in a task after the one that drew the panel.
    await session.element.updateComplete;
    await yieldToBrowser();
    if (this.current()) session.perform(transition.effects);
  }

  /** Starts a dependency the model asked for, and tells the model how it went. */
  async startDependency(name: DependencyName): Promise<void> {
    const session = this.session;
    session.dispatch({ type: 'dependencyStarted', name });
    try {
      if (name === 'threeDSecure') {
        await session.services.startThreeDSecure(
          session.client!,
          session.options?.threeDSecure as ThreeDSecureOptions | undefined,
          () => this.current(),
          (event, detail) => session.fire(event, detail),
        );
      } else if (name === 'dataCollector') {
        await session.services.startDataCollector(session.client!, session.options?.dataCollector, () =>
          this.current(),
        );
      } else {
        // A payment option: whichever the registry lists.
        const outcome = await session.instances.start(this.optionContext(name), createOptionHost(session, name));
        if (outcome === 'not-enabled') {
          if (this.current()) session.dispatch({ type: 'dependencyNotEnabled', name });
          session.settleSetupEarly();
          return;
        }
      }
      if (this.current()) session.dispatch({ type: 'dependencyReady', name });
    } catch (error) {
      if (this.current()) session.dispatch({ type: 'dependencyFailed', name, error });
    }
    session.settleSetupEarly();
  }

  /** Stops one option's setup (its time-out passed). */
  stopOption(id: PaymentOptionId, reason: string): void {
    this.optionSetups.get(id)?.abort(new Error(reason));
  }

  /** Ends this setup: everything still setting up stops, and the policy watch ends. */
  end(): void {
    this.stopPolicyWatch?.();
    this.abort.abort(new Error('The widget was torn down.'));
  }

  private optionContext(id: PaymentOptionId): OptionContext {
    const { options, client, facts } = this.session;
    // Aborted with the whole setup, or alone when the page's policy blocks this option's script.
    const own = new AbortController();
    this.optionSetups.set(id, own);
    const part = optionDefinition(id).policyPart;
    if (part) {
      const setups = this.providerSetups.get(part) ?? new Set<AbortController>();
      this.providerSetups.set(part, setups);
      setups.add(own);
    }
    return {
      id,
      settings: options![id],
      options: options!,
      client: client!,
      gateway: facts!.gateway,
      guestCheckout: facts!.guestCheckout,
      locale: options!.locale,
      cspNonce: options!.nonce,
      signal: AbortSignal.any([this.abort.signal, own.signal]),
    };
  }
}
