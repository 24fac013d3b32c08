import { brandNames } from './brand-names.js';
import type { Translations } from './en-US.js';

/** Italian (Italy), informal "tu" as is usual in Italian online shops; "CAP" for the postal code. */
const itIT: Partial<Translations> = {
  payingWith: 'Stai pagando con {{paymentSource}}',
  chooseAnotherWayToPay: 'Paga in un altro modo',
  chooseAWayToPay: 'Come vuoi pagare?',
  otherWaysToPay: 'Altri modi per pagare',
  edit: 'Modifica',
  doneEditing: 'Fine modifiche',
  editPaymentMethods: 'Gestisci i metodi di pagamento salvati',

  CreditCardDeleteConfirmationMessage:
    'Vuoi eliminare la tua carta {{secondaryIdentifier}} che termina con {{identifier}}?',
  PayPalAccountDeleteConfirmationMessage: 'Vuoi eliminare il conto PayPal {{identifier}}?',
  VenmoAccountDeleteConfirmationMessage: 'Vuoi eliminare l’account Venmo con il nome utente {{identifier}}?',
  genericDeleteConfirmationMessage: 'Vuoi eliminare questo metodo di pagamento?',
  deleteCancelButton: 'No, mantienilo',
  deleteConfirmationButton: 'Sì, elimina',

  fieldEmptyForCvv: 'Inserisci il codice di sicurezza (CVV).',
  fieldEmptyForExpirationDate: 'Inserisci la data di scadenza.',
  fieldEmptyForCardholderName: 'Inserisci il nome riportato sulla carta.',
  fieldEmptyForNumber: 'Inserisci il numero della carta.',
  fieldEmptyForPostalCode: 'Inserisci il CAP.',
  fieldInvalidForCardholderName: 'Controlla il nome riportato sulla carta e riprova.',
  fieldInvalidForCvv: 'Controlla il codice di sicurezza e riprova.',
  fieldInvalidForExpirationDate: 'Controlla la data di scadenza e riprova.',
  fieldInvalidForNumber: 'Controlla il numero della carta e riprova.',
  fieldInvalidForPostalCode: 'Controlla il CAP e riprova.',
  fieldTooLongForCardholderName: 'Il nome riportato sulla carta non può superare i 255 caratteri.',
  noticeOfCollection: 'Pagando con carta, accetto l’Informativa sulla privacy di PayPal.',

  genericError: 'Ci dispiace, si è verificato un problema da parte nostra. Riprova.',
  hostedFieldsTokenizationFailOnDuplicateError: 'Questa carta è già salvata come metodo di pagamento.',
  hostedFieldsFailedTokenizationError: 'Non è stato possibile elaborare questa carta. Controlla i dati e riprova.',
  hostedFieldsTokenizationCvvVerificationFailedError:
    'Non è stato possibile verificare il codice di sicurezza (CVV). Controlla i dati della carta e riprova.',
  hostedFieldsTokenizationNetworkErrorError: 'Connessione non riuscita. Controlla la connessione a Internet e riprova.',
  hostedFieldsFieldsInvalidError: 'Alcuni dati della carta vanno corretti. Controllali e riprova.',
  paypalButtonMustBeUsed: 'Per continuare, seleziona il pulsante PayPal.',
  venmoButtonMustBeUsed: 'Per continuare, seleziona il pulsante Venmo.',
  applePayButtonMustBeUsed: 'Per continuare, seleziona il pulsante Apple Pay.',
  googlePayButtonMustBeUsed: 'Per continuare, seleziona il pulsante Google Pay.',
  paypalAccountTokenizationFailedError: 'Non è stato possibile aggiungere il tuo conto PayPal. Riprova.',
  paypalFlowFailedError: 'Non è stato possibile collegarsi a PayPal. Riprova.',
  paypalTokenizationRequestActiveError: 'Un’autorizzazione PayPal è già in corso. Completala prima di continuare.',
  applePayTokenizationError: 'Un problema di rete ha interrotto il pagamento con Apple Pay. Riprova.',
  applePayActiveCardError:
    'In Apple Pay non c’è nessuna carta che accettiamo. Aggiungi una carta supportata e riprova.',
  vaultManagerPaymentMethodDeletionError: 'Non è stato possibile eliminare questo metodo di pagamento. Riprova.',
  venmoCanceledError:
    'Impossibile aprire Venmo. Assicurati di aver installato la versione più recente dell’app Venmo e che il browser possa passare all’app.',
  venmoAppFailedError: 'L’app Venmo non è stata trovata su questo dispositivo.',
  unsupportedCardTypeError: 'Non accettiamo questo tipo di carta. Usa un’altra carta.',

  cardholderNameLabel: 'Nome sulla carta',
  cardNumberLabel: 'Numero della carta',
  cvvLabel: 'Codice di sicurezza (CVV)',
  cvvThreeDigitLabelSubheading: '3 cifre, di solito sul retro',
  cvvFourDigitLabelSubheading: '4 cifre sul fronte',
  expirationDateLabel: 'Data di scadenza',
  expirationDateLabelSubheading: 'MM/AA',
  cardholderNamePlaceholder: 'Nome come riportato sulla carta',
  expirationDatePlaceholder: 'MM/AA',
  postalCodeLabel: 'CAP',
  saveCardLabel: 'Salva questa carta per i pagamenti futuri',
  payWithCard: 'Paga con carta',

  endingIn: 'Termina con ••{{lastFourCardDigits}}',
  Card: 'Carta',
  ...brandNames,

  developerError:
    'Questo metodo di pagamento non è disponibile a causa di un problema di configurazione. Sviluppatori: i dettagli sono nella console del browser.',
  threeDSecureAuthenticationError: 'Non è stato possibile completare la verifica 3D Secure. Riprova.',
  threeDSecureSetupError: 'Non è stato possibile configurare la verifica 3D Secure.',
  loadingLabel: 'Caricamento dei metodi di pagamento',
  deletingPaymentMethodLabel: 'Eliminazione del metodo di pagamento',
  paymentMethodDeletedLabel: 'Metodo di pagamento eliminato',
  selectedPaymentMethodLabel: 'Metodo di pagamento selezionato',
  paymentMethodsListLabel: 'Metodi di pagamento salvati',
  paymentOptionsListLabel: 'Opzioni di pagamento',
  deleteDialogLabel: 'Elimina metodo di pagamento',
  viewChangedAnnouncement: 'Ora visualizzato: {{viewName}}',
  cardSheetErrorLabel: 'Problema con i dati della carta',
  savedMethodSubscriptionLabel: 'Collegato a un abbonamento, quindi non può essere eliminato',
  cancelDeletionLabel: 'Annulla e mantieni questo metodo di pagamento',
  paymentOptionMustBeChosen: 'Per continuare, seleziona un metodo di pagamento.',
  expressCheckoutLabel: 'Pagamento rapido',
  optionalLabel: 'Facoltativo',
};

export default itIT;
