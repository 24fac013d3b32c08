import type { Translations } from './en-US.js';
import frFR from './fr-FR.js';

/** French (Canada), "vous"; Quebec typography: no space before "?", a no-break space before ":". */
const frCA: Partial<Translations> = {
  // The same as fr_FR but for these strings.
  ...frFR,
  chooseAWayToPay: 'Comment souhaitez-vous payer?',
  CreditCardDeleteConfirmationMessage:
    'Voulez-vous supprimer votre carte {{secondaryIdentifier}} se terminant par {{identifier}}?',
  PayPalAccountDeleteConfirmationMessage: 'Voulez-vous supprimer le compte PayPal {{identifier}}?',
  VenmoAccountDeleteConfirmationMessage:
    'Voulez-vous supprimer le compte Venmo associé au nom d’utilisateur {{identifier}}?',
  genericDeleteConfirmationMessage: 'Voulez-vous supprimer ce moyen de paiement?',
  fieldEmptyForCvv: 'Saisissez le code de sécurité (CVV).',
  fieldInvalidForCvv: 'Vérifiez le code de sécurité et réessayez.',
  hostedFieldsTokenizationCvvVerificationFailedError:
    'Nous n’avons pas pu vérifier le code de sécurité (CVV). Vérifiez les informations de votre carte et réessayez.',
  cvvLabel: 'Code de sécurité (CVV)',
};

export default frCA;
