import Framebus from 'framebus';

/** A bus handler: the event's data (if any), and the reply function when the sender asked for one. */
export type BusHandler = (data: unknown, reply: ((value: unknown) => void) | undefined) => void;

/**
 * The origin of the page that embeds this frame. `ancestorOrigins` is exact where it exists
 * (Chromium, WebKit); elsewhere the referrer tells it unless the page's referrer policy hides it.
 */
export function findParentOrigin(): string | undefined {
  const ancestors = window.location.ancestorOrigins;
  const first = ancestors && ancestors.length > 0 ? ancestors[0] : undefined;
  if (first && first !== 'null') return first;
  if (document.referrer) {
    try {
      const origin = new URL(document.referrer).origin;
      if (origin !== 'null') return origin;
    } catch {
      // Not a URL: no origin to trust.
    }
  }
  return undefined;
}

/**
 * The frame's end of braintree-web's bus, on the channel `componentId`. It talks only to the
 * embedding page: it posts to `window.parent` alone (targeted at the parent's origin when known),
 * and listens only to messages whose source is `window.parent` and, when the parent's origin is
 * known, whose origin is that origin. Sibling frames never reach these handlers.
 */
export class ParentBus {
  readonly parentOrigin: string | undefined;
  private readonly bus: Framebus;

  constructor(componentId: string) {
    this.parentOrigin = findParentOrigin();
    const trusted = this.parentOrigin;
    this.bus = new Framebus({
      channel: componentId,
      origin: trusted ?? '*',
      targetFrames: [window.parent],
      verifyDomain: (origin: string) => trusted === undefined || origin === trusted,
    });
  }

  emit(event: string, data?: unknown, reply?: (value: unknown) => void): void {
    if (reply) this.bus.emit(event, data as never, reply as never);
    else this.bus.emit(event, data as never);
  }

  on(event: string, handler: BusHandler): void {
    // framebus passes the reply as the only argument when the event carried no data.
    this.bus.on(event, ((first: unknown, second: unknown) => {
      if (typeof first === 'function' && second === undefined) handler(undefined, first as (value: unknown) => void);
      else handler(first, typeof second === 'function' ? (second as (value: unknown) => void) : undefined);
    }) as never);
  }

  teardown(): void {
    this.bus.teardown();
  }
}
