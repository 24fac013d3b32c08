import { loadLists } from '../element/lists-loader.js';
import { languageTag, resolveLocale } from '../i18n/locale.js';
import { loadWordsFor, wordsFor } from '../i18n/words.js';
import { createModelConfig } from '../model/dropin-model.js';
import { enabledPaymentOptions, resolvePaymentOptionPriority, validateOptions } from '../model/options.js';
import { loadOptionCode } from '../options/option-code-loader.js';
import { yieldToBrowser } from '../options/kit/next-task.js';
import { clientFacts, releaseGatewayClient, type Client } from '../provider/gateway-client.js';
import { preconnectFrames } from '../provider/preconnect.js';
import { MESSAGES } from '../vocabulary/messages.js';
import { PaymentDropinError } from '../vocabulary/errors.js';
import type { DropinOptions, PaymentOptionId } from '../vocabulary/types.js';
import { MARKS_INLINE, addInlineMarks } from '../views/icons.js';
import type { WidgetSetup } from './widget-setup.js';

/**
 * A setup's start, from the merchant's options to the model's first state: validates the options, loads the
 * locale's strings and the gateway client side by side, decides which options are offered, and starts the model
 * (which then starts each option and service). The steps while the configuration is in flight go on in tasks of
 * their own; from the configuration's arrival to the card's `hostedFields.create` is one task, and the splitting for
 * phones (the panel's drawing, the frames put on the page, the wallets) comes after. Each step stops when the setup
 * has ended meanwhile. Failures end as the setup's `fail`.
 */
export async function runStartup(setup: WidgetSetup, raw: DropinOptions): Promise<void> {
  const entries = setup.parts.entries;
  const checked = validateOptions(raw, entries, { requireContainer: false });
  if (!checked.ok) return setup.fail(checked.message, new PaymentDropinError(checked.message, { kind: 'validation' }));
  const options = checked.options;
  setup.options = options;
  setup.watchPolicy();
  const client = await clientAndStrings(setup, options);
  if (!client) return;
  setup.client = client;
  const facts = clientFacts(client);
  setup.facts = facts;
  const browser = {
    secureContext: location.protocol === 'https:' || window.isSecureContext,
    global: window as unknown as Record<string, unknown>,
  };
  const enabled = enabledPaymentOptions(options, facts.gateway, browser, entries);
  const offered = resolvePaymentOptionPriority(options.paymentOptionPriority, enabled, entries);
  if (!offered.ok) return setup.fail(offered.message, new PaymentDropinError(offered.message, { kind: 'validation' }));
  // Saved methods to fetch, or more than one option: a list will be shown (a failed load shows when it is drawn).
  if (!facts.guestCheckout || offered.value.some((id) => id !== 'card')) loadLists().catch(() => undefined);
  await setup.begin(createModelConfig(options, offered.value, facts.guestCheckout, entries));
}

/**
 * The gateway client, once the locale's strings are in the setup too; undefined when the setup ended meanwhile or
 * the client failed (then the setup has failed).
 */
async function clientAndStrings(setup: WidgetSetup, options: DropinOptions): Promise<Client | undefined> {
  // The gateway client asks for the configuration at once, if the element did not as it connected (its request is
  // the first thing ready waits for), and the locale's strings (a chunk of their own) load beside it.
  const clientLoad = setup.gatewayClient(options.authorization);
  clientLoad.catch(() => undefined); // answered below, or released when this setup ended meanwhile
  const abandon = (): undefined =>
    void clientLoad.then((client) => releaseGatewayClient(client)).catch(() => undefined);
  // The configuration's request is on its way: the rest of the task that connected the element (often the page's
  // own rendering) runs before the strings are merged, which costs the frames nothing (they wait for the answer).
  await yieldToBrowser();
  if (setup.signal.aborted) return abandon();
  // The card frames' origin gets its connection made while the configuration is on its way: asked for here, a task
  // after the request, not in the task that connected the element (on a React page, the page's own mount, the
  // longest task of its load on a phone).
  preconnectFrames(options.authorization);
  // Likewise, with options that name more than cards, the table of the options' code: a wallet the gateway turns on
  // then asks for its own code at once.
  if (Object.keys(setup.parts.entries).some((id) => id !== 'card' && options[id as PaymentOptionId]))
    void loadOptionCode().catch(() => undefined);
  // Where the bundler shipped no mark files, their inline copies (a chunk of their own, about 7 KB gzip, which no page
  // with the files fetches) load beside the strings.
  // A locale whose chunk fails to load leaves the widget in English, and says so: its language too.
  setup.lang = languageTag(options.locale);
  const [words] = await Promise.all([
    loadWordsFor(options).catch((error: unknown) => {
      console.error(
        `<payment-dropin>: the words of locale ${resolveLocale(options.locale)} failed to load; English stands in.`,
        error,
      );
      setup.lang = 'en-US';
      return wordsFor(options, {});
    }),
    MARKS_INLINE
      ? import('../views/marks/inline.js').then(
          (marks) => addInlineMarks(marks.inlineMarks),
          () => undefined,
        )
      : undefined,
  ]);
  if (setup.signal.aborted) return abandon();
  setup.strings = words;
  let client: Client;
  try {
    client = await clientLoad;
  } catch (error) {
    setup.fail(MESSAGES.createFailed, error);
    return undefined;
  }
  // No task boundary here: the options offered, the model and the card's frames follow in the task that read the
  // gateway's configuration, as on a bare braintree-web page. The panel's drawing comes after the frames are asked for.
  if (!setup.signal.aborted) return client;
  await releaseGatewayClient(client).catch(() => undefined);
  return undefined;
}
