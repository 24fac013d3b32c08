/** Our contender's page entry: `<payment-dropin>` registered, as a checkout page imports it. */
import 'payment-dropin/define';
