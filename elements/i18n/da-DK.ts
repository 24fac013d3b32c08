import { brandNames } from './brand-names.js';
import type { Translations } from './en-US.js';

/** Danish (Denmark), "du". */
const daDK: Partial<Translations> = {
  payingWith: 'Du betaler med {{paymentSource}}',
  chooseAnotherWayToPay: 'Betal på en anden måde',
  chooseAWayToPay: 'Hvordan vil du betale?',
  otherWaysToPay: 'Flere betalingsmuligheder',
  edit: 'Rediger',
  doneEditing: 'Afslut redigering',
  editPaymentMethods: 'Administrer gemte betalingsmetoder',

  CreditCardDeleteConfirmationMessage: 'Vil du slette dit {{secondaryIdentifier}}-kort, der ender på {{identifier}}?',
  PayPalAccountDeleteConfirmationMessage: 'Vil du slette PayPal-kontoen {{identifier}}?',
  VenmoAccountDeleteConfirmationMessage: 'Vil du slette Venmo-kontoen med brugernavnet {{identifier}}?',
  genericDeleteConfirmationMessage: 'Vil du slette denne betalingsmetode?',
  deleteCancelButton: 'Nej, behold den',
  deleteConfirmationButton: 'Ja, slet',

  fieldEmptyForCvv: 'Indtast sikkerhedskoden (CVV).',
  fieldEmptyForExpirationDate: 'Indtast udløbsdatoen.',
  fieldEmptyForCardholderName: 'Indtast navnet på kortet.',
  fieldEmptyForNumber: 'Indtast kortnummeret.',
  fieldEmptyForPostalCode: 'Indtast postnummeret.',
  fieldInvalidForCardholderName: 'Kontrollér navnet på kortet, og prøv igen.',
  fieldInvalidForCvv: 'Kontrollér sikkerhedskoden, og prøv igen.',
  fieldInvalidForExpirationDate: 'Kontrollér udløbsdatoen, og prøv igen.',
  fieldInvalidForNumber: 'Kontrollér kortnummeret, og prøv igen.',
  fieldInvalidForPostalCode: 'Kontrollér postnummeret, og prøv igen.',
  fieldTooLongForCardholderName: 'Navnet på kortet må højst være på 255 tegn.',
  noticeOfCollection: 'Når jeg betaler med kort, accepterer jeg PayPals fortrolighedserklæring.',

  genericError: 'Beklager, der gik noget galt hos os. Prøv igen.',
  hostedFieldsTokenizationFailOnDuplicateError: 'Dette kort er allerede gemt som betalingsmetode.',
  hostedFieldsFailedTokenizationError: 'Vi kunne ikke behandle dette kort. Kontrollér oplysningerne, og prøv igen.',
  hostedFieldsTokenizationCvvVerificationFailedError:
    'Vi kunne ikke bekræfte sikkerhedskoden (CVV). Kontrollér dine kortoplysninger, og prøv igen.',
  hostedFieldsTokenizationNetworkErrorError:
    'Der kunne ikke oprettes forbindelse. Kontrollér din internetforbindelse, og prøv igen.',
  hostedFieldsFieldsInvalidError: 'Nogle af kortoplysningerne skal rettes. Kontrollér dem, og prøv igen.',
  paypalButtonMustBeUsed: 'Vælg PayPal-knappen for at fortsætte.',
  venmoButtonMustBeUsed: 'Vælg Venmo-knappen for at fortsætte.',
  applePayButtonMustBeUsed: 'Vælg Apple Pay-knappen for at fortsætte.',
  googlePayButtonMustBeUsed: 'Vælg Google Pay-knappen for at fortsætte.',
  paypalAccountTokenizationFailedError: 'Vi kunne ikke tilføje din PayPal-konto. Prøv igen.',
  paypalFlowFailedError: 'Vi kunne ikke oprette forbindelse til PayPal. Prøv igen.',
  paypalTokenizationRequestActiveError: 'En PayPal-godkendelse er allerede i gang. Gør den færdig først.',
  applePayTokenizationError: 'Et netværksproblem afbrød Apple Pay-betalingen. Prøv igen.',
  applePayActiveCardError:
    'Der er intet kort i Apple Pay, som vi accepterer. Tilføj et understøttet kort, og prøv igen.',
  vaultManagerPaymentMethodDeletionError: 'Vi kunne ikke slette denne betalingsmetode. Prøv igen.',
  venmoCanceledError:
    'Venmo kunne ikke åbnes. Sørg for, at den nyeste version af Venmo-appen er installeret, og at din browser kan skifte til den.',
  venmoAppFailedError: 'Venmo-appen blev ikke fundet på denne enhed.',
  unsupportedCardTypeError: 'Vi accepterer ikke denne korttype. Brug et andet kort.',

  cardholderNameLabel: 'Navn på kortet',
  cardNumberLabel: 'Kortnummer',
  cvvLabel: 'Sikkerhedskode (CVV)',
  cvvThreeDigitLabelSubheading: '3 cifre, som regel på bagsiden',
  cvvFourDigitLabelSubheading: '4 cifre på forsiden',
  expirationDateLabel: 'Udløbsdato',
  expirationDateLabelSubheading: 'MM/ÅÅ',
  cardholderNamePlaceholder: 'Navn som angivet på kortet',
  expirationDatePlaceholder: 'MM/ÅÅ',
  postalCodeLabel: 'Postnummer',
  saveCardLabel: 'Gem dette kort til fremtidige betalinger',
  payWithCard: 'Betal med kort',

  endingIn: 'Ender på ••{{lastFourCardDigits}}',
  Card: 'Kort',
  ...brandNames,

  developerError:
    'Denne betalingsmulighed er ikke tilgængelig på grund af et opsætningsproblem. Udviklere: Se detaljer i browserkonsollen.',
  threeDSecureAuthenticationError: 'Vi kunne ikke gennemføre 3D Secure-bekræftelsen. Prøv igen.',
  threeDSecureSetupError: '3D Secure-bekræftelsen kunne ikke konfigureres.',
  loadingLabel: 'Indlæser betalingsmuligheder',
  deletingPaymentMethodLabel: 'Sletter betalingsmetode',
  paymentMethodDeletedLabel: 'Betalingsmetoden er slettet',
  selectedPaymentMethodLabel: 'Valgt betalingsmetode',
  paymentMethodsListLabel: 'Gemte betalingsmetoder',
  paymentOptionsListLabel: 'Betalingsmuligheder',
  deleteDialogLabel: 'Slet betalingsmetode',
  viewChangedAnnouncement: 'Vises nu: {{viewName}}',
  cardSheetErrorLabel: 'Problem med kortoplysningerne',
  savedMethodSubscriptionLabel: 'Knyttet til et abonnement og kan derfor ikke slettes',
  cancelDeletionLabel: 'Annuller, og behold denne betalingsmetode',
  paymentOptionMustBeChosen: 'Vælg en betalingsmulighed for at fortsætte.',
  expressCheckoutLabel: 'Hurtig betaling',
  optionalLabel: 'Valgfrit',
};

export default daDK;
