import { brandNames } from './brand-names.js';
import type { Translations } from './en-US.js';

/**
 * Slovak (Slovakia), formal "vy". Placeholders follow a colon or a noun they do not have to agree with, since a
 * brand name cannot be declined inside a template.
 */
const skSK: Partial<Translations> = {
  payingWith: 'Zvolený spôsob platby: {{paymentSource}}',
  chooseAnotherWayToPay: 'Zaplatiť inak',
  chooseAWayToPay: 'Ako chcete zaplatiť?',
  otherWaysToPay: 'Ďalšie spôsoby platby',
  edit: 'Upraviť',
  doneEditing: 'Dokončiť úpravy',
  editPaymentMethods: 'Spravovať uložené platobné metódy',

  CreditCardDeleteConfirmationMessage:
    'Chcete odstrániť svoju kartu {{secondaryIdentifier}} končiacu číslami {{identifier}}?',
  PayPalAccountDeleteConfirmationMessage: 'Chcete odstrániť účet PayPal {{identifier}}?',
  VenmoAccountDeleteConfirmationMessage: 'Chcete odstrániť účet Venmo s používateľským menom {{identifier}}?',
  genericDeleteConfirmationMessage: 'Chcete odstrániť túto platobnú metódu?',
  deleteCancelButton: 'Nie, ponechať',
  deleteConfirmationButton: 'Áno, odstrániť',

  fieldEmptyForCvv: 'Uveďte bezpečnostný kód (CVV).',
  fieldEmptyForExpirationDate: 'Uveďte dátum platnosti.',
  fieldEmptyForCardholderName: 'Uveďte meno, ktoré je na karte.',
  fieldEmptyForNumber: 'Uveďte číslo karty.',
  fieldEmptyForPostalCode: 'Uveďte PSČ.',
  fieldInvalidForCardholderName: 'Skontrolujte meno uvedené na karte a skúste to znova.',
  fieldInvalidForCvv: 'Skontrolujte bezpečnostný kód a skúste to znova.',
  fieldInvalidForExpirationDate: 'Skontrolujte dátum platnosti a skúste to znova.',
  fieldInvalidForNumber: 'Skontrolujte číslo karty a skúste to znova.',
  fieldInvalidForPostalCode: 'Skontrolujte PSČ a skúste to znova.',
  fieldTooLongForCardholderName: 'Meno uvedené na karte môže mať najviac 255 znakov.',
  noticeOfCollection: 'Platbou kartou súhlasím s Vyhlásením o ochrane osobných údajov spoločnosti PayPal.',

  genericError: 'Ospravedlňujeme sa, na našej strane sa niečo pokazilo. Skúste to znova.',
  hostedFieldsTokenizationFailOnDuplicateError: 'Táto karta je už uložená ako platobná metóda.',
  hostedFieldsFailedTokenizationError: 'Túto kartu sa nepodarilo spracovať. Skontrolujte údaje a skúste to znova.',
  hostedFieldsTokenizationCvvVerificationFailedError:
    'Bezpečnostný kód (CVV) sa nepodarilo overiť. Skontrolujte údaje o karte a skúste to znova.',
  hostedFieldsTokenizationNetworkErrorError:
    'Nepodarilo sa pripojiť. Skontrolujte pripojenie na internet a skúste to znova.',
  hostedFieldsFieldsInvalidError: 'Niektoré údaje o karte treba opraviť. Skontrolujte ich a skúste to znova.',
  paypalButtonMustBeUsed: 'Pokračujte výberom tlačidla PayPal.',
  venmoButtonMustBeUsed: 'Pokračujte výberom tlačidla Venmo.',
  applePayButtonMustBeUsed: 'Pokračujte výberom tlačidla Apple Pay.',
  googlePayButtonMustBeUsed: 'Pokračujte výberom tlačidla Google Pay.',
  paypalAccountTokenizationFailedError: 'Váš účet PayPal sa nepodarilo pridať. Skúste to znova.',
  paypalFlowFailedError: 'Nepodarilo sa pripojiť k PayPalu. Skúste to znova.',
  paypalTokenizationRequestActiveError: 'Autorizácia PayPal už prebieha. Najprv ju dokončite.',
  applePayTokenizationError: 'Platbu cez Apple Pay prerušil problém so sieťou. Skúste to znova.',
  applePayActiveCardError:
    'V Apple Pay nemáte žiadnu kartu, ktorú prijímame. Pridajte podporovanú kartu a skúste to znova.',
  vaultManagerPaymentMethodDeletionError: 'Túto platobnú metódu sa nepodarilo odstrániť. Skúste to znova.',
  venmoCanceledError:
    'Venmo sa nepodarilo otvoriť. Uistite sa, že máte nainštalovanú najnovšiu verziu aplikácie Venmo a že do nej prehliadač dokáže prepnúť.',
  venmoAppFailedError: 'Aplikácia Venmo sa v tomto zariadení nenašla.',
  unsupportedCardTypeError: 'Tento typ karty neprijímame. Použite inú kartu.',

  cardholderNameLabel: 'Meno na karte',
  cardNumberLabel: 'Číslo karty',
  cvvLabel: 'Bezpečnostný kód (CVV)',
  cvvThreeDigitLabelSubheading: '3 číslice, zvyčajne na zadnej strane',
  cvvFourDigitLabelSubheading: '4 číslice na prednej strane',
  expirationDateLabel: 'Dátum platnosti',
  expirationDateLabelSubheading: 'MM/RR',
  cardholderNamePlaceholder: 'Meno tak, ako je uvedené na karte',
  expirationDatePlaceholder: 'MM/RR',
  postalCodeLabel: 'PSČ',
  saveCardLabel: 'Uložiť túto kartu na budúce platby',
  payWithCard: 'Zaplatiť kartou',

  endingIn: 'Končí číslami ••{{lastFourCardDigits}}',
  Card: 'Karta',
  ...brandNames,

  developerError:
    'Tento spôsob platby nie je k dispozícii pre problém s nastavením. Vývojári: podrobnosti nájdete v konzole prehliadača.',
  threeDSecureAuthenticationError: 'Overenie 3D Secure sa nepodarilo dokončiť. Skúste to znova.',
  threeDSecureSetupError: 'Overenie 3D Secure sa nepodarilo nastaviť.',
  loadingLabel: 'Načítavajú sa spôsoby platby',
  deletingPaymentMethodLabel: 'Odstraňuje sa platobná metóda',
  paymentMethodDeletedLabel: 'Platobná metóda bola odstránená',
  selectedPaymentMethodLabel: 'Vybraná platobná metóda',
  paymentMethodsListLabel: 'Uložené platobné metódy',
  paymentOptionsListLabel: 'Spôsoby platby',
  deleteDialogLabel: 'Odstrániť platobnú metódu',
  viewChangedAnnouncement: 'Zobrazené: {{viewName}}',
  cardSheetErrorLabel: 'Problém s údajmi o karte',
  savedMethodSubscriptionLabel: 'Je prepojená s predplatným, preto ju nemožno odstrániť',
  cancelDeletionLabel: 'Zrušiť a ponechať túto platobnú metódu',
  paymentOptionMustBeChosen: 'Pokračujte výberom spôsobu platby.',
  expressCheckoutLabel: 'Rýchla platba',
  optionalLabel: 'Nepovinné',
};

export default skSK;
