import { brandNames } from './brand-names.js';
import type { Translations } from './en-US.js';

/**
 * Hungarian (Hungary), formal "Ön". "a(z)" stands before placeholders because the article depends on the
 * first sound of the value, which the template cannot know.
 */
const huHU: Partial<Translations> = {
  payingWith: 'Fizetési mód: {{paymentSource}}',
  chooseAnotherWayToPay: 'Fizetés más módon',
  chooseAWayToPay: 'Hogyan szeretne fizetni?',
  otherWaysToPay: 'További fizetési módok',
  edit: 'Szerkesztés',
  doneEditing: 'Szerkesztés befejezése',
  editPaymentMethods: 'Mentett fizetési módok kezelése',

  CreditCardDeleteConfirmationMessage:
    'Valóban törölni szeretné a(z) {{identifier}} végű {{secondaryIdentifier}} kártyáját?',
  PayPalAccountDeleteConfirmationMessage: 'Valóban törölni szeretné a(z) {{identifier}} PayPal-fiókot?',
  VenmoAccountDeleteConfirmationMessage: 'Valóban törölni szeretné a(z) {{identifier}} felhasználónevű Venmo-fiókot?',
  genericDeleteConfirmationMessage: 'Valóban törölni szeretné ezt a fizetési módot?',
  deleteCancelButton: 'Nem, megtartom',
  deleteConfirmationButton: 'Igen, törlöm',

  fieldEmptyForCvv: 'Adja meg a biztonsági kódot (CVV).',
  fieldEmptyForExpirationDate: 'Adja meg a lejárati dátumot.',
  fieldEmptyForCardholderName: 'Adja meg a kártyán szereplő nevet.',
  fieldEmptyForNumber: 'Adja meg a kártyaszámot.',
  fieldEmptyForPostalCode: 'Adja meg az irányítószámot.',
  fieldInvalidForCardholderName: 'Ellenőrizze a kártyán szereplő nevet, és próbálja újra.',
  fieldInvalidForCvv: 'Ellenőrizze a biztonsági kódot, és próbálja újra.',
  fieldInvalidForExpirationDate: 'Ellenőrizze a lejárati dátumot, és próbálja újra.',
  fieldInvalidForNumber: 'Ellenőrizze a kártyaszámot, és próbálja újra.',
  fieldInvalidForPostalCode: 'Ellenőrizze az irányítószámot, és próbálja újra.',
  fieldTooLongForCardholderName: 'A kártyán szereplő név legfeljebb 255 karakter lehet.',
  noticeOfCollection: 'Kártyás fizetéssel elfogadom a PayPal Adatvédelmi nyilatkozatát.',

  genericError: 'Sajnáljuk, hiba történt nálunk. Próbálja újra.',
  hostedFieldsTokenizationFailOnDuplicateError: 'Ez a kártya már el van mentve fizetési módként.',
  hostedFieldsFailedTokenizationError: 'Nem sikerült feldolgozni a kártyát. Ellenőrizze az adatokat, és próbálja újra.',
  hostedFieldsTokenizationCvvVerificationFailedError:
    'Nem sikerült ellenőrizni a biztonsági kódot (CVV). Ellenőrizze a kártyaadatokat, és próbálja újra.',
  hostedFieldsTokenizationNetworkErrorError:
    'Nem sikerült csatlakozni. Ellenőrizze az internetkapcsolatot, és próbálja újra.',
  hostedFieldsFieldsInvalidError: 'Néhány kártyaadatot javítani kell. Ellenőrizze őket, és próbálja újra.',
  paypalButtonMustBeUsed: 'A folytatáshoz válassza a PayPal gombot.',
  venmoButtonMustBeUsed: 'A folytatáshoz válassza a Venmo gombot.',
  applePayButtonMustBeUsed: 'A folytatáshoz válassza az Apple Pay gombot.',
  googlePayButtonMustBeUsed: 'A folytatáshoz válassza a Google Pay gombot.',
  paypalAccountTokenizationFailedError: 'Nem sikerült hozzáadni a PayPal-fiókját. Próbálja újra.',
  paypalFlowFailedError: 'Nem sikerült csatlakozni a PayPalhoz. Próbálja újra.',
  paypalTokenizationRequestActiveError: 'Egy PayPal-engedélyezés már folyamatban van. Először fejezze be azt.',
  applePayTokenizationError: 'Hálózati hiba szakította meg az Apple Pay-fizetést. Próbálja újra.',
  applePayActiveCardError:
    'Az Apple Payben nincs általunk elfogadott kártya. Adjon hozzá egy támogatott kártyát, és próbálja újra.',
  vaultManagerPaymentMethodDeletionError: 'Nem sikerült törölni ezt a fizetési módot. Próbálja újra.',
  venmoCanceledError:
    'Nem sikerült megnyitni a Venmót. Győződjön meg arról, hogy a Venmo alkalmazás legújabb verziója telepítve van, és a böngészője át tud váltani rá.',
  venmoAppFailedError: 'A Venmo alkalmazás nem található ezen az eszközön.',
  unsupportedCardTypeError: 'Ezt a kártyatípust nem fogadjuk el. Használjon másik kártyát.',

  cardholderNameLabel: 'Kártyán szereplő név',
  cardNumberLabel: 'Kártyaszám',
  cvvLabel: 'Biztonsági kód (CVV)',
  cvvThreeDigitLabelSubheading: '3 számjegy, általában a hátoldalon',
  cvvFourDigitLabelSubheading: '4 számjegy az előlapon',
  expirationDateLabel: 'Lejárati dátum',
  expirationDateLabelSubheading: 'HH/ÉÉ',
  cardholderNamePlaceholder: 'A név a kártyán szereplő formában',
  expirationDatePlaceholder: 'HH/ÉÉ',
  postalCodeLabel: 'Irányítószám',
  saveCardLabel: 'Kártya mentése későbbi fizetésekhez',
  payWithCard: 'Fizetés kártyával',

  endingIn: 'Utolsó számjegyek: ••{{lastFourCardDigits}}',
  Card: 'Kártya',
  ...brandNames,

  developerError:
    'Ez a fizetési mód beállítási hiba miatt nem érhető el. Fejlesztők: a részletek a böngésző konzolján találhatók.',
  threeDSecureAuthenticationError: 'Nem sikerült befejezni a 3D Secure-ellenőrzést. Próbálja újra.',
  threeDSecureSetupError: 'Nem sikerült beállítani a 3D Secure-ellenőrzést.',
  loadingLabel: 'Fizetési módok betöltése',
  deletingPaymentMethodLabel: 'Fizetési mód törlése folyamatban',
  paymentMethodDeletedLabel: 'Fizetési mód törölve',
  selectedPaymentMethodLabel: 'Kiválasztott fizetési mód',
  paymentMethodsListLabel: 'Mentett fizetési módok',
  paymentOptionsListLabel: 'Fizetési lehetőségek',
  deleteDialogLabel: 'Fizetési mód törlése',
  viewChangedAnnouncement: 'Megjelenítve: {{viewName}}',
  cardSheetErrorLabel: 'Probléma a kártyaadatokkal',
  savedMethodSubscriptionLabel: 'Előfizetéshez kapcsolódik, ezért nem törölhető',
  cancelDeletionLabel: 'Mégse, a fizetési mód megtartása',
  paymentOptionMustBeChosen: 'A folytatáshoz válasszon fizetési módot.',
  expressCheckoutLabel: 'Gyorsfizetés',
  optionalLabel: 'Nem kötelező',
};

export default huHU;
