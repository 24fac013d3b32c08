import { brandNames } from './brand-names.js';
import type { Translations } from './en-US.js';

/**
 * Finnish (Finland). Placeholders are put where Finnish case endings cannot clash with them (after a colon or
 * a hyphenated compound), since a brand name or number cannot be inflected inside a template.
 */
const fiFI: Partial<Translations> = {
  payingWith: 'Maksutapa: {{paymentSource}}',
  chooseAnotherWayToPay: 'Maksa toisella tavalla',
  chooseAWayToPay: 'Miten haluat maksaa?',
  otherWaysToPay: 'Muut maksutavat',
  edit: 'Muokkaa',
  doneEditing: 'Lopeta muokkaus',
  editPaymentMethods: 'Hallitse tallennettuja maksutapoja',

  CreditCardDeleteConfirmationMessage:
    'Haluatko poistaa {{secondaryIdentifier}}-korttisi, jonka numeron lopussa on {{identifier}}?',
  PayPalAccountDeleteConfirmationMessage: 'Haluatko poistaa PayPal-tilin {{identifier}}?',
  VenmoAccountDeleteConfirmationMessage: 'Haluatko poistaa Venmo-tilin, jonka käyttäjänimi on {{identifier}}?',
  genericDeleteConfirmationMessage: 'Haluatko poistaa tämän maksutavan?',
  deleteCancelButton: 'Ei, säilytä',
  deleteConfirmationButton: 'Kyllä, poista',

  fieldEmptyForCvv: 'Syötä turvakoodi (CVV).',
  fieldEmptyForExpirationDate: 'Syötä voimassaolopäivä.',
  fieldEmptyForCardholderName: 'Syötä kortissa oleva nimi.',
  fieldEmptyForNumber: 'Syötä kortin numero.',
  fieldEmptyForPostalCode: 'Syötä postinumero.',
  fieldInvalidForCardholderName: 'Tarkista kortissa oleva nimi ja yritä uudelleen.',
  fieldInvalidForCvv: 'Tarkista turvakoodi ja yritä uudelleen.',
  fieldInvalidForExpirationDate: 'Tarkista voimassaolopäivä ja yritä uudelleen.',
  fieldInvalidForNumber: 'Tarkista kortin numero ja yritä uudelleen.',
  fieldInvalidForPostalCode: 'Tarkista postinumero ja yritä uudelleen.',
  fieldTooLongForCardholderName: 'Kortissa olevassa nimessä voi olla enintään 255 merkkiä.',
  noticeOfCollection: 'Maksaessani kortilla hyväksyn PayPalin tietosuojaselosteen.',

  genericError: 'Valitettavasti meillä tapahtui virhe. Yritä uudelleen.',
  hostedFieldsTokenizationFailOnDuplicateError: 'Tämä kortti on jo tallennettu maksutavaksi.',
  hostedFieldsFailedTokenizationError: 'Korttia ei voitu käsitellä. Tarkista tiedot ja yritä uudelleen.',
  hostedFieldsTokenizationCvvVerificationFailedError:
    'Turvakoodia (CVV) ei voitu vahvistaa. Tarkista kortin tiedot ja yritä uudelleen.',
  hostedFieldsTokenizationNetworkErrorError: 'Yhteyttä ei saatu. Tarkista internetyhteys ja yritä uudelleen.',
  hostedFieldsFieldsInvalidError: 'Osa kortin tiedoista on korjattava. Tarkista ne ja yritä uudelleen.',
  paypalButtonMustBeUsed: 'Jatka valitsemalla PayPal-painike.',
  venmoButtonMustBeUsed: 'Jatka valitsemalla Venmo-painike.',
  applePayButtonMustBeUsed: 'Jatka valitsemalla Apple Pay -painike.',
  googlePayButtonMustBeUsed: 'Jatka valitsemalla Google Pay -painike.',
  paypalAccountTokenizationFailedError: 'PayPal-tilin lisääminen epäonnistui. Yritä uudelleen.',
  paypalFlowFailedError: 'Yhteyden muodostaminen PayPaliin epäonnistui. Yritä uudelleen.',
  paypalTokenizationRequestActiveError: 'PayPal-valtuutus on jo käynnissä. Vie se ensin loppuun.',
  applePayTokenizationError: 'Verkko-ongelma keskeytti Apple Pay -maksun. Yritä uudelleen.',
  applePayActiveCardError: 'Apple Payssa ei ole korttia, jonka hyväksymme. Lisää tuettu kortti ja yritä uudelleen.',
  vaultManagerPaymentMethodDeletionError: 'Maksutavan poistaminen epäonnistui. Yritä uudelleen.',
  venmoCanceledError:
    'Venmoa ei voitu avata. Varmista, että Venmo-sovelluksen uusin versio on asennettu ja että selaimesi voi siirtyä siihen.',
  venmoAppFailedError: 'Venmo-sovellusta ei löytynyt tältä laitteelta.',
  unsupportedCardTypeError: 'Emme hyväksy tätä korttityyppiä. Käytä toista korttia.',

  cardholderNameLabel: 'Nimi kortissa',
  cardNumberLabel: 'Kortin numero',
  cvvLabel: 'Turvakoodi (CVV)',
  cvvThreeDigitLabelSubheading: '3 numeroa, yleensä kortin takana',
  cvvFourDigitLabelSubheading: '4 numeroa kortin etupuolella',
  expirationDateLabel: 'Voimassaolopäivä',
  expirationDateLabelSubheading: 'KK/VV',
  cardholderNamePlaceholder: 'Nimi kuten kortissa',
  expirationDatePlaceholder: 'KK/VV',
  postalCodeLabel: 'Postinumero',
  saveCardLabel: 'Tallenna kortti tulevia maksuja varten',
  payWithCard: 'Maksa kortilla',

  endingIn: 'Numeron loppu: ••{{lastFourCardDigits}}',
  Card: 'Kortti',
  ...brandNames,

  developerError:
    'Tämä maksutapa ei ole käytettävissä määritysongelman vuoksi. Kehittäjät: katso lisätiedot selaimen konsolista.',
  threeDSecureAuthenticationError: '3D Secure -vahvistusta ei voitu suorittaa loppuun. Yritä uudelleen.',
  threeDSecureSetupError: '3D Secure -vahvistusta ei voitu ottaa käyttöön.',
  loadingLabel: 'Ladataan maksutapoja',
  deletingPaymentMethodLabel: 'Poistetaan maksutapaa',
  paymentMethodDeletedLabel: 'Maksutapa poistettu',
  selectedPaymentMethodLabel: 'Valittu maksutapa',
  paymentMethodsListLabel: 'Tallennetut maksutavat',
  paymentOptionsListLabel: 'Maksuvaihtoehdot',
  deleteDialogLabel: 'Poista maksutapa',
  viewChangedAnnouncement: 'Näkymä: {{viewName}}',
  cardSheetErrorLabel: 'Ongelma kortin tiedoissa',
  savedMethodSubscriptionLabel: 'Liitetty tilaukseen, joten sitä ei voi poistaa',
  cancelDeletionLabel: 'Peruuta ja säilytä tämä maksutapa',
  paymentOptionMustBeChosen: 'Jatka valitsemalla maksutapa.',
  expressCheckoutLabel: 'Pikamaksu',
  optionalLabel: 'Valinnainen',
};

export default fiFI;
