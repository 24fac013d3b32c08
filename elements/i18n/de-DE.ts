import { brandNames } from './brand-names.js';
import type { Translations } from './en-US.js';

/** German (Germany), formal "Sie". */
const deDE: Partial<Translations> = {
  payingWith: 'Sie zahlen mit {{paymentSource}}',
  chooseAnotherWayToPay: 'Anders bezahlen',
  chooseAWayToPay: 'Wie möchten Sie bezahlen?',
  otherWaysToPay: 'Weitere Zahlungsmöglichkeiten',
  edit: 'Bearbeiten',
  doneEditing: 'Bearbeitung beenden',
  editPaymentMethods: 'Gespeicherte Zahlungsmethoden verwalten',

  CreditCardDeleteConfirmationMessage:
    'Möchten Sie Ihre {{secondaryIdentifier}}-Karte mit den Endziffern {{identifier}} löschen?',
  PayPalAccountDeleteConfirmationMessage: 'Möchten Sie das PayPal-Konto {{identifier}} löschen?',
  VenmoAccountDeleteConfirmationMessage: 'Möchten Sie das Venmo-Konto mit dem Benutzernamen {{identifier}} löschen?',
  genericDeleteConfirmationMessage: 'Möchten Sie diese Zahlungsmethode löschen?',
  deleteCancelButton: 'Nein, behalten',
  deleteConfirmationButton: 'Ja, löschen',

  fieldEmptyForCvv: 'Bitte den Sicherheitscode (CVV) eingeben.',
  fieldEmptyForExpirationDate: 'Bitte das Ablaufdatum eingeben.',
  fieldEmptyForCardholderName: 'Bitte den Namen auf der Karte eingeben.',
  fieldEmptyForNumber: 'Bitte die Kartennummer eingeben.',
  fieldEmptyForPostalCode: 'Bitte die Postleitzahl eingeben.',
  fieldInvalidForCardholderName: 'Prüfen Sie den Namen auf der Karte und versuchen Sie es erneut.',
  fieldInvalidForCvv: 'Prüfen Sie den Sicherheitscode und versuchen Sie es erneut.',
  fieldInvalidForExpirationDate: 'Prüfen Sie das Ablaufdatum und versuchen Sie es erneut.',
  fieldInvalidForNumber: 'Prüfen Sie die Kartennummer und versuchen Sie es erneut.',
  fieldInvalidForPostalCode: 'Prüfen Sie die Postleitzahl und versuchen Sie es erneut.',
  fieldTooLongForCardholderName: 'Der Name auf der Karte darf höchstens 255 Zeichen lang sein.',
  noticeOfCollection: 'Wenn ich mit Karte zahle, stimme ich der PayPal-Datenschutzerklärung zu.',

  genericError: 'Leider ist bei uns ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  hostedFieldsTokenizationFailOnDuplicateError: 'Diese Karte ist bereits als Zahlungsmethode gespeichert.',
  hostedFieldsFailedTokenizationError:
    'Diese Karte konnte nicht verarbeitet werden. Prüfen Sie die Angaben und versuchen Sie es erneut.',
  hostedFieldsTokenizationCvvVerificationFailedError:
    'Der Sicherheitscode (CVV) konnte nicht bestätigt werden. Prüfen Sie Ihre Kartendaten und versuchen Sie es erneut.',
  hostedFieldsTokenizationNetworkErrorError:
    'Keine Verbindung möglich. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  hostedFieldsFieldsInvalidError: 'Einige Kartendaten sind nicht korrekt. Prüfen Sie sie und versuchen Sie es erneut.',
  paypalButtonMustBeUsed: 'Wählen Sie die PayPal-Schaltfläche, um fortzufahren.',
  venmoButtonMustBeUsed: 'Wählen Sie die Venmo-Schaltfläche, um fortzufahren.',
  applePayButtonMustBeUsed: 'Wählen Sie die Apple Pay-Schaltfläche, um fortzufahren.',
  googlePayButtonMustBeUsed: 'Wählen Sie die Google Pay-Schaltfläche, um fortzufahren.',
  paypalAccountTokenizationFailedError:
    'Ihr PayPal-Konto konnte nicht hinzugefügt werden. Bitte versuchen Sie es erneut.',
  paypalFlowFailedError: 'Die Verbindung zu PayPal ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  paypalTokenizationRequestActiveError: 'Eine PayPal-Autorisierung läuft bereits. Bitte schließen Sie diese zuerst ab.',
  applePayTokenizationError:
    'Die Apple Pay-Zahlung wurde wegen eines Netzwerkproblems unterbrochen. Bitte versuchen Sie es erneut.',
  applePayActiveCardError:
    'In Apple Pay ist keine Karte hinterlegt, die wir akzeptieren. Fügen Sie eine unterstützte Karte hinzu und versuchen Sie es erneut.',
  vaultManagerPaymentMethodDeletionError:
    'Diese Zahlungsmethode konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
  venmoCanceledError:
    'Venmo konnte nicht geöffnet werden. Stellen Sie sicher, dass die neueste Venmo-App installiert ist und Ihr Browser zu ihr wechseln kann.',
  venmoAppFailedError: 'Die Venmo-App wurde auf diesem Gerät nicht gefunden.',
  unsupportedCardTypeError: 'Diese Kartenart wird nicht akzeptiert. Bitte verwenden Sie eine andere Karte.',

  cardholderNameLabel: 'Name auf der Karte',
  cardNumberLabel: 'Kartennummer',
  cvvLabel: 'Sicherheitscode (CVV)',
  cvvThreeDigitLabelSubheading: '3 Ziffern, meist auf der Rückseite',
  cvvFourDigitLabelSubheading: '4 Ziffern auf der Vorderseite',
  expirationDateLabel: 'Ablaufdatum',
  expirationDateLabelSubheading: 'MM/JJ',
  cardholderNamePlaceholder: 'Name wie auf der Karte angegeben',
  expirationDatePlaceholder: 'MM/JJ',
  postalCodeLabel: 'Postleitzahl',
  saveCardLabel: 'Diese Karte für künftige Zahlungen speichern',
  payWithCard: 'Mit Karte zahlen',

  endingIn: 'Endet auf ••{{lastFourCardDigits}}',
  Card: 'Karte',
  ...brandNames,

  developerError:
    'Diese Zahlungsoption ist wegen eines Einrichtungsproblems nicht verfügbar. Entwickler: Details finden Sie in der Browserkonsole.',
  threeDSecureAuthenticationError:
    'Die 3D Secure-Prüfung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
  threeDSecureSetupError: 'Die 3D Secure-Prüfung konnte nicht eingerichtet werden.',
  loadingLabel: 'Zahlungsoptionen werden geladen',
  deletingPaymentMethodLabel: 'Zahlungsmethode wird gelöscht',
  paymentMethodDeletedLabel: 'Zahlungsmethode gelöscht',
  selectedPaymentMethodLabel: 'Ausgewählte Zahlungsmethode',
  paymentMethodsListLabel: 'Gespeicherte Zahlungsmethoden',
  paymentOptionsListLabel: 'Zahlungsoptionen',
  deleteDialogLabel: 'Zahlungsmethode löschen',
  viewChangedAnnouncement: 'Jetzt angezeigt: {{viewName}}',
  cardSheetErrorLabel: 'Problem mit den Kartendaten',
  savedMethodSubscriptionLabel: 'Mit einem Abonnement verknüpft und kann daher nicht gelöscht werden',
  cancelDeletionLabel: 'Abbrechen und diese Zahlungsmethode behalten',
  paymentOptionMustBeChosen: 'Wählen Sie eine Zahlungsmöglichkeit, um fortzufahren.',
  expressCheckoutLabel: 'Express-Kasse',
  optionalLabel: 'Optional',
};

export default deDE;
