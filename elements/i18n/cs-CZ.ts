import { brandNames } from './brand-names.js';
import type { Translations } from './en-US.js';

/**
 * Czech (Czechia), formal "vy". Placeholders follow a colon or a noun they do not have to agree with, since a
 * brand name cannot be declined inside a template.
 */
const csCZ: Partial<Translations> = {
  payingWith: 'Zvolený způsob platby: {{paymentSource}}',
  chooseAnotherWayToPay: 'Zaplatit jinak',
  chooseAWayToPay: 'Jak chcete zaplatit?',
  otherWaysToPay: 'Další způsoby platby',
  edit: 'Upravit',
  doneEditing: 'Dokončit úpravy',
  editPaymentMethods: 'Spravovat uložené platební metody',

  CreditCardDeleteConfirmationMessage:
    'Chcete odstranit svou kartu {{secondaryIdentifier}} končící čísly {{identifier}}?',
  PayPalAccountDeleteConfirmationMessage: 'Chcete odstranit účet PayPal {{identifier}}?',
  VenmoAccountDeleteConfirmationMessage: 'Chcete odstranit účet Venmo s uživatelským jménem {{identifier}}?',
  genericDeleteConfirmationMessage: 'Chcete odstranit tuto platební metodu?',
  deleteCancelButton: 'Ne, ponechat',
  deleteConfirmationButton: 'Ano, odstranit',

  fieldEmptyForCvv: 'Zadejte bezpečnostní kód (CVV).',
  fieldEmptyForExpirationDate: 'Zadejte datum platnosti.',
  fieldEmptyForCardholderName: 'Zadejte jméno uvedené na kartě.',
  fieldEmptyForNumber: 'Zadejte číslo karty.',
  fieldEmptyForPostalCode: 'Zadejte PSČ.',
  fieldInvalidForCardholderName: 'Zkontrolujte jméno uvedené na kartě a zkuste to znovu.',
  fieldInvalidForCvv: 'Zkontrolujte bezpečnostní kód a zkuste to znovu.',
  fieldInvalidForExpirationDate: 'Zkontrolujte datum platnosti a zkuste to znovu.',
  fieldInvalidForNumber: 'Zkontrolujte číslo karty a zkuste to znovu.',
  fieldInvalidForPostalCode: 'Zkontrolujte PSČ a zkuste to znovu.',
  fieldTooLongForCardholderName: 'Jméno uvedené na kartě může mít nejvýše 255 znaků.',
  noticeOfCollection: 'Platbou kartou souhlasím s Prohlášením o ochraně osobních údajů společnosti PayPal.',

  genericError: 'Omlouváme se, na naší straně se něco pokazilo. Zkuste to znovu.',
  hostedFieldsTokenizationFailOnDuplicateError: 'Tato karta je už uložená jako platební metoda.',
  hostedFieldsFailedTokenizationError: 'Tuto kartu se nepodařilo zpracovat. Zkontrolujte údaje a zkuste to znovu.',
  hostedFieldsTokenizationCvvVerificationFailedError:
    'Bezpečnostní kód (CVV) se nepodařilo ověřit. Zkontrolujte údaje o kartě a zkuste to znovu.',
  hostedFieldsTokenizationNetworkErrorError:
    'Nepodařilo se připojit. Zkontrolujte připojení k internetu a zkuste to znovu.',
  hostedFieldsFieldsInvalidError: 'Některé údaje o kartě je potřeba opravit. Zkontrolujte je a zkuste to znovu.',
  paypalButtonMustBeUsed: 'Pokračujte výběrem tlačítka PayPal.',
  venmoButtonMustBeUsed: 'Pokračujte výběrem tlačítka Venmo.',
  applePayButtonMustBeUsed: 'Pokračujte výběrem tlačítka Apple Pay.',
  googlePayButtonMustBeUsed: 'Pokračujte výběrem tlačítka Google Pay.',
  paypalAccountTokenizationFailedError: 'Váš účet PayPal se nepodařilo přidat. Zkuste to znovu.',
  paypalFlowFailedError: 'Nepodařilo se připojit k PayPalu. Zkuste to znovu.',
  paypalTokenizationRequestActiveError: 'Autorizace PayPal už probíhá. Nejprve ji dokončete.',
  applePayTokenizationError: 'Platbu přes Apple Pay přerušil problém se sítí. Zkuste to znovu.',
  applePayActiveCardError:
    'V Apple Pay nemáte žádnou kartu, kterou přijímáme. Přidejte podporovanou kartu a zkuste to znovu.',
  vaultManagerPaymentMethodDeletionError: 'Tuto platební metodu se nepodařilo odstranit. Zkuste to znovu.',
  venmoCanceledError:
    'Venmo se nepodařilo otevřít. Ujistěte se, že máte nainstalovanou nejnovější verzi aplikace Venmo a že do ní prohlížeč může přepnout.',
  venmoAppFailedError: 'Aplikace Venmo nebyla v tomto zařízení nalezena.',
  unsupportedCardTypeError: 'Tento typ karty nepřijímáme. Použijte jinou kartu.',

  cardholderNameLabel: 'Jméno na kartě',
  cardNumberLabel: 'Číslo karty',
  cvvLabel: 'Bezpečnostní kód (CVV)',
  cvvThreeDigitLabelSubheading: '3 číslice, obvykle na zadní straně',
  cvvFourDigitLabelSubheading: '4 číslice na přední straně',
  expirationDateLabel: 'Datum platnosti',
  expirationDateLabelSubheading: 'MM/RR',
  cardholderNamePlaceholder: 'Jméno tak, jak je uvedeno na kartě',
  expirationDatePlaceholder: 'MM/RR',
  postalCodeLabel: 'PSČ',
  saveCardLabel: 'Uložit tuto kartu pro budoucí platby',
  payWithCard: 'Zaplatit kartou',

  endingIn: 'Končí čísly ••{{lastFourCardDigits}}',
  Card: 'Karta',
  ...brandNames,

  developerError:
    'Tento způsob platby není k dispozici kvůli problému s nastavením. Vývojáři: podrobnosti najdete v konzoli prohlížeče.',
  threeDSecureAuthenticationError: 'Ověření 3D Secure se nepodařilo dokončit. Zkuste to znovu.',
  threeDSecureSetupError: 'Ověření 3D Secure se nepodařilo nastavit.',
  loadingLabel: 'Načítají se způsoby platby',
  deletingPaymentMethodLabel: 'Odstraňuje se platební metoda',
  paymentMethodDeletedLabel: 'Platební metoda byla odstraněna',
  selectedPaymentMethodLabel: 'Vybraná platební metoda',
  paymentMethodsListLabel: 'Uložené platební metody',
  paymentOptionsListLabel: 'Způsoby platby',
  deleteDialogLabel: 'Odstranit platební metodu',
  viewChangedAnnouncement: 'Zobrazeno: {{viewName}}',
  cardSheetErrorLabel: 'Problém s údaji o kartě',
  savedMethodSubscriptionLabel: 'Je propojená s předplatným, a proto ji nelze odstranit',
  cancelDeletionLabel: 'Zrušit a ponechat tuto platební metodu',
  paymentOptionMustBeChosen: 'Pokračujte výběrem způsobu platby.',
  expressCheckoutLabel: 'Rychlá platba',
  optionalLabel: 'Nepovinné',
};

export default csCZ;
