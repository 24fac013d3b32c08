import type { NextFunction, Request, Response } from 'express';

/** A fault the next matching requests suffer (`POST /__emulator/faults`). */
export interface FaultSpec {
  /**
   * Which requests: an alias from FAULT_ALIASES, or text found in `METHOD /path` or in the
   * GraphQL operation name (for example `TokenizeCreditCard`, `payment_methods`, `GET /configuration`).
   */
  route: string;
  /** Answer with this HTTP status (and `body`) instead of the real answer. */
  status?: number;
  body?: unknown;
  /** Wait this long first; without `status` or `drop` the real answer follows. */
  delayMs?: number;
  /** Close the connection without an answer. */
  drop?: boolean;
  /** How many matching requests it affects (default 1). */
  times?: number;
}

/** Names for the routes tests fault most, whichever transport braintree-web chose. */
export const FAULT_ALIASES: Readonly<Record<string, readonly string[]>> = {
  tokenize: ['/payment_methods/credit_cards', 'TokenizeCreditCard'],
  configuration: ['/client_api/v1/configuration', 'ClientConfiguration'],
  'vaulted-payment-methods': ['GET /merchants/*/client_api/v1/payment_methods'],
  'delete-payment-method': ['DeletePaymentMethodFromSingleUseToken'],
  'client-token': ['/client_token'],
  transaction: ['/transactions'],
};

interface ActiveFault extends FaultSpec {
  remaining: number;
}

export function validateFault(input: unknown): FaultSpec | string {
  if (typeof input !== 'object' || input === null) return 'The fault must be a JSON object.';
  const f = input as Record<string, unknown>;
  if (typeof f.route !== 'string' || f.route === '') return 'fault.route must be a non-empty string.';
  if (f.status !== undefined && (typeof f.status !== 'number' || f.status < 100 || f.status > 599))
    return 'fault.status must be an HTTP status between 100 and 599.';
  if (f.delayMs !== undefined && (typeof f.delayMs !== 'number' || f.delayMs < 0 || f.delayMs > 120_000))
    return 'fault.delayMs must be a number of milliseconds between 0 and 120000.';
  if (f.drop !== undefined && typeof f.drop !== 'boolean') return 'fault.drop must be a boolean.';
  if (f.times !== undefined && (!Number.isInteger(f.times) || (f.times as number) < 1))
    return 'fault.times must be a positive integer.';
  if (f.status === undefined && f.drop !== true && f.delayMs === undefined)
    return 'A fault needs at least one of status, drop or delayMs.';
  return f as unknown as FaultSpec;
}

function patternMatches(pattern: string, key: string): boolean {
  if (!pattern.includes('*')) return key.includes(pattern);
  const re = new RegExp(
    pattern
      .split('*')
      .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/ ]*'),
  );
  return re.test(key);
}

/** Keeps the armed faults and applies them as Express middleware (after body parsing). */
export class FaultInjector {
  private faults: ActiveFault[] = [];
  /** The requests a delay fault is holding, each with what lets it go on. */
  private readonly holding = new Set<{ timer: NodeJS.Timeout; go: () => void }>();

  /** Requests a delay fault is holding right now (tests wait for 0 before they count what landed). */
  get held(): number {
    return this.holding.size;
  }

  /**
   * Lets every request a delay fault is holding go on now, as if its delay had ended (`POST /__emulator/faults/release`):
   * a test holds an answer for as long as its checks take, rather than for a fixed time. Returns how many went.
   */
  release(): number {
    const held = [...this.holding];
    for (const request of held) {
      clearTimeout(request.timer);
      request.go();
    }
    return held.length;
  }

  add(spec: FaultSpec): void {
    this.faults.push({ ...spec, remaining: spec.times ?? 1 });
  }

  clear(): void {
    this.faults = [];
  }

  get pending(): readonly FaultSpec[] {
    return this.faults;
  }

  private take(req: Request): ActiveFault | undefined {
    const body = req.body as { operationName?: unknown; query?: unknown } | undefined;
    const operation =
      typeof body?.operationName === 'string'
        ? body.operationName
        : typeof body?.query === 'string'
          ? (/(?:mutation|query)\s+(\w+)/.exec(body.query)?.[1] ?? '')
          : '';
    const key = `${req.method} ${req.path} ${operation}`;
    const index = this.faults.findIndex((f) =>
      (FAULT_ALIASES[f.route] ?? [f.route]).some((p) => patternMatches(p, key)),
    );
    if (index < 0) return undefined;
    const fault = this.faults[index]!;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults.splice(index, 1);
    return fault;
  }

  middleware = (req: Request, res: Response, next: NextFunction): void => {
    if (req.path.startsWith('/__emulator/') || req.method === 'OPTIONS') return next();
    const fault = this.take(req);
    if (!fault) return next();
    const act = (): void => {
      if (fault.drop) {
        // A truncated answer, then a closed connection: browsers retry a request whose reused
        // connection closed before any byte came back, so an answer must have started.
        req.socket.end('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 4096\r\n\r\n{"');
        req.socket.destroy();
      } else if (fault.status !== undefined) {
        res.status(fault.status).json(fault.body ?? { error: { message: `Emulated fault: HTTP ${fault.status}` } });
      } else {
        next();
      }
    };
    if (fault.delayMs) {
      const request = {
        timer: setTimeout(() => request.go(), fault.delayMs),
        go: () => {
          this.holding.delete(request);
          act();
        },
      };
      this.holding.add(request);
    } else act();
  };
}
