import assert from 'node:assert/strict';
import { register } from 'node:module';
import { describe, it } from 'node:test';
import { createModelConfig, start } from '../../elements/model/dropin-model.js';
import { OPTIONS } from '../../elements/options/registry.js';
import { WidgetSetup } from '../../elements/setup/widget-setup.js';
import { setupParts } from './support/setup-parts.js';
import { MESSAGES } from '../../elements/vocabulary/messages.js';
import type { DropinOptions } from '../../elements/vocabulary/types.js';

/**
 * A part of the model that cannot be fetched (a dropped network while its chunk loads) fails the widget with Drop-in's
 * create error, the load's error as its cause, instead of leaving the held actions waiting. The chunk's failure is
 * real: a module hook refuses to resolve the saved methods' module, as a page whose chunk request fails.
 */
register(
  'data:text/javascript,' +
    encodeURIComponent(`
      export async function resolve(specifier, context, next) {
        if (specifier === './saved-methods.js' && context.parentURL?.includes('/elements/setup/')) {
          throw new Error('Failed to fetch dynamically imported module: saved-methods.js');
        }
        return next(specifier, context);
      }`),
);

describe('when a part of the model fails to load', () => {
  it('fails the widget with the create error, the load error as its cause', async () => {
    let reportFailure: (failure: { message: string; cause: unknown }) => void = () => undefined;
    const failed = new Promise<{ message: string; cause: unknown }>((resolve) => (reportFailure = resolve));
    const parts = setupParts({
      fail: (message, cause) => reportFailure({ message, cause }),
      changed: (_previous, next) => assert.fail(`drew ${next.phase} with no part`),
    });
    const setup = new WidgetSetup(parts);
    const config = createModelConfig({ authorization: 'a' } as DropinOptions, ['card'], false, OPTIONS);
    setup.model = start(config).state;
    setup.dispatch({ type: 'savedMethodsLoaded', methods: [] });
    const { message, cause } = await failed;
    assert.equal(message, MESSAGES.createFailed);
    assert.match(String((cause as Error).message), /saved-methods\.js/);
  });
});
