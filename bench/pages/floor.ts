/**
 * The floor's page entry: bare braintree-web client and hosted fields, bundled like ours, with no
 * UI. It exposes the two modules to the page as braintree-web's own browser bundles would.
 */
import client from 'braintree-web/client';
import hostedFields from 'braintree-web/hosted-fields';

window.benchFloor = { client, hostedFields };
