import { brandNames } from './brand-names.js';
import type { Translations } from './en-US.js';

/** Dutch (Netherlands), informal "je" as is usual in Dutch online shops. */
const nlNL: Partial<Translations> = {
  payingWith: 'Je betaalt met {{paymentSource}}',
  chooseAnotherWayToPay: 'Op een andere manier betalen',
  chooseAWayToPay: 'Hoe wil je betalen?',
  otherWaysToPay: 'Meer betaalmogelijkheden',
  edit: 'Bewerken',
  doneEditing: 'Klaar met bewerken',
  editPaymentMethods: 'Opgeslagen betaalmethoden beheren',

  CreditCardDeleteConfirmationMessage:
    'Wil je je {{secondaryIdentifier}}-kaart die eindigt op {{identifier}} verwijderen?',
  PayPalAccountDeleteConfirmationMessage: 'Wil je de PayPal-rekening {{identifier}} verwijderen?',
  VenmoAccountDeleteConfirmationMessage: 'Wil je het Venmo-account met gebruikersnaam {{identifier}} verwijderen?',
  genericDeleteConfirmationMessage: 'Wil je deze betaalmethode verwijderen?',
  deleteCancelButton: 'Nee, behouden',
  deleteConfirmationButton: 'Ja, verwijderen',

  fieldEmptyForCvv: 'Vul de beveiligingscode (CVV) in.',
  fieldEmptyForExpirationDate: 'Vul de vervaldatum in.',
  fieldEmptyForCardholderName: 'Vul de naam op de kaart in.',
  fieldEmptyForNumber: 'Vul het kaartnummer in.',
  fieldEmptyForPostalCode: 'Vul de postcode in.',
  fieldInvalidForCardholderName: 'Controleer de naam op de kaart en probeer het opnieuw.',
  fieldInvalidForCvv: 'Controleer de beveiligingscode en probeer het opnieuw.',
  fieldInvalidForExpirationDate: 'Controleer de vervaldatum en probeer het opnieuw.',
  fieldInvalidForNumber: 'Controleer het kaartnummer en probeer het opnieuw.',
  fieldInvalidForPostalCode: 'Controleer de postcode en probeer het opnieuw.',
  fieldTooLongForCardholderName: 'De naam op de kaart mag maximaal 255 tekens lang zijn.',
  noticeOfCollection: 'Door met mijn kaart te betalen, ga ik akkoord met de Privacyverklaring van PayPal.',

  genericError: 'Sorry, er ging iets mis aan onze kant. Probeer het opnieuw.',
  hostedFieldsTokenizationFailOnDuplicateError: 'Deze kaart is al opgeslagen als betaalmethode.',
  hostedFieldsFailedTokenizationError:
    'We konden deze kaart niet verwerken. Controleer de gegevens en probeer het opnieuw.',
  hostedFieldsTokenizationCvvVerificationFailedError:
    'We konden de beveiligingscode (CVV) niet verifiëren. Controleer je kaartgegevens en probeer het opnieuw.',
  hostedFieldsTokenizationNetworkErrorError:
    'Er kon geen verbinding worden gemaakt. Controleer je internetverbinding en probeer het opnieuw.',
  hostedFieldsFieldsInvalidError: 'Sommige kaartgegevens kloppen niet. Controleer ze en probeer het opnieuw.',
  paypalButtonMustBeUsed: 'Kies de PayPal-knop om door te gaan.',
  venmoButtonMustBeUsed: 'Kies de Venmo-knop om door te gaan.',
  applePayButtonMustBeUsed: 'Kies de Apple Pay-knop om door te gaan.',
  googlePayButtonMustBeUsed: 'Kies de Google Pay-knop om door te gaan.',
  paypalAccountTokenizationFailedError: 'We konden je PayPal-rekening niet toevoegen. Probeer het opnieuw.',
  paypalFlowFailedError: 'We konden geen verbinding maken met PayPal. Probeer het opnieuw.',
  paypalTokenizationRequestActiveError: 'Er loopt al een PayPal-autorisatie. Rond die eerst af.',
  applePayTokenizationError: 'Door een netwerkprobleem is de Apple Pay-betaling onderbroken. Probeer het opnieuw.',
  applePayActiveCardError:
    'Er staat in Apple Pay geen kaart die we accepteren. Voeg een ondersteunde kaart toe en probeer het opnieuw.',
  vaultManagerPaymentMethodDeletionError: 'We konden deze betaalmethode niet verwijderen. Probeer het opnieuw.',
  venmoCanceledError:
    'Venmo kon niet worden geopend. Zorg dat de nieuwste versie van de Venmo-app is geïnstalleerd en dat je browser naar de app kan overschakelen.',
  venmoAppFailedError: 'De Venmo-app is niet gevonden op dit apparaat.',
  unsupportedCardTypeError: 'We accepteren dit type kaart niet. Gebruik een andere kaart.',

  cardholderNameLabel: 'Naam op kaart',
  cardNumberLabel: 'Kaartnummer',
  cvvLabel: 'Beveiligingscode (CVV)',
  cvvThreeDigitLabelSubheading: '3 cijfers, meestal op de achterkant',
  cvvFourDigitLabelSubheading: '4 cijfers op de voorkant',
  expirationDateLabel: 'Vervaldatum',
  expirationDateLabelSubheading: 'MM/JJ',
  cardholderNamePlaceholder: 'Naam zoals op de kaart vermeld',
  expirationDatePlaceholder: 'MM/JJ',
  postalCodeLabel: 'Postcode',
  saveCardLabel: 'Deze kaart opslaan voor toekomstige betalingen',
  payWithCard: 'Betalen met kaart',

  endingIn: 'Eindigt op ••{{lastFourCardDigits}}',
  Card: 'Kaart',
  ...brandNames,

  developerError:
    'Deze betaalmethode is niet beschikbaar door een configuratieprobleem. Ontwikkelaars: bekijk de browserconsole voor details.',
  threeDSecureAuthenticationError: 'We konden de 3D Secure-verificatie niet voltooien. Probeer het opnieuw.',
  threeDSecureSetupError: 'De 3D Secure-verificatie kon niet worden ingesteld.',
  loadingLabel: 'Betaalmogelijkheden worden geladen',
  deletingPaymentMethodLabel: 'Betaalmethode wordt verwijderd',
  paymentMethodDeletedLabel: 'Betaalmethode verwijderd',
  selectedPaymentMethodLabel: 'Geselecteerde betaalmethode',
  paymentMethodsListLabel: 'Opgeslagen betaalmethoden',
  paymentOptionsListLabel: 'Betaalmogelijkheden',
  deleteDialogLabel: 'Betaalmethode verwijderen',
  viewChangedAnnouncement: 'Nu weergegeven: {{viewName}}',
  cardSheetErrorLabel: 'Probleem met de kaartgegevens',
  savedMethodSubscriptionLabel: 'Gekoppeld aan een abonnement en kan daarom niet worden verwijderd',
  cancelDeletionLabel: 'Annuleren en deze betaalmethode behouden',
  paymentOptionMustBeChosen: 'Kies een betaalmogelijkheid om door te gaan.',
  expressCheckoutLabel: 'Snel afrekenen',
  optionalLabel: 'Optioneel',
};

export default nlNL;
