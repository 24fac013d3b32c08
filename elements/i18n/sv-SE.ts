import { brandNames } from './brand-names.js';
import type { Translations } from './en-US.js';

/** Swedish (Sweden), "du". */
const svSE: Partial<Translations> = {
  payingWith: 'Du betalar med {{paymentSource}}',
  chooseAnotherWayToPay: 'Betala på ett annat sätt',
  chooseAWayToPay: 'Hur vill du betala?',
  otherWaysToPay: 'Fler betalningssätt',
  edit: 'Redigera',
  doneEditing: 'Avsluta redigering',
  editPaymentMethods: 'Hantera sparade betalningsmetoder',

  CreditCardDeleteConfirmationMessage:
    'Vill du ta bort ditt {{secondaryIdentifier}}-kort som slutar på {{identifier}}?',
  PayPalAccountDeleteConfirmationMessage: 'Vill du ta bort PayPal-kontot {{identifier}}?',
  VenmoAccountDeleteConfirmationMessage: 'Vill du ta bort Venmo-kontot med användarnamnet {{identifier}}?',
  genericDeleteConfirmationMessage: 'Vill du ta bort den här betalningsmetoden?',
  deleteCancelButton: 'Nej, behåll den',
  deleteConfirmationButton: 'Ja, ta bort',

  fieldEmptyForCvv: 'Ange säkerhetskoden (CVV).',
  fieldEmptyForExpirationDate: 'Ange utgångsdatumet.',
  fieldEmptyForCardholderName: 'Ange namnet på kortet.',
  fieldEmptyForNumber: 'Ange kortnumret.',
  fieldEmptyForPostalCode: 'Ange postnumret.',
  fieldInvalidForCardholderName: 'Kontrollera namnet på kortet och försök igen.',
  fieldInvalidForCvv: 'Kontrollera säkerhetskoden och försök igen.',
  fieldInvalidForExpirationDate: 'Kontrollera utgångsdatumet och försök igen.',
  fieldInvalidForNumber: 'Kontrollera kortnumret och försök igen.',
  fieldInvalidForPostalCode: 'Kontrollera postnumret och försök igen.',
  fieldTooLongForCardholderName: 'Namnet på kortet får vara högst 255 tecken.',
  noticeOfCollection: 'När jag betalar med kort godkänner jag PayPals sekretesspolicy.',

  genericError: 'Något gick tyvärr fel hos oss. Försök igen.',
  hostedFieldsTokenizationFailOnDuplicateError: 'Det här kortet är redan sparat som betalningsmetod.',
  hostedFieldsFailedTokenizationError: 'Vi kunde inte behandla kortet. Kontrollera uppgifterna och försök igen.',
  hostedFieldsTokenizationCvvVerificationFailedError:
    'Vi kunde inte verifiera säkerhetskoden (CVV). Kontrollera kortuppgifterna och försök igen.',
  hostedFieldsTokenizationNetworkErrorError:
    'Det gick inte att ansluta. Kontrollera internetanslutningen och försök igen.',
  hostedFieldsFieldsInvalidError: 'Vissa kortuppgifter behöver rättas. Kontrollera dem och försök igen.',
  paypalButtonMustBeUsed: 'Välj PayPal-knappen för att fortsätta.',
  venmoButtonMustBeUsed: 'Välj Venmo-knappen för att fortsätta.',
  applePayButtonMustBeUsed: 'Välj Apple Pay-knappen för att fortsätta.',
  googlePayButtonMustBeUsed: 'Välj Google Pay-knappen för att fortsätta.',
  paypalAccountTokenizationFailedError: 'Vi kunde inte lägga till ditt PayPal-konto. Försök igen.',
  paypalFlowFailedError: 'Vi kunde inte ansluta till PayPal. Försök igen.',
  paypalTokenizationRequestActiveError: 'En PayPal-auktorisering pågår redan. Slutför den först.',
  applePayTokenizationError: 'Ett nätverksproblem avbröt Apple Pay-betalningen. Försök igen.',
  applePayActiveCardError:
    'Du har inget kort i Apple Pay som vi godkänner. Lägg till ett kort som stöds och försök igen.',
  vaultManagerPaymentMethodDeletionError: 'Vi kunde inte ta bort betalningsmetoden. Försök igen.',
  venmoCanceledError:
    'Det gick inte att öppna Venmo. Se till att den senaste versionen av Venmo-appen är installerad och att webbläsaren kan växla till den.',
  venmoAppFailedError: 'Venmo-appen hittades inte på den här enheten.',
  unsupportedCardTypeError: 'Vi godkänner inte den här korttypen. Använd ett annat kort.',

  cardholderNameLabel: 'Namn på kortet',
  cardNumberLabel: 'Kortnummer',
  cvvLabel: 'Säkerhetskod (CVV)',
  cvvThreeDigitLabelSubheading: '3 siffror, oftast på baksidan',
  cvvFourDigitLabelSubheading: '4 siffror på framsidan',
  expirationDateLabel: 'Utgångsdatum',
  expirationDateLabelSubheading: 'MM/ÅÅ',
  cardholderNamePlaceholder: 'Namn som det står på kortet',
  expirationDatePlaceholder: 'MM/ÅÅ',
  postalCodeLabel: 'Postnummer',
  saveCardLabel: 'Spara kortet för framtida betalningar',
  payWithCard: 'Betala med kort',

  endingIn: 'Slutsiffror: ••{{lastFourCardDigits}}',
  Card: 'Kort',
  ...brandNames,

  developerError:
    'Det här betalningssättet är inte tillgängligt på grund av ett konfigurationsproblem. Utvecklare: se webbläsarkonsolen för detaljer.',
  threeDSecureAuthenticationError: 'Vi kunde inte slutföra 3D Secure-verifieringen. Försök igen.',
  threeDSecureSetupError: '3D Secure-verifieringen kunde inte konfigureras.',
  loadingLabel: 'Läser in betalningssätt',
  deletingPaymentMethodLabel: 'Tar bort betalningsmetod',
  paymentMethodDeletedLabel: 'Betalningsmetoden har tagits bort',
  selectedPaymentMethodLabel: 'Vald betalningsmetod',
  paymentMethodsListLabel: 'Sparade betalningsmetoder',
  paymentOptionsListLabel: 'Betalningssätt',
  deleteDialogLabel: 'Ta bort betalningsmetod',
  viewChangedAnnouncement: 'Visas nu: {{viewName}}',
  cardSheetErrorLabel: 'Problem med kortuppgifterna',
  savedMethodSubscriptionLabel: 'Kopplad till en prenumeration och kan därför inte tas bort',
  cancelDeletionLabel: 'Avbryt och behåll betalningsmetoden',
  paymentOptionMustBeChosen: 'Välj ett betalningssätt för att fortsätta.',
  expressCheckoutLabel: 'Snabbkassa',
  optionalLabel: 'Valfritt',
};

export default svSE;
