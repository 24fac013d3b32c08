import { brandNames } from './brand-names.js';
import type { Translations } from './en-US.js';

/** French (France), "vous"; a no-break space before "?" and ":" as French typography requires. */
const frFR: Partial<Translations> = {
  payingWith: 'Vous payez avec {{paymentSource}}',
  chooseAnotherWayToPay: 'Payer autrement',
  chooseAWayToPay: 'Comment souhaitez-vous payer\u00a0?',
  otherWaysToPay: 'Autres moyens de paiement',
  edit: 'Modifier',
  doneEditing: 'Terminer les modifications',
  editPaymentMethods: 'Gérer les moyens de paiement enregistrés',

  CreditCardDeleteConfirmationMessage:
    'Voulez-vous supprimer votre carte {{secondaryIdentifier}} se terminant par {{identifier}}\u00a0?',
  PayPalAccountDeleteConfirmationMessage: 'Voulez-vous supprimer le compte PayPal {{identifier}}\u00a0?',
  VenmoAccountDeleteConfirmationMessage:
    'Voulez-vous supprimer le compte Venmo associé au nom d’utilisateur {{identifier}}\u00a0?',
  genericDeleteConfirmationMessage: 'Voulez-vous supprimer ce moyen de paiement\u00a0?',
  deleteCancelButton: 'Non, le conserver',
  deleteConfirmationButton: 'Oui, supprimer',

  fieldEmptyForCvv: 'Saisissez le cryptogramme visuel (CVV).',
  fieldEmptyForExpirationDate: 'Saisissez la date d’expiration.',
  fieldEmptyForCardholderName: 'Saisissez le nom figurant sur la carte.',
  fieldEmptyForNumber: 'Saisissez le numéro de carte.',
  fieldEmptyForPostalCode: 'Saisissez le code postal.',
  fieldInvalidForCardholderName: 'Vérifiez le nom figurant sur la carte et réessayez.',
  fieldInvalidForCvv: 'Vérifiez le cryptogramme visuel et réessayez.',
  fieldInvalidForExpirationDate: 'Vérifiez la date d’expiration et réessayez.',
  fieldInvalidForNumber: 'Vérifiez le numéro de carte et réessayez.',
  fieldInvalidForPostalCode: 'Vérifiez le code postal et réessayez.',
  fieldTooLongForCardholderName: 'Le nom figurant sur la carte ne doit pas dépasser 255 caractères.',
  noticeOfCollection: 'En payant par carte, j’accepte la Déclaration de confidentialité de PayPal.',

  genericError: 'Désolé, un problème est survenu de notre côté. Veuillez réessayer.',
  hostedFieldsTokenizationFailOnDuplicateError: 'Cette carte est déjà enregistrée comme moyen de paiement.',
  hostedFieldsFailedTokenizationError:
    'Nous n’avons pas pu traiter cette carte. Vérifiez les informations saisies et réessayez.',
  hostedFieldsTokenizationCvvVerificationFailedError:
    'Nous n’avons pas pu vérifier le cryptogramme visuel (CVV). Vérifiez les informations de votre carte et réessayez.',
  hostedFieldsTokenizationNetworkErrorError: 'Connexion impossible. Vérifiez votre connexion Internet et réessayez.',
  hostedFieldsFieldsInvalidError: 'Certaines informations de la carte sont à corriger. Vérifiez-les et réessayez.',
  paypalButtonMustBeUsed: 'Pour continuer, sélectionnez le bouton PayPal.',
  venmoButtonMustBeUsed: 'Pour continuer, sélectionnez le bouton Venmo.',
  applePayButtonMustBeUsed: 'Pour continuer, sélectionnez le bouton Apple Pay.',
  googlePayButtonMustBeUsed: 'Pour continuer, sélectionnez le bouton Google Pay.',
  paypalAccountTokenizationFailedError: 'Nous n’avons pas pu ajouter votre compte PayPal. Veuillez réessayer.',
  paypalFlowFailedError: 'Nous n’avons pas pu nous connecter à PayPal. Veuillez réessayer.',
  paypalTokenizationRequestActiveError: 'Une autorisation PayPal est déjà en cours. Veuillez d’abord la terminer.',
  applePayTokenizationError: 'Un problème de réseau a interrompu le paiement Apple Pay. Veuillez réessayer.',
  applePayActiveCardError:
    'Aucune carte que nous acceptons n’est enregistrée dans Apple Pay. Ajoutez une carte prise en charge et réessayez.',
  vaultManagerPaymentMethodDeletionError: 'Nous n’avons pas pu supprimer ce moyen de paiement. Veuillez réessayer.',
  venmoCanceledError:
    'Impossible d’ouvrir Venmo. Vérifiez que la dernière version de l’application Venmo est installée et que votre navigateur peut basculer vers celle-ci.',
  venmoAppFailedError: 'L’application Venmo est introuvable sur cet appareil.',
  unsupportedCardTypeError: 'Nous n’acceptons pas ce type de carte. Veuillez utiliser une autre carte.',

  cardholderNameLabel: 'Nom figurant sur la carte',
  cardNumberLabel: 'Numéro de carte',
  cvvLabel: 'Cryptogramme visuel (CVV)',
  cvvThreeDigitLabelSubheading: '3 chiffres, généralement au dos',
  cvvFourDigitLabelSubheading: '4 chiffres au recto',
  expirationDateLabel: 'Date d’expiration',
  expirationDateLabelSubheading: 'MM/AA',
  cardholderNamePlaceholder: 'Nom tel qu’il figure sur la carte',
  expirationDatePlaceholder: 'MM/AA',
  postalCodeLabel: 'Code postal',
  saveCardLabel: 'Enregistrer cette carte pour mes prochains paiements',
  payWithCard: 'Payer par carte',

  endingIn: 'Se termine par ••{{lastFourCardDigits}}',
  Card: 'Carte',
  ...brandNames,

  developerError:
    'Ce moyen de paiement n’est pas disponible en raison d’un problème de configuration. Développeurs\u00a0: consultez la console du navigateur pour en savoir plus.',
  threeDSecureAuthenticationError: 'La vérification 3D Secure n’a pas pu aboutir. Veuillez réessayer.',
  threeDSecureSetupError: 'La vérification 3D Secure n’a pas pu être configurée.',
  loadingLabel: 'Chargement des moyens de paiement',
  deletingPaymentMethodLabel: 'Suppression du moyen de paiement',
  paymentMethodDeletedLabel: 'Moyen de paiement supprimé',
  selectedPaymentMethodLabel: 'Moyen de paiement sélectionné',
  paymentMethodsListLabel: 'Moyens de paiement enregistrés',
  paymentOptionsListLabel: 'Options de paiement',
  deleteDialogLabel: 'Supprimer le moyen de paiement',
  viewChangedAnnouncement: 'Affichage actuel\u00a0: {{viewName}}',
  cardSheetErrorLabel: 'Problème avec les informations de la carte',
  savedMethodSubscriptionLabel: 'Lié à un abonnement, il ne peut donc pas être supprimé',
  cancelDeletionLabel: 'Annuler et conserver ce moyen de paiement',
  paymentOptionMustBeChosen: 'Pour continuer, sélectionnez un moyen de paiement.',
  expressCheckoutLabel: 'Paiement express',
  optionalLabel: 'Facultatif',
};

export default frFR;
