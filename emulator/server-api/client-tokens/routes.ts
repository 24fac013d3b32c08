import type { Request, Response } from 'express';
import { makeClientToken } from '../../authorization.js';
import type { EmulatorContext } from '../../context.js';
import { validationError, type ValidationError } from '../errors.js';
import { flag, section, text } from '../../params.js';
import { sendValidationErrors, sendXml } from '../respond.js';
import type { ServerRoute } from '../route.js';
import { hasMerchantAccount } from '../../state/merchant.js';

const SCOPE = ['client-token'];
/** The most domains a client token may be restricted to. */
const MAX_DOMAINS = 5;
/** A domain name as RFC 1035 allows it, with at least one dot (`example.com`). */
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** Options that only make sense for a customer's token, with the code the gateway refuses them with. */
const CUSTOMER_ONLY_OPTIONS: ReadonlyArray<[option: string, code: string, message: string]> = [
  ['make_default', '92801', 'Make default requires a customer id.'],
  ['verify_card', '92802', 'Verify card requires a customer id.'],
  ['fail_on_duplicate_payment_method', '92803', 'Fail on duplicate payment method requires a customer id.'],
];

/**
 * `POST /merchants/<id>/client_token` (`gateway.clientToken.generate`): a version 2 client token
 * for the browser, bound to a customer when `customer_id` is given. The URLs inside follow how
 * browsers reach this emulator (`browserAccess`).
 */
function generateClientToken(ctx: EmulatorContext) {
  return (req: Request, res: Response): void => {
    const params = section(req.body, 'client_token');
    const options = section(params, 'options');
    const customerId = text(params, 'customer_id');
    const errors: ValidationError[] = [];
    if (!customerId) {
      for (const [option, code, message] of CUSTOMER_ONLY_OPTIONS) {
        if (flag(options, option)) errors.push(validationError([...SCOPE, 'options'], option, code, message));
      }
    } else if (!ctx.state.customers.has(customerId)) {
      errors.push(validationError(SCOPE, 'customer_id', '92804', 'Customer specified by customer_id does not exist'));
    }
    const merchantAccountId = text(params, 'merchant_account_id');
    const { merchant } = ctx.state;
    if (merchantAccountId && !hasMerchantAccount(merchant, merchantAccountId)) {
      errors.push(validationError(SCOPE, 'merchant_account_id', '92807', 'Merchant account does not exist'));
    }
    const domains = Array.isArray(params.domains) ? params.domains.map(String) : [];
    if (domains.length > MAX_DOMAINS) {
      errors.push(
        validationError(SCOPE, 'domains', '92810', `Cannot specify more than ${MAX_DOMAINS} client token domains`),
      );
    } else if (domains.some((domain) => !DOMAIN.test(domain))) {
      errors.push(
        validationError(
          SCOPE,
          'domains',
          '92011',
          'Client token domains must be valid domain names (RFC 1035), e.g. example.com',
        ),
      );
    }
    const version = text(params, 'version') ?? '2';
    if (version !== '1' && version !== '2' && version !== '3') {
      errors.push(validationError(SCOPE, 'version', '92806', 'Unsupported client token version'));
    }
    if (errors.length > 0) {
      sendValidationErrors(res, errors, { body: req.body });
      return;
    }
    const token = makeClientToken(
      ctx.state,
      ctx.defaultAccess(),
      {
        customerId,
        verifyCard: flag(options, 'verify_card'),
        failOnDuplicatePaymentMethod: flag(options, 'fail_on_duplicate_payment_method'),
        failOnDuplicatePaymentMethodForCustomer: flag(options, 'fail_on_duplicate_payment_method_for_customer'),
        makeDefault: flag(options, 'make_default'),
        domains,
      },
      {
        version: Number(version),
        merchantAccountId,
        preferredPaymentMethodToken: text(params, 'payment_method_id'),
      },
    );
    sendXml(res, 201, 'client-token', { value: token });
  };
}

/** The client token gateway's route (`client_token_gateway`). */
export const clientTokenRoutes: readonly ServerRoute[] = [
  { method: 'post', path: '/client_token', handlers: [generateClientToken] },
];
