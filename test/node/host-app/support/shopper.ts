/**
 * A browser-like client of the product server for Node tests: keeps its cookies (the session and
 * the CSRF cookie), opens the checkout to get an order, and posts forms as the page would. Its
 * requests say they come from the checkout's own origin (`Sec-Fetch-Site: same-origin`, as a
 * current browser's do from the page) unless `init.headers` says otherwise (an empty one: none).
 */
export interface OpenedCheckout {
  page: string;
  orderId: string;
  csrf: string;
}

export function inputValue(page: string, name: string): string | undefined {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(page)?.[0];
  return tag ? /value="([^"]*)"/.exec(tag)?.[1] : undefined;
}

export class Shopper {
  readonly cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    // An empty Sec-Fetch-Site: none at all, as from a browser too old to send one.
    if (!headers.has('sec-fetch-site')) headers.set('sec-fetch-site', 'same-origin');
    else if (headers.get('sec-fetch-site') === '') headers.delete('sec-fetch-site');
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(new URL(path, this.base), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  }

  get(path: string): Promise<Response> {
    return this.fetch(path);
  }

  /** Opens the checkout (a new order for `amount`, or the order `?order=`) and reads its form. */
  async open(query = ''): Promise<OpenedCheckout> {
    const response = await this.get(`/${query}`);
    if (response.status !== 200) throw new Error(`GET /${query} answered ${response.status}`);
    const page = await response.text();
    const orderId = inputValue(page, 'order_id');
    const csrf = inputValue(page, '_csrf');
    if (!orderId || !csrf) throw new Error('the checkout page has no order id or CSRF token');
    return { page, orderId, csrf };
  }

  postForm(path: string, fields: Record<string, string> | URLSearchParams): Promise<Response> {
    return this.fetch(path, { method: 'POST', body: new URLSearchParams(fields) });
  }

  /** Submits the checkout form of `opened` as the payment form would, with `fields` on top. */
  pay(opened: OpenedCheckout, fields: Record<string, string> = {}): Promise<Response> {
    return this.postForm('/checkout', {
      order_id: opened.orderId,
      _csrf: opened.csrf,
      payment_method_nonce: 'fake-valid-visa-nonce',
      use_vaulted_card: '0',
      payment_method_device_data: '',
      ...fields,
    });
  }

  async signIn(opened: OpenedCheckout): Promise<void> {
    const response = await this.postForm('/sign-in', { _csrf: opened.csrf, return_to: '/' });
    if (response.status !== 303) throw new Error(`sign-in answered ${response.status}`);
  }
}

/** A shopper whose requests reach the server through one proxy hop, which names their address (X-Forwarded-For). */
export class ShopperFrom extends Shopper {
  constructor(
    base: string,
    readonly address: string,
  ) {
    super(base);
  }

  override fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', this.address);
    return super.fetch(path, { ...init, headers });
  }
}
