/**
 * The emulator's stand-in for PayPal's Fraudnet script (`https://c.paypal.com/da/r/fb.js`), which
 * braintree-web's data collector and card tokenization (`creditCards.collectDeviceData`) load.
 *
 * braintree-web only needs the script to load: the device data it returns is its own
 * `{"correlation_id": …}`. What the real script does with the page's parameter block is played
 * here in small: it reads the last `<script type="application/json" fncls="…">` block, sends the
 * beacon named in `b` (a `counter.cgi` URL) as an image request, and calls the `cb1` callback
 * when one is named. It records what it saw in `window.__emulatedFraudnet` (for tests), and
 * never sends the page's data anywhere else.
 *
 * Plain ES5 on purpose: it is served as is to whatever browser the merchant's page runs in.
 */
export const FRAUDNET_FNCLS = 'fnparams-dede7cc5-15fd-4c75-a9f4-36c430ee3a99';

export const FRAUDNET_SCRIPT = `/* Emulated Fraudnet (gateway emulator): not PayPal's script. */
(function () {
  'use strict';
  var FNCLS = ${JSON.stringify(FRAUDNET_FNCLS)};
  var record = window.__emulatedFraudnet || (window.__emulatedFraudnet = { sessions: [] });

  function readParameters() {
    var blocks = document.querySelectorAll('script[fncls="' + FNCLS + '"]');
    var block = blocks[blocks.length - 1];
    if (!block) return null;
    try {
      var value = JSON.parse(block.textContent || '');
      return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
    } catch (e) {
      return null;
    }
  }

  function isBeaconUrl(value) {
    if (typeof value !== 'string') return false;
    try {
      var url = new URL(value, location.href);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname === '/counter.cgi';
    } catch (e) {
      return false;
    }
  }

  var parameters = readParameters();
  if (!parameters || typeof parameters.f !== 'string' || parameters.f === '') return;

  var session = { correlationId: parameters.f, source: parameters.s, sandbox: parameters.sandbox === true, beacon: false };
  record.sessions.push(session);

  if (parameters.bu !== false && isBeaconUrl(parameters.b)) {
    var pixel = new Image(1, 1);
    pixel.referrerPolicy = 'no-referrer';
    pixel.src = parameters.b;
    session.beacon = true;
  }

  if (typeof parameters.cb1 === 'string' && /^[A-Za-z_$][\\w$]*$/.test(parameters.cb1)) {
    var callback = window[parameters.cb1];
    if (typeof callback === 'function') {
      setTimeout(function () {
        callback();
      }, 0);
    }
  }
})();
`;

/** A transparent 1x1 GIF: what the beacon endpoint answers. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
