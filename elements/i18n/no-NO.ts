import { brandNames } from './brand-names.js';
import type { Translations } from './en-US.js';

/** Norwegian (Bokmål), "du". */
const noNO: Partial<Translations> = {
  payingWith: 'Du betaler med {{paymentSource}}',
  chooseAnotherWayToPay: 'Betal på en annen måte',
  chooseAWayToPay: 'Hvordan vil du betale?',
  otherWaysToPay: 'Flere betalingsmåter',
  edit: 'Rediger',
  doneEditing: 'Fullfør redigering',
  editPaymentMethods: 'Administrer lagrede betalingsmåter',

  CreditCardDeleteConfirmationMessage:
    'Vil du slette {{secondaryIdentifier}}-kortet ditt som slutter på {{identifier}}?',
  PayPalAccountDeleteConfirmationMessage: 'Vil du slette PayPal-kontoen {{identifier}}?',
  VenmoAccountDeleteConfirmationMessage: 'Vil du slette Venmo-kontoen med brukernavnet {{identifier}}?',
  genericDeleteConfirmationMessage: 'Vil du slette denne betalingsmåten?',
  deleteCancelButton: 'Nei, behold den',
  deleteConfirmationButton: 'Ja, slett',

  fieldEmptyForCvv: 'Skriv inn sikkerhetskoden (CVV).',
  fieldEmptyForExpirationDate: 'Skriv inn utløpsdatoen.',
  fieldEmptyForCardholderName: 'Skriv inn navnet på kortet.',
  fieldEmptyForNumber: 'Skriv inn kortnummeret.',
  fieldEmptyForPostalCode: 'Skriv inn postnummeret.',
  fieldInvalidForCardholderName: 'Kontroller navnet på kortet og prøv igjen.',
  fieldInvalidForCvv: 'Kontroller sikkerhetskoden og prøv igjen.',
  fieldInvalidForExpirationDate: 'Kontroller utløpsdatoen og prøv igjen.',
  fieldInvalidForNumber: 'Kontroller kortnummeret og prøv igjen.',
  fieldInvalidForPostalCode: 'Kontroller postnummeret og prøv igjen.',
  fieldTooLongForCardholderName: 'Navnet på kortet kan ha maks. 255 tegn.',
  noticeOfCollection: 'Når jeg betaler med kort, godtar jeg PayPals personvernerklæring.',

  genericError: 'Beklager, noe gikk galt hos oss. Prøv igjen.',
  hostedFieldsTokenizationFailOnDuplicateError: 'Dette kortet er allerede lagret som betalingsmåte.',
  hostedFieldsFailedTokenizationError: 'Vi kunne ikke behandle dette kortet. Kontroller opplysningene og prøv igjen.',
  hostedFieldsTokenizationCvvVerificationFailedError:
    'Vi kunne ikke bekrefte sikkerhetskoden (CVV). Kontroller kortopplysningene og prøv igjen.',
  hostedFieldsTokenizationNetworkErrorError: 'Kunne ikke koble til. Kontroller internettforbindelsen og prøv igjen.',
  hostedFieldsFieldsInvalidError: 'Noen av kortopplysningene må rettes. Kontroller dem og prøv igjen.',
  paypalButtonMustBeUsed: 'Velg PayPal-knappen for å fortsette.',
  venmoButtonMustBeUsed: 'Velg Venmo-knappen for å fortsette.',
  applePayButtonMustBeUsed: 'Velg Apple Pay-knappen for å fortsette.',
  googlePayButtonMustBeUsed: 'Velg Google Pay-knappen for å fortsette.',
  paypalAccountTokenizationFailedError: 'Vi kunne ikke legge til PayPal-kontoen din. Prøv igjen.',
  paypalFlowFailedError: 'Vi kunne ikke koble til PayPal. Prøv igjen.',
  paypalTokenizationRequestActiveError: 'En PayPal-godkjenning pågår allerede. Fullfør den først.',
  applePayTokenizationError: 'Et nettverksproblem avbrøt Apple Pay-betalingen. Prøv igjen.',
  applePayActiveCardError: 'Du har ingen kort i Apple Pay som vi godtar. Legg til et støttet kort og prøv igjen.',
  vaultManagerPaymentMethodDeletionError: 'Vi kunne ikke slette denne betalingsmåten. Prøv igjen.',
  venmoCanceledError:
    'Venmo kunne ikke åpnes. Sørg for at den nyeste versjonen av Venmo-appen er installert, og at nettleseren kan bytte til den.',
  venmoAppFailedError: 'Fant ikke Venmo-appen på denne enheten.',
  unsupportedCardTypeError: 'Vi godtar ikke denne korttypen. Bruk et annet kort.',

  cardholderNameLabel: 'Navn på kortet',
  cardNumberLabel: 'Kortnummer',
  cvvLabel: 'Sikkerhetskode (CVV)',
  cvvThreeDigitLabelSubheading: '3 sifre, vanligvis på baksiden',
  cvvFourDigitLabelSubheading: '4 sifre på forsiden',
  expirationDateLabel: 'Utløpsdato',
  expirationDateLabelSubheading: 'MM/ÅÅ',
  cardholderNamePlaceholder: 'Navn slik det står på kortet',
  expirationDatePlaceholder: 'MM/ÅÅ',
  postalCodeLabel: 'Postnummer',
  saveCardLabel: 'Lagre dette kortet for fremtidige betalinger',
  payWithCard: 'Betal med kort',

  endingIn: 'Siste sifre: ••{{lastFourCardDigits}}',
  Card: 'Kort',
  ...brandNames,

  developerError:
    'Denne betalingsmåten er ikke tilgjengelig på grunn av et konfigurasjonsproblem. Utviklere: Se detaljer i nettleserkonsollen.',
  threeDSecureAuthenticationError: 'Vi kunne ikke fullføre 3D Secure-bekreftelsen. Prøv igjen.',
  threeDSecureSetupError: '3D Secure-bekreftelsen kunne ikke konfigureres.',
  loadingLabel: 'Laster inn betalingsmåter',
  deletingPaymentMethodLabel: 'Sletter betalingsmåte',
  paymentMethodDeletedLabel: 'Betalingsmåten er slettet',
  selectedPaymentMethodLabel: 'Valgt betalingsmåte',
  paymentMethodsListLabel: 'Lagrede betalingsmåter',
  paymentOptionsListLabel: 'Betalingsmåter',
  deleteDialogLabel: 'Slett betalingsmåte',
  viewChangedAnnouncement: 'Vises nå: {{viewName}}',
  cardSheetErrorLabel: 'Problem med kortopplysningene',
  savedMethodSubscriptionLabel: 'Knyttet til et abonnement og kan derfor ikke slettes',
  cancelDeletionLabel: 'Avbryt og behold denne betalingsmåten',
  paymentOptionMustBeChosen: 'Velg en betalingsmåte for å fortsette.',
  expressCheckoutLabel: 'Hurtigbetaling',
  optionalLabel: 'Valgfritt',
};

export default noNO;
