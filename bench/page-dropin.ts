/**
 * The checkout page's script with Braintree Drop-in 1.40.2 in our widget's place (`npm run
 * bench:page`): the same token request our payment form makes, then `dropin.create` in the same
 * container. Built by Vite from Drop-in's own sources, with the same emulator bridge as the
 * checkout bundle, so both pages reach the same emulator with no browser flags.
 */
import dropin from 'braintree-web-drop-in';

const container = document.querySelector<HTMLElement>('[data-payment-form]');
if (!container) throw new Error('The checkout page has no payment container.');

const vault = document.querySelector<HTMLMetaElement>('meta[name="braintree-vault"]')?.content === 'true';
const response = await fetch(`/api/payment_methods/token${vault ? '?use_vault=true' : ''}`, {
  headers: { accept: 'application/json' },
});
if (!response.ok) throw new Error(`The token request answered ${response.status}.`);
const { token } = (await response.json()) as { token: string };
await dropin.create({ authorization: token, container });
document.documentElement.dataset.benchReady = 'true';
