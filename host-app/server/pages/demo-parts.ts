/**
 * The demo's own parts of the checkout page, apart from the payment path a merchant copies: who pays
 * (the demo shopper's sign-in, emulated gateway only), the emulated gateway's test values, and the
 * settings panel whose link reproduces what the page shows.
 */
import { html, type SafeHtml } from '../html.js';
import { DEFAULT_AMOUNT } from '../money.js';
import { CSRF_FIELD } from '../security.js';
import { checkoutAddress, DEMO_LOCALES, languageTag, type DemoLocale, type DemoSettings } from './demo-settings.js';

/**
 * Who is paying, said at the top of the demo's page: a guest can sign in as the demo shopper (test
 * data on the emulated gateway), whose saved cards the widget then shows.
 */
export function demoAccountForm(o: {
  demoAccount?: { shopper?: string };
  csrfToken: string;
  amount: string;
  settings: DemoSettings;
}): SafeHtml {
  if (!o.demoAccount) return html``;
  const back = checkoutAddress(o.amount, o.settings);
  const shopper = o.demoAccount.shopper;
  return shopper
    ? html`<form class="account" method="post" action="/sign-out">
        <input type="hidden" name="${CSRF_FIELD}" value="${o.csrfToken}" />
        <input type="hidden" name="return_to" value="${back}" />
        <p>Signed in as <strong id="shopper-name">${shopper}</strong> (the demo shopper, test data).</p>
        <button class="button button--secondary" type="submit">Sign out</button>
      </form>`
    : html`<form class="account" method="post" action="/sign-in">
        <input type="hidden" name="${CSRF_FIELD}" value="${o.csrfToken}" />
        <input type="hidden" name="return_to" value="${back}" />
        <p>Paying as a <strong id="shopper-name">guest</strong>.</p>
        <button class="button button--secondary" type="submit">Sign in as the demo shopper (test data)</button>
      </form>`;
}

function radio(name: string, value: string, label: string, checked: boolean): SafeHtml {
  const id = `setting-${name}-${value}`;
  return html`<span class="demo-settings__choice">
    <input type="radio" id="${id}" name="${name}" value="${value}" ${checked ? html`checked` : ''} />
    <label for="${id}">${label}</label>
  </span>`;
}

/**
 * The demo's settings: a form that reloads the checkout with them in its address, so a link
 * reproduces the state (the widget's locale and theme, PayPal and the wallets, the vault manager,
 * 3D Secure). On the emulated gateway only: with a real gateway no address changes the page.
 */
export function demoSettingsPanel(o: {
  amount: string;
  settings: DemoSettings;
  threeDSecureRequired?: boolean;
}): SafeHtml {
  const s = o.settings;
  const locales = (Object.entries(DEMO_LOCALES) as Array<[DemoLocale, string]>).map(
    ([id, name]) =>
      html`<option value="${id}" lang="${languageTag(id)}" ${id === s.locale ? html`selected` : ''}>
        ${name} (${id})
      </option>`,
  );
  return html`<section class="demo-settings" aria-labelledby="demo-settings-heading">
    <h2 id="demo-settings-heading">Demo settings</h2>
    <p>Apply reloads the checkout with these settings in its address: copy the link to share this state.</p>
    <form method="get" action="/">
      ${o.amount === DEFAULT_AMOUNT ? '' : html`<input type="hidden" name="amount" value="${o.amount}" />`}
      <div class="demo-settings__field">
        <label for="setting-locale">Language of the payment form</label>
        <select id="setting-locale" name="locale">
          ${locales}
        </select>
      </div>
      <fieldset>
        <legend>Theme</legend>
        ${radio('theme', 'auto', 'Follow the system', s.theme === 'auto')}
        ${radio('theme', 'light', 'Light', s.theme === 'light')} ${radio('theme', 'dark', 'Dark', s.theme === 'dark')}
      </fieldset>
      <fieldset>
        <legend>PayPal, Venmo, Apple Pay and Google Pay</legend>
        ${radio('wallets', '1', 'On', s.wallets)} ${radio('wallets', '0', 'Off (cards only)', !s.wallets)}
      </fieldset>
      <fieldset aria-describedby="express-note">
        <legend>Express buttons</legend>
        ${radio('express', '1', 'On', s.express)} ${radio('express', '0', 'Off', !s.express)}
        <p id="express-note" class="demo-settings__note">The wallets' own buttons above the form: one tap to pay.</p>
      </fieldset>
      <fieldset>
        <legend>Vault manager (delete saved cards)</legend>
        ${radio('vaultManager', '1', 'On', s.vaultManager)} ${radio('vaultManager', '0', 'Off', !s.vaultManager)}
      </fieldset>
      <fieldset aria-describedby="three-d-secure-note">
        <legend>3D Secure (card issuer's check)</legend>
        ${
          o.threeDSecureRequired
            ? html`<p class="demo-settings__note">On: the server requires it (THREE_D_SECURE=required).</p>`
            : html`${radio('threeDSecure', '1', 'On', s.threeDSecure)}
              ${radio('threeDSecure', '0', 'Off', !s.threeDSecure)}`
        }
        <p id="three-d-secure-note" class="demo-settings__note">
          Try card 4000 0000 0000 1000 (passes without a challenge) or 4000 0000 0000 1091 (the bank asks you to
          confirm).
        </p>
      </fieldset>
      <button class="button button--secondary" type="submit">Apply settings</button>
    </form>
  </section>`;
}

/** The emulated gateway's test values: no real money moves. */
export function emulatedTestValues(settings: DemoSettings): SafeHtml {
  return html`<aside class="test-values" aria-labelledby="test-values-heading">
    <h2 id="test-values-heading">Emulated gateway</h2>
    <p>
      No real money moves. Pay with card 4111 1111 1111 1111, any future expiry date, CVV 123 and postal code 12345.
      Open <a href="${checkoutAddress('2000.00', settings)}">amount 2000.00</a> to see a decline.
    </p>
  </aside>`;
}
