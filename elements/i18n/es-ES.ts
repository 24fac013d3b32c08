import { brandNames } from './brand-names.js';
import type { Translations } from './en-US.js';

/** Spanish (Spain), informal "tú" as is usual in Spanish online shops; "fecha de caducidad". */
const esES: Partial<Translations> = {
  payingWith: 'Pagas con {{paymentSource}}',
  chooseAnotherWayToPay: 'Pagar de otra forma',
  chooseAWayToPay: '¿Cómo quieres pagar?',
  otherWaysToPay: 'Más formas de pago',
  edit: 'Editar',
  doneEditing: 'Terminar edición',
  editPaymentMethods: 'Gestionar métodos de pago guardados',

  CreditCardDeleteConfirmationMessage:
    '¿Quieres eliminar tu tarjeta {{secondaryIdentifier}} que termina en {{identifier}}?',
  PayPalAccountDeleteConfirmationMessage: '¿Quieres eliminar la cuenta de PayPal {{identifier}}?',
  VenmoAccountDeleteConfirmationMessage:
    '¿Quieres eliminar la cuenta de Venmo con el nombre de usuario {{identifier}}?',
  genericDeleteConfirmationMessage: '¿Quieres eliminar este método de pago?',
  deleteCancelButton: 'No, conservarlo',
  deleteConfirmationButton: 'Sí, eliminar',

  fieldEmptyForCvv: 'Introduce el código de seguridad (CVV).',
  fieldEmptyForExpirationDate: 'Introduce la fecha de caducidad.',
  fieldEmptyForCardholderName: 'Introduce el nombre que figura en la tarjeta.',
  fieldEmptyForNumber: 'Introduce el número de tarjeta.',
  fieldEmptyForPostalCode: 'Introduce el código postal.',
  fieldInvalidForCardholderName: 'Revisa el nombre que figura en la tarjeta y vuelve a intentarlo.',
  fieldInvalidForCvv: 'Revisa el código de seguridad y vuelve a intentarlo.',
  fieldInvalidForExpirationDate: 'Revisa la fecha de caducidad y vuelve a intentarlo.',
  fieldInvalidForNumber: 'Revisa el número de tarjeta y vuelve a intentarlo.',
  fieldInvalidForPostalCode: 'Revisa el código postal y vuelve a intentarlo.',
  fieldTooLongForCardholderName: 'El nombre que figura en la tarjeta no puede superar los 255 caracteres.',
  noticeOfCollection: 'Al pagar con tarjeta, acepto la Declaración de privacidad de PayPal.',

  genericError: 'Lo sentimos, algo ha fallado por nuestra parte. Vuelve a intentarlo.',
  hostedFieldsTokenizationFailOnDuplicateError: 'Esta tarjeta ya está guardada como método de pago.',
  hostedFieldsFailedTokenizationError: 'No hemos podido procesar esta tarjeta. Revisa los datos y vuelve a intentarlo.',
  hostedFieldsTokenizationCvvVerificationFailedError:
    'No hemos podido verificar el código de seguridad (CVV). Revisa los datos de tu tarjeta y vuelve a intentarlo.',
  hostedFieldsTokenizationNetworkErrorError: 'No hay conexión. Comprueba tu conexión a Internet y vuelve a intentarlo.',
  hostedFieldsFieldsInvalidError: 'Hay datos de la tarjeta que debes corregir. Revísalos y vuelve a intentarlo.',
  paypalButtonMustBeUsed: 'Para continuar, selecciona el botón de PayPal.',
  venmoButtonMustBeUsed: 'Para continuar, selecciona el botón de Venmo.',
  applePayButtonMustBeUsed: 'Para continuar, selecciona el botón de Apple Pay.',
  googlePayButtonMustBeUsed: 'Para continuar, selecciona el botón de Google Pay.',
  paypalAccountTokenizationFailedError: 'No hemos podido añadir tu cuenta de PayPal. Vuelve a intentarlo.',
  paypalFlowFailedError: 'No hemos podido conectar con PayPal. Vuelve a intentarlo.',
  paypalTokenizationRequestActiveError: 'Ya hay una autorización de PayPal en curso. Termínala primero.',
  applePayTokenizationError: 'Un problema de red ha interrumpido el pago con Apple Pay. Vuelve a intentarlo.',
  applePayActiveCardError:
    'No tienes en Apple Pay ninguna tarjeta que aceptemos. Añade una tarjeta compatible y vuelve a intentarlo.',
  vaultManagerPaymentMethodDeletionError: 'No hemos podido eliminar este método de pago. Vuelve a intentarlo.',
  venmoCanceledError:
    'No se ha podido abrir Venmo. Asegúrate de tener instalada la última versión de la aplicación de Venmo y de que tu navegador pueda cambiar a ella.',
  venmoAppFailedError: 'No se ha encontrado la aplicación de Venmo en este dispositivo.',
  unsupportedCardTypeError: 'No aceptamos este tipo de tarjeta. Usa otra tarjeta.',

  cardholderNameLabel: 'Nombre en la tarjeta',
  cardNumberLabel: 'Número de tarjeta',
  cvvLabel: 'Código de seguridad (CVV)',
  cvvThreeDigitLabelSubheading: '3 dígitos, normalmente en el reverso',
  cvvFourDigitLabelSubheading: '4 dígitos en el anverso',
  expirationDateLabel: 'Fecha de caducidad',
  expirationDateLabelSubheading: 'MM/AA',
  cardholderNamePlaceholder: 'Nombre tal como aparece en la tarjeta',
  expirationDatePlaceholder: 'MM/AA',
  postalCodeLabel: 'Código postal',
  saveCardLabel: 'Guardar esta tarjeta para futuros pagos',
  payWithCard: 'Pagar con tarjeta',

  endingIn: 'Termina en ••{{lastFourCardDigits}}',
  Card: 'Tarjeta',
  ...brandNames,

  developerError:
    'Esta forma de pago no está disponible por un problema de configuración. Desarrolladores: los detalles están en la consola del navegador.',
  threeDSecureAuthenticationError: 'No hemos podido completar la verificación 3D Secure. Vuelve a intentarlo.',
  threeDSecureSetupError: 'No se ha podido configurar la verificación 3D Secure.',
  loadingLabel: 'Cargando formas de pago',
  deletingPaymentMethodLabel: 'Eliminando método de pago',
  paymentMethodDeletedLabel: 'Método de pago eliminado',
  selectedPaymentMethodLabel: 'Método de pago seleccionado',
  paymentMethodsListLabel: 'Métodos de pago guardados',
  paymentOptionsListLabel: 'Formas de pago',
  deleteDialogLabel: 'Eliminar método de pago',
  viewChangedAnnouncement: 'Ahora se muestra: {{viewName}}',
  cardSheetErrorLabel: 'Problema con los datos de la tarjeta',
  savedMethodSubscriptionLabel: 'Vinculado a una suscripción, por lo que no se puede eliminar',
  cancelDeletionLabel: 'Cancelar y conservar este método de pago',
  paymentOptionMustBeChosen: 'Para continuar, selecciona una forma de pago.',
  expressCheckoutLabel: 'Pago exprés',
  optionalLabel: 'Opcional',
};

export default esES;
