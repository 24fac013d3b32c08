/**
 * The entry of the demo's no-script checkout (`/?form=plain`): the page is a plain form with `<payment-dropin>`
 * in it as a field, and a Pay button; its only script is the element's definition, as on any merchant's page
 * that imports `payment-dropin/define`.
 */
import 'payment-dropin/define';
