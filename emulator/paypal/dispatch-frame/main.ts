/**
 * The dispatch frame braintree-web's frame service loads (hidden) from `paypal.assetsUrl` when a
 * PayPal Checkout component is created. The frame is named `dispatch_<serviceId>`, and the
 * service waits, on the bus channel `<serviceId>`, for this frame to say it is ready; until then
 * the component's teardown waits too. The emulator's PayPal flows need no popup, so readiness
 * is all this frame reports.
 */
import Framebus from 'framebus';

const DISPATCH_FRAME_READY = 'frameService:DISPATCH_FRAME_READY';

function start(): void {
  const match = /^dispatch_([A-Za-z0-9]+)$/.exec(window.name);
  if (!match || window.parent === window) return;
  // The event carries nothing but "ready", for the page that made this frame.
  const bus = new Framebus({ channel: match[1], targetFrames: [window.parent] });
  bus.emit(DISPATCH_FRAME_READY);
}

start();
