import { brandNames } from './brand-names.js';
import type { Translations } from './en-US.js';

/**
 * Polish (Poland), informal "ty" as is usual in Polish online shops. Placeholders follow a colon or a noun
 * they do not have to agree with, since a brand name cannot be declined inside a template.
 */
const plPL: Partial<Translations> = {
  payingWith: 'Metoda płatności: {{paymentSource}}',
  chooseAnotherWayToPay: 'Zapłać w inny sposób',
  chooseAWayToPay: 'Jak chcesz zapłacić?',
  otherWaysToPay: 'Inne metody płatności',
  edit: 'Edytuj',
  doneEditing: 'Zakończ edycję',
  editPaymentMethods: 'Zarządzaj zapisanymi metodami płatności',

  CreditCardDeleteConfirmationMessage:
    'Czy chcesz usunąć swoją kartę {{secondaryIdentifier}} z końcówką {{identifier}}?',
  PayPalAccountDeleteConfirmationMessage: 'Czy chcesz usunąć konto PayPal {{identifier}}?',
  VenmoAccountDeleteConfirmationMessage: 'Czy chcesz usunąć konto Venmo o nazwie użytkownika {{identifier}}?',
  genericDeleteConfirmationMessage: 'Czy chcesz usunąć tę metodę płatności?',
  deleteCancelButton: 'Nie, zachowaj',
  deleteConfirmationButton: 'Tak, usuń',

  fieldEmptyForCvv: 'Wprowadź kod zabezpieczający (CVV).',
  fieldEmptyForExpirationDate: 'Wprowadź datę ważności.',
  fieldEmptyForCardholderName: 'Wprowadź imię i nazwisko widoczne na karcie.',
  fieldEmptyForNumber: 'Wprowadź numer karty.',
  fieldEmptyForPostalCode: 'Wprowadź kod pocztowy.',
  fieldInvalidForCardholderName: 'Sprawdź imię i nazwisko na karcie i spróbuj ponownie.',
  fieldInvalidForCvv: 'Sprawdź kod zabezpieczający i spróbuj ponownie.',
  fieldInvalidForExpirationDate: 'Sprawdź datę ważności i spróbuj ponownie.',
  fieldInvalidForNumber: 'Sprawdź numer karty i spróbuj ponownie.',
  fieldInvalidForPostalCode: 'Sprawdź kod pocztowy i spróbuj ponownie.',
  fieldTooLongForCardholderName: 'Imię i nazwisko na karcie może mieć maksymalnie 255 znaków.',
  noticeOfCollection: 'Płacąc kartą, akceptuję Oświadczenie o ochronie prywatności PayPal.',

  genericError: 'Przepraszamy, coś poszło nie tak po naszej stronie. Spróbuj ponownie.',
  hostedFieldsTokenizationFailOnDuplicateError: 'Ta karta jest już zapisana jako metoda płatności.',
  hostedFieldsFailedTokenizationError: 'Nie udało się przetworzyć tej karty. Sprawdź dane i spróbuj ponownie.',
  hostedFieldsTokenizationCvvVerificationFailedError:
    'Nie udało się zweryfikować kodu zabezpieczającego (CVV). Sprawdź dane karty i spróbuj ponownie.',
  hostedFieldsTokenizationNetworkErrorError:
    'Nie udało się połączyć. Sprawdź połączenie z internetem i spróbuj ponownie.',
  hostedFieldsFieldsInvalidError: 'Niektóre dane karty wymagają poprawienia. Sprawdź je i spróbuj ponownie.',
  paypalButtonMustBeUsed: 'Aby kontynuować, wybierz przycisk PayPal.',
  venmoButtonMustBeUsed: 'Aby kontynuować, wybierz przycisk Venmo.',
  applePayButtonMustBeUsed: 'Aby kontynuować, wybierz przycisk Apple Pay.',
  googlePayButtonMustBeUsed: 'Aby kontynuować, wybierz przycisk Google Pay.',
  paypalAccountTokenizationFailedError: 'Nie udało się dodać Twojego konta PayPal. Spróbuj ponownie.',
  paypalFlowFailedError: 'Nie udało się połączyć z PayPal. Spróbuj ponownie.',
  paypalTokenizationRequestActiveError: 'Autoryzacja PayPal jest już w toku. Najpierw ją dokończ.',
  applePayTokenizationError: 'Problem z siecią przerwał płatność Apple Pay. Spróbuj ponownie.',
  applePayActiveCardError:
    'W Apple Pay nie masz żadnej karty, którą akceptujemy. Dodaj obsługiwaną kartę i spróbuj ponownie.',
  vaultManagerPaymentMethodDeletionError: 'Nie udało się usunąć tej metody płatności. Spróbuj ponownie.',
  venmoCanceledError:
    'Nie udało się otworzyć Venmo. Upewnij się, że masz zainstalowaną najnowszą wersję aplikacji Venmo i że przeglądarka może się na nią przełączyć.',
  venmoAppFailedError: 'Nie znaleziono aplikacji Venmo na tym urządzeniu.',
  unsupportedCardTypeError: 'Nie akceptujemy tego rodzaju karty. Użyj innej karty.',

  cardholderNameLabel: 'Imię i nazwisko na karcie',
  cardNumberLabel: 'Numer karty',
  cvvLabel: 'Kod zabezpieczający (CVV)',
  cvvThreeDigitLabelSubheading: '3 cyfry, zwykle na odwrocie',
  cvvFourDigitLabelSubheading: '4 cyfry na przedniej stronie',
  expirationDateLabel: 'Data ważności',
  expirationDateLabelSubheading: 'MM/RR',
  cardholderNamePlaceholder: 'Imię i nazwisko jak na karcie',
  expirationDatePlaceholder: 'MM/RR',
  postalCodeLabel: 'Kod pocztowy',
  saveCardLabel: 'Zapisz tę kartę do przyszłych płatności',
  payWithCard: 'Zapłać kartą',

  endingIn: 'Końcówka ••{{lastFourCardDigits}}',
  Card: 'Karta',
  ...brandNames,

  developerError:
    'Ta metoda płatności jest niedostępna z powodu problemu z konfiguracją. Programiści: szczegóły znajdują się w konsoli przeglądarki.',
  threeDSecureAuthenticationError: 'Nie udało się dokończyć weryfikacji 3D Secure. Spróbuj ponownie.',
  threeDSecureSetupError: 'Nie udało się skonfigurować weryfikacji 3D Secure.',
  loadingLabel: 'Wczytywanie metod płatności',
  deletingPaymentMethodLabel: 'Usuwanie metody płatności',
  paymentMethodDeletedLabel: 'Metoda płatności została usunięta',
  selectedPaymentMethodLabel: 'Wybrana metoda płatności',
  paymentMethodsListLabel: 'Zapisane metody płatności',
  paymentOptionsListLabel: 'Opcje płatności',
  deleteDialogLabel: 'Usuń metodę płatności',
  viewChangedAnnouncement: 'Wyświetlono: {{viewName}}',
  cardSheetErrorLabel: 'Problem z danymi karty',
  savedMethodSubscriptionLabel: 'Powiązana z subskrypcją, więc nie można jej usunąć',
  cancelDeletionLabel: 'Anuluj i zachowaj tę metodę płatności',
  paymentOptionMustBeChosen: 'Aby kontynuować, wybierz metodę płatności.',
  expressCheckoutLabel: 'Szybka płatność',
  optionalLabel: 'Opcjonalnie',
};

export default plPL;
