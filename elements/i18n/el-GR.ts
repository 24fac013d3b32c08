import { brandNames } from './brand-names.js';
import type { Translations } from './en-US.js';

/** Greek (Greece), formal plural; questions end with the Greek question mark ";". */
const elGR: Partial<Translations> = {
  payingWith: 'Πληρώνετε με {{paymentSource}}',
  chooseAnotherWayToPay: 'Πληρωμή με άλλον τρόπο',
  chooseAWayToPay: 'Πώς θέλετε να πληρώσετε;',
  otherWaysToPay: 'Περισσότεροι τρόποι πληρωμής',
  edit: 'Επεξεργασία',
  doneEditing: 'Τέλος επεξεργασίας',
  editPaymentMethods: 'Διαχείριση αποθηκευμένων τρόπων πληρωμής',

  CreditCardDeleteConfirmationMessage:
    'Θέλετε να διαγράψετε την κάρτα σας {{secondaryIdentifier}} που τελειώνει σε {{identifier}};',
  PayPalAccountDeleteConfirmationMessage: 'Θέλετε να διαγράψετε τον λογαριασμό PayPal {{identifier}};',
  VenmoAccountDeleteConfirmationMessage: 'Θέλετε να διαγράψετε τον λογαριασμό Venmo με όνομα χρήστη {{identifier}};',
  genericDeleteConfirmationMessage: 'Θέλετε να διαγράψετε αυτόν τον τρόπο πληρωμής;',
  deleteCancelButton: 'Όχι, να διατηρηθεί',
  deleteConfirmationButton: 'Ναι, διαγραφή',

  fieldEmptyForCvv: 'Εισαγάγετε τον κωδικό ασφαλείας (CVV).',
  fieldEmptyForExpirationDate: 'Εισαγάγετε την ημερομηνία λήξης.',
  fieldEmptyForCardholderName: 'Εισαγάγετε το όνομα που αναγράφεται στην κάρτα.',
  fieldEmptyForNumber: 'Εισαγάγετε τον αριθμό της κάρτας.',
  fieldEmptyForPostalCode: 'Εισαγάγετε τον ταχυδρομικό κώδικα.',
  fieldInvalidForCardholderName: 'Ελέγξτε το όνομα που αναγράφεται στην κάρτα και δοκιμάστε ξανά.',
  fieldInvalidForCvv: 'Ελέγξτε τον κωδικό ασφαλείας και δοκιμάστε ξανά.',
  fieldInvalidForExpirationDate: 'Ελέγξτε την ημερομηνία λήξης και δοκιμάστε ξανά.',
  fieldInvalidForNumber: 'Ελέγξτε τον αριθμό της κάρτας και δοκιμάστε ξανά.',
  fieldInvalidForPostalCode: 'Ελέγξτε τον ταχυδρομικό κώδικα και δοκιμάστε ξανά.',
  fieldTooLongForCardholderName: 'Το όνομα στην κάρτα μπορεί να έχει έως 255 χαρακτήρες.',
  noticeOfCollection: 'Πληρώνοντας με κάρτα, αποδέχομαι τη Δήλωση Απορρήτου της PayPal.',

  genericError: 'Λυπούμαστε, παρουσιάστηκε πρόβλημα από τη δική μας πλευρά. Δοκιμάστε ξανά.',
  hostedFieldsTokenizationFailOnDuplicateError: 'Αυτή η κάρτα είναι ήδη αποθηκευμένη ως τρόπος πληρωμής.',
  hostedFieldsFailedTokenizationError:
    'Δεν ήταν δυνατή η επεξεργασία αυτής της κάρτας. Ελέγξτε τα στοιχεία και δοκιμάστε ξανά.',
  hostedFieldsTokenizationCvvVerificationFailedError:
    'Δεν ήταν δυνατή η επαλήθευση του κωδικού ασφαλείας (CVV). Ελέγξτε τα στοιχεία της κάρτας σας και δοκιμάστε ξανά.',
  hostedFieldsTokenizationNetworkErrorError:
    'Δεν ήταν δυνατή η σύνδεση. Ελέγξτε τη σύνδεσή σας στο διαδίκτυο και δοκιμάστε ξανά.',
  hostedFieldsFieldsInvalidError: 'Ορισμένα στοιχεία της κάρτας χρειάζονται διόρθωση. Ελέγξτε τα και δοκιμάστε ξανά.',
  paypalButtonMustBeUsed: 'Για να συνεχίσετε, επιλέξτε το κουμπί PayPal.',
  venmoButtonMustBeUsed: 'Για να συνεχίσετε, επιλέξτε το κουμπί Venmo.',
  applePayButtonMustBeUsed: 'Για να συνεχίσετε, επιλέξτε το κουμπί Apple Pay.',
  googlePayButtonMustBeUsed: 'Για να συνεχίσετε, επιλέξτε το κουμπί Google Pay.',
  paypalAccountTokenizationFailedError: 'Δεν ήταν δυνατή η προσθήκη του λογαριασμού σας PayPal. Δοκιμάστε ξανά.',
  paypalFlowFailedError: 'Δεν ήταν δυνατή η σύνδεση με το PayPal. Δοκιμάστε ξανά.',
  paypalTokenizationRequestActiveError: 'Μια εξουσιοδότηση PayPal βρίσκεται ήδη σε εξέλιξη. Ολοκληρώστε την πρώτα.',
  applePayTokenizationError: 'Ένα πρόβλημα δικτύου διέκοψε την πληρωμή με Apple Pay. Δοκιμάστε ξανά.',
  applePayActiveCardError:
    'Στο Apple Pay δεν υπάρχει κάρτα που δεχόμαστε. Προσθέστε μια υποστηριζόμενη κάρτα και δοκιμάστε ξανά.',
  vaultManagerPaymentMethodDeletionError: 'Δεν ήταν δυνατή η διαγραφή αυτού του τρόπου πληρωμής. Δοκιμάστε ξανά.',
  venmoCanceledError:
    'Δεν ήταν δυνατό το άνοιγμα του Venmo. Βεβαιωθείτε ότι έχετε εγκαταστήσει την πιο πρόσφατη έκδοση της εφαρμογής Venmo και ότι το πρόγραμμα περιήγησής σας μπορεί να μεταβεί σε αυτήν.',
  venmoAppFailedError: 'Η εφαρμογή Venmo δεν βρέθηκε σε αυτήν τη συσκευή.',
  unsupportedCardTypeError: 'Δεν δεχόμαστε αυτόν τον τύπο κάρτας. Χρησιμοποιήστε άλλη κάρτα.',

  cardholderNameLabel: 'Όνομα στην κάρτα',
  cardNumberLabel: 'Αριθμός κάρτας',
  cvvLabel: 'Κωδικός ασφαλείας (CVV)',
  cvvThreeDigitLabelSubheading: '3 ψηφία, συνήθως στο πίσω μέρος',
  cvvFourDigitLabelSubheading: '4 ψηφία στο μπροστινό μέρος',
  expirationDateLabel: 'Ημερομηνία λήξης',
  expirationDateLabelSubheading: 'ΜΜ/ΕΕ',
  cardholderNamePlaceholder: 'Όνομα όπως αναγράφεται στην κάρτα',
  expirationDatePlaceholder: 'ΜΜ/ΕΕ',
  postalCodeLabel: 'Ταχυδρομικός κώδικας',
  saveCardLabel: 'Αποθήκευση αυτής της κάρτας για μελλοντικές πληρωμές',
  payWithCard: 'Πληρωμή με κάρτα',

  endingIn: 'Τελειώνει σε ••{{lastFourCardDigits}}',
  Card: 'Κάρτα',
  ...brandNames,

  developerError:
    'Αυτός ο τρόπος πληρωμής δεν είναι διαθέσιμος λόγω προβλήματος ρύθμισης. Προγραμματιστές: δείτε λεπτομέρειες στην κονσόλα του προγράμματος περιήγησης.',
  threeDSecureAuthenticationError: 'Δεν ήταν δυνατή η ολοκλήρωση της επαλήθευσης 3D Secure. Δοκιμάστε ξανά.',
  threeDSecureSetupError: 'Δεν ήταν δυνατή η ρύθμιση της επαλήθευσης 3D Secure.',
  loadingLabel: 'Φόρτωση τρόπων πληρωμής',
  deletingPaymentMethodLabel: 'Διαγραφή τρόπου πληρωμής σε εξέλιξη',
  paymentMethodDeletedLabel: 'Ο τρόπος πληρωμής διαγράφηκε',
  selectedPaymentMethodLabel: 'Επιλεγμένος τρόπος πληρωμής',
  paymentMethodsListLabel: 'Αποθηκευμένοι τρόποι πληρωμής',
  paymentOptionsListLabel: 'Επιλογές πληρωμής',
  deleteDialogLabel: 'Διαγραφή τρόπου πληρωμής',
  viewChangedAnnouncement: 'Εμφανίζεται τώρα: {{viewName}}',
  cardSheetErrorLabel: 'Πρόβλημα με τα στοιχεία της κάρτας',
  savedMethodSubscriptionLabel: 'Συνδέεται με συνδρομή, επομένως δεν μπορεί να διαγραφεί',
  cancelDeletionLabel: 'Ακύρωση και διατήρηση αυτού του τρόπου πληρωμής',
  paymentOptionMustBeChosen: 'Για να συνεχίσετε, επιλέξτε τρόπο πληρωμής.',
  expressCheckoutLabel: 'Γρήγορη ολοκλήρωση αγοράς',
  optionalLabel: 'Προαιρετικό',
};

export default elGR;
