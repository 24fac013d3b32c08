import { brandNames } from './brand-names.js';
import type { Translations } from './en-US.js';

/** Portuguese (Portugal), formal third person ("Introduza", "o seu"). */
const ptPT: Partial<Translations> = {
  payingWith: 'Está a pagar com {{paymentSource}}',
  chooseAnotherWayToPay: 'Pagar de outra forma',
  chooseAWayToPay: 'Como pretende pagar?',
  otherWaysToPay: 'Mais formas de pagamento',
  edit: 'Editar',
  doneEditing: 'Concluir edição',
  editPaymentMethods: 'Gerir métodos de pagamento guardados',

  CreditCardDeleteConfirmationMessage:
    'Pretende eliminar o seu cartão {{secondaryIdentifier}} terminado em {{identifier}}?',
  PayPalAccountDeleteConfirmationMessage: 'Pretende eliminar a conta PayPal {{identifier}}?',
  VenmoAccountDeleteConfirmationMessage: 'Pretende eliminar a conta Venmo com o nome de utilizador {{identifier}}?',
  genericDeleteConfirmationMessage: 'Pretende eliminar este método de pagamento?',
  deleteCancelButton: 'Não, manter',
  deleteConfirmationButton: 'Sim, eliminar',

  fieldEmptyForCvv: 'Introduza o código de segurança (CVV).',
  fieldEmptyForExpirationDate: 'Introduza a data de validade.',
  fieldEmptyForCardholderName: 'Introduza o nome que consta do cartão.',
  fieldEmptyForNumber: 'Introduza o número do cartão.',
  fieldEmptyForPostalCode: 'Introduza o código postal.',
  fieldInvalidForCardholderName: 'Verifique o nome que consta do cartão e tente novamente.',
  fieldInvalidForCvv: 'Verifique o código de segurança e tente novamente.',
  fieldInvalidForExpirationDate: 'Verifique a data de validade e tente novamente.',
  fieldInvalidForNumber: 'Verifique o número do cartão e tente novamente.',
  fieldInvalidForPostalCode: 'Verifique o código postal e tente novamente.',
  fieldTooLongForCardholderName: 'O nome que consta do cartão não pode ter mais de 255 caracteres.',
  noticeOfCollection: 'Ao pagar com cartão, aceito a Declaração de Privacidade do PayPal.',

  genericError: 'Lamentamos, ocorreu um erro do nosso lado. Tente novamente.',
  hostedFieldsTokenizationFailOnDuplicateError: 'Este cartão já está guardado como método de pagamento.',
  hostedFieldsFailedTokenizationError: 'Não foi possível processar este cartão. Verifique os dados e tente novamente.',
  hostedFieldsTokenizationCvvVerificationFailedError:
    'Não foi possível verificar o código de segurança (CVV). Verifique os dados do cartão e tente novamente.',
  hostedFieldsTokenizationNetworkErrorError:
    'Não foi possível estabelecer ligação. Verifique a sua ligação à Internet e tente novamente.',
  hostedFieldsFieldsInvalidError: 'Alguns dados do cartão têm de ser corrigidos. Verifique-os e tente novamente.',
  paypalButtonMustBeUsed: 'Para continuar, selecione o botão PayPal.',
  venmoButtonMustBeUsed: 'Para continuar, selecione o botão Venmo.',
  applePayButtonMustBeUsed: 'Para continuar, selecione o botão Apple Pay.',
  googlePayButtonMustBeUsed: 'Para continuar, selecione o botão Google Pay.',
  paypalAccountTokenizationFailedError: 'Não foi possível adicionar a sua conta PayPal. Tente novamente.',
  paypalFlowFailedError: 'Não foi possível estabelecer ligação ao PayPal. Tente novamente.',
  paypalTokenizationRequestActiveError: 'Já está em curso uma autorização PayPal. Conclua-a primeiro.',
  applePayTokenizationError: 'Um problema de rede interrompeu o pagamento com Apple Pay. Tente novamente.',
  applePayActiveCardError:
    'Não tem no Apple Pay nenhum cartão que aceitemos. Adicione um cartão compatível e tente novamente.',
  vaultManagerPaymentMethodDeletionError: 'Não foi possível eliminar este método de pagamento. Tente novamente.',
  venmoCanceledError:
    'Não foi possível abrir o Venmo. Certifique-se de que tem instalada a versão mais recente da aplicação Venmo e de que o seu navegador consegue mudar para ela.',
  venmoAppFailedError: 'A aplicação Venmo não foi encontrada neste dispositivo.',
  unsupportedCardTypeError: 'Não aceitamos este tipo de cartão. Utilize outro cartão.',

  cardholderNameLabel: 'Nome no cartão',
  cardNumberLabel: 'Número do cartão',
  cvvLabel: 'Código de segurança (CVV)',
  cvvThreeDigitLabelSubheading: '3 dígitos, normalmente no verso',
  cvvFourDigitLabelSubheading: '4 dígitos na frente',
  expirationDateLabel: 'Data de validade',
  expirationDateLabelSubheading: 'MM/AA',
  cardholderNamePlaceholder: 'Nome tal como consta do cartão',
  expirationDatePlaceholder: 'MM/AA',
  postalCodeLabel: 'Código postal',
  saveCardLabel: 'Guardar este cartão para pagamentos futuros',
  payWithCard: 'Pagar com cartão',

  endingIn: 'Terminado em ••{{lastFourCardDigits}}',
  Card: 'Cartão',
  ...brandNames,

  developerError:
    'Este método de pagamento não está disponível devido a um problema de configuração. Programadores: consultem os detalhes na consola do navegador.',
  threeDSecureAuthenticationError: 'Não foi possível concluir a verificação 3D Secure. Tente novamente.',
  threeDSecureSetupError: 'Não foi possível configurar a verificação 3D Secure.',
  loadingLabel: 'A carregar métodos de pagamento',
  deletingPaymentMethodLabel: 'A eliminar método de pagamento',
  paymentMethodDeletedLabel: 'Método de pagamento eliminado',
  selectedPaymentMethodLabel: 'Método de pagamento selecionado',
  paymentMethodsListLabel: 'Métodos de pagamento guardados',
  paymentOptionsListLabel: 'Opções de pagamento',
  deleteDialogLabel: 'Eliminar método de pagamento',
  viewChangedAnnouncement: 'A mostrar agora: {{viewName}}',
  cardSheetErrorLabel: 'Problema com os dados do cartão',
  savedMethodSubscriptionLabel: 'Associado a uma subscrição, pelo que não pode ser eliminado',
  cancelDeletionLabel: 'Cancelar e manter este método de pagamento',
  paymentOptionMustBeChosen: 'Para continuar, selecione uma forma de pagamento.',
  expressCheckoutLabel: 'Pagamento expresso',
  optionalLabel: 'Opcional',
};

export default ptPT;
