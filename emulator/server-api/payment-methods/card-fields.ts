import { validateCard } from '../../client-api/card-tokenization.js';
import { cardInstrument } from '../../card/instrument.js';
import type { EmulatorContext } from '../../context.js';
import { text, type Params } from '../../params.js';
import type { Instrument, VaultedMethod } from '../../state/records.js';
import { validationError, type ValidationError } from '../errors.js';
import { threeDSecurePassThruErrors } from '../payment-methods/pass-thru.js';

/** Where a card request's errors sit. */
export const SCOPE = ['credit-card'];

/**
 * The gateway's card field errors, all at once, under `credit-card`: the client API's checks
 * without the card form's CVV and postal code challenges, which the server API does not apply.
 */
export function cardErrors(ctx: EmulatorContext, card: Params): ValidationError[] {
  const challenges = ctx.state.merchant.challenges;
  ctx.state.merchant.challenges = [];
  try {
    return validateCard(ctx.state, {
      number: text(card, 'number'),
      expirationDate: text(card, 'expiration_date'),
      expirationMonth: text(card, 'expiration_month'),
      expirationYear: text(card, 'expiration_year'),
      cvv: text(card, 'cvv'),
      cardholderName: text(card, 'cardholder_name'),
    }).map((p) => validationError(SCOPE, snake(p.path[p.path.length - 1]!), p.code, p.message));
  } finally {
    ctx.state.merchant.challenges = challenges;
  }
}

function snake(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** The card a saved card becomes with the new fields of `card` (fields not given are kept). */
function mergedCard(method: VaultedMethod, card: Params): Params {
  const secret = method.instrument.secret ?? {};
  return {
    number: text(card, 'number') ?? secret.number,
    expiration_date: text(card, 'expiration_date'),
    expiration_month:
      text(card, 'expiration_month') ?? (text(card, 'expiration_date') ? undefined : secret.expirationMonth),
    expiration_year:
      text(card, 'expiration_year') ?? (text(card, 'expiration_date') ? undefined : secret.expirationYear),
    cvv: text(card, 'cvv'),
    cardholder_name: text(card, 'cardholder_name') ?? (method.instrument.details.cardholderName as string | undefined),
  };
}

/** The errors of updating a saved card with `card`'s fields, placed under `scope`. */
export function cardUpdateErrors(
  ctx: EmulatorContext,
  method: VaultedMethod,
  card: Params,
  scope: readonly string[] = SCOPE,
): ValidationError[] {
  return [
    ...cardErrors(ctx, mergedCard(method, card)).map((e) => ({ ...e, scope })),
    ...threeDSecurePassThruErrors(card, scope),
  ];
}

/** Gives a saved card the new fields of `card` (checked first with `cardUpdateErrors`). */
export function applyCardUpdate(method: VaultedMethod, card: Params): void {
  method.instrument = updatedCardInstrument(method, card);
}

/** The instrument a saved card would become with the new fields of `card`. */
export function updatedCardInstrument(method: VaultedMethod, card: Params): Instrument {
  const merged = mergedCard(method, card);
  return cardInstrument({
    number: merged.number as string,
    expirationDate: merged.expiration_date as string | undefined,
    expirationMonth: merged.expiration_month as string | undefined,
    expirationYear: merged.expiration_year as string | undefined,
    cvv: merged.cvv as string | undefined,
    cardholderName: merged.cardholder_name as string | undefined,
    postalCode: method.instrument.secret?.postalCode,
  });
}
