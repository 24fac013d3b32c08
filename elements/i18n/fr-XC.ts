import type { Translations } from './en-US.js';
import frFR from './fr-FR.js';

/**
 * French for PayPal's cross-border locale (shoppers outside France): neutral international French, "vous",
 * France's typography, and "code de sécurité" rather than France-only "cryptogramme visuel".
 */
const frXC: Partial<Translations> = {
  // The same as fr_FR but for these strings.
  ...frFR,
  fieldEmptyForCvv: 'Saisissez le code de sécurité (CVV).',
  fieldInvalidForCvv: 'Vérifiez le code de sécurité et réessayez.',
  hostedFieldsTokenizationCvvVerificationFailedError:
    'Nous n’avons pas pu vérifier le code de sécurité (CVV). Vérifiez les informations de votre carte et réessayez.',
  cvvLabel: 'Code de sécurité (CVV)',
};

export default frXC;
