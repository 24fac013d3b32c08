import { PRODUCT_ERRORS, type ProductError } from './messages.js';

const LINK_TEXT = 'contact support';

/**
 * The product's error banner: a live region that is always in the page (so screen readers announce
 * what appears in it), showing one of the product's error messages until the form clears it. It has no close
 * button and no timer on purpose.
 */
export function ErrorBanner({ error, supportEmail }: { error: ProductError | null; supportEmail: string }) {
  return (
    <div className="payment-form__banner" role="alert">
      {error === 'loading' ? (
        <p>
          {PRODUCT_ERRORS.loading.slice(0, -LINK_TEXT.length)}
          <a href={`mailto:${supportEmail}`}>{LINK_TEXT}</a>
        </p>
      ) : error ? (
        <p>{PRODUCT_ERRORS[error]}</p>
      ) : null}
    </div>
  );
}

// The loading message's link must keep its text exactly as the message words it.
if (!PRODUCT_ERRORS.loading.endsWith(LINK_TEXT)) throw new Error('PRODUCT_ERRORS.loading must end with its link text');
