import { brandNames } from './brand-names.js';
import type { Translations } from './en-US.js';

/**
 * Spanish for PayPal's cross-border locale (shoppers outside Spain, mostly in Latin America): neutral Spanish,
 * formal "usted", "fecha de vencimiento".
 */
const esXC: Partial<Translations> = {
  payingWith: 'Está pagando con {{paymentSource}}',
  chooseAnotherWayToPay: 'Pagar de otra forma',
  chooseAWayToPay: '¿Cómo desea pagar?',
  otherWaysToPay: 'Más formas de pago',
  edit: 'Editar',
  doneEditing: 'Terminar edición',
  editPaymentMethods: 'Administrar métodos de pago guardados',

  CreditCardDeleteConfirmationMessage:
    '¿Desea eliminar su tarjeta {{secondaryIdentifier}} que termina en {{identifier}}?',
  PayPalAccountDeleteConfirmationMessage:
    '¿Desea eliminar la cuenta de PayPal {{identifier}} de sus métodos guardados?',
  VenmoAccountDeleteConfirmationMessage: '¿Desea eliminar la cuenta de Venmo con el nombre de usuario {{identifier}}?',
  genericDeleteConfirmationMessage: '¿Desea eliminar este método de pago?',
  deleteCancelButton: 'No, conservarlo',
  deleteConfirmationButton: 'Sí, eliminar',

  fieldEmptyForCvv: 'Ingrese el código de seguridad (CVV).',
  fieldEmptyForExpirationDate: 'Ingrese la fecha de vencimiento.',
  fieldEmptyForCardholderName: 'Ingrese el nombre que figura en la tarjeta.',
  fieldEmptyForNumber: 'Ingrese el número de tarjeta.',
  fieldEmptyForPostalCode: 'Ingrese el código postal.',
  fieldInvalidForCardholderName: 'Revise el nombre que figura en la tarjeta e inténtelo de nuevo.',
  fieldInvalidForCvv: 'Revise el código de seguridad e inténtelo de nuevo.',
  fieldInvalidForExpirationDate: 'Revise la fecha de vencimiento e inténtelo de nuevo.',
  fieldInvalidForNumber: 'Revise el número de tarjeta e inténtelo de nuevo.',
  fieldInvalidForPostalCode: 'Revise el código postal e inténtelo de nuevo.',
  fieldTooLongForCardholderName: 'El nombre que figura en la tarjeta no puede superar los 255 caracteres.',
  noticeOfCollection: 'Al pagar con tarjeta, acepto la Declaración de privacidad de PayPal.',

  genericError: 'Lo sentimos, ocurrió un error de nuestra parte. Inténtelo de nuevo.',
  hostedFieldsTokenizationFailOnDuplicateError: 'Esta tarjeta ya está guardada como método de pago.',
  hostedFieldsFailedTokenizationError: 'No pudimos procesar esta tarjeta. Revise los datos e inténtelo de nuevo.',
  hostedFieldsTokenizationCvvVerificationFailedError:
    'No pudimos verificar el código de seguridad (CVV). Revise los datos de su tarjeta e inténtelo de nuevo.',
  hostedFieldsTokenizationNetworkErrorError: 'No hay conexión. Revise su conexión a Internet e inténtelo de nuevo.',
  hostedFieldsFieldsInvalidError: 'Algunos datos de la tarjeta deben corregirse. Revíselos e inténtelo de nuevo.',
  paypalButtonMustBeUsed: 'Para continuar, seleccione el botón de PayPal.',
  venmoButtonMustBeUsed: 'Para continuar, seleccione el botón de Venmo.',
  applePayButtonMustBeUsed: 'Para continuar, seleccione el botón de Apple Pay.',
  googlePayButtonMustBeUsed: 'Para continuar, seleccione el botón de Google Pay.',
  paypalAccountTokenizationFailedError: 'No pudimos agregar su cuenta de PayPal. Inténtelo de nuevo.',
  paypalFlowFailedError: 'No pudimos conectarnos con PayPal. Inténtelo de nuevo.',
  paypalTokenizationRequestActiveError: 'Ya hay una autorización de PayPal en curso. Termínela primero.',
  applePayTokenizationError: 'Un problema de red interrumpió el pago con Apple Pay. Inténtelo de nuevo.',
  applePayActiveCardError:
    'No tiene en Apple Pay ninguna tarjeta que aceptemos. Agregue una tarjeta compatible e inténtelo de nuevo.',
  vaultManagerPaymentMethodDeletionError: 'No pudimos eliminar este método de pago. Inténtelo de nuevo.',
  venmoCanceledError:
    'No se pudo abrir Venmo. Asegúrese de tener instalada la versión más reciente de la aplicación de Venmo y de que su navegador pueda cambiar a ella.',
  venmoAppFailedError: 'No se encontró la aplicación de Venmo en este dispositivo.',
  unsupportedCardTypeError: 'No aceptamos este tipo de tarjeta. Use otra tarjeta.',

  cardholderNameLabel: 'Nombre en la tarjeta',
  cardNumberLabel: 'Número de tarjeta',
  cvvLabel: 'Código de seguridad (CVV)',
  cvvThreeDigitLabelSubheading: '3 dígitos, normalmente en el reverso',
  cvvFourDigitLabelSubheading: '4 dígitos en el frente',
  expirationDateLabel: 'Fecha de vencimiento',
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
  threeDSecureAuthenticationError: 'No pudimos completar la verificación 3D Secure. Inténtelo de nuevo.',
  threeDSecureSetupError: 'No se pudo configurar la verificación 3D Secure.',
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
  paymentOptionMustBeChosen: 'Para continuar, seleccione una forma de pago.',
  expressCheckoutLabel: 'Pago exprés',
  optionalLabel: 'Opcional',
};

export default esXC;
