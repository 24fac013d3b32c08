import { brandNames } from './brand-names.js';
import type { Translations } from './en-US.js';

/** Portuguese (Brazil), "você"; "CEP" for the postal code. */
const ptBR: Partial<Translations> = {
  payingWith: 'Você está pagando com {{paymentSource}}',
  chooseAnotherWayToPay: 'Pagar de outra forma',
  chooseAWayToPay: 'Como você quer pagar?',
  otherWaysToPay: 'Mais formas de pagamento',
  edit: 'Editar',
  doneEditing: 'Concluir edição',
  editPaymentMethods: 'Gerenciar formas de pagamento salvas',

  CreditCardDeleteConfirmationMessage: 'Deseja excluir seu cartão {{secondaryIdentifier}} com final {{identifier}}?',
  PayPalAccountDeleteConfirmationMessage: 'Deseja excluir a conta do PayPal {{identifier}}?',
  VenmoAccountDeleteConfirmationMessage: 'Deseja excluir a conta do Venmo com o nome de usuário {{identifier}}?',
  genericDeleteConfirmationMessage: 'Deseja excluir esta forma de pagamento?',
  deleteCancelButton: 'Não, manter',
  deleteConfirmationButton: 'Sim, excluir',

  fieldEmptyForCvv: 'Informe o código de segurança (CVV).',
  fieldEmptyForExpirationDate: 'Informe a data de validade.',
  fieldEmptyForCardholderName: 'Informe o nome impresso no cartão.',
  fieldEmptyForNumber: 'Informe o número do cartão.',
  fieldEmptyForPostalCode: 'Informe o CEP.',
  fieldInvalidForCardholderName: 'Confira o nome impresso no cartão e tente novamente.',
  fieldInvalidForCvv: 'Confira o código de segurança e tente novamente.',
  fieldInvalidForExpirationDate: 'Confira a data de validade e tente novamente.',
  fieldInvalidForNumber: 'Confira o número do cartão e tente novamente.',
  fieldInvalidForPostalCode: 'Confira o CEP e tente novamente.',
  fieldTooLongForCardholderName: 'O nome impresso no cartão deve ter no máximo 255 caracteres.',
  noticeOfCollection: 'Ao pagar com cartão, concordo com a Declaração de Privacidade do PayPal.',

  genericError: 'Desculpe, algo deu errado do nosso lado. Tente novamente.',
  hostedFieldsTokenizationFailOnDuplicateError: 'Este cartão já está salvo como forma de pagamento.',
  hostedFieldsFailedTokenizationError: 'Não foi possível processar este cartão. Confira os dados e tente novamente.',
  hostedFieldsTokenizationCvvVerificationFailedError:
    'Não foi possível verificar o código de segurança (CVV). Confira os dados do cartão e tente novamente.',
  hostedFieldsTokenizationNetworkErrorError:
    'Não foi possível conectar. Verifique sua conexão com a internet e tente novamente.',
  hostedFieldsFieldsInvalidError: 'Alguns dados do cartão precisam ser corrigidos. Confira e tente novamente.',
  paypalButtonMustBeUsed: 'Para continuar, selecione o botão do PayPal.',
  venmoButtonMustBeUsed: 'Para continuar, selecione o botão do Venmo.',
  applePayButtonMustBeUsed: 'Para continuar, selecione o botão do Apple Pay.',
  googlePayButtonMustBeUsed: 'Para continuar, selecione o botão do Google Pay.',
  paypalAccountTokenizationFailedError: 'Não foi possível adicionar sua conta do PayPal. Tente novamente.',
  paypalFlowFailedError: 'Não foi possível conectar ao PayPal. Tente novamente.',
  paypalTokenizationRequestActiveError: 'Já há uma autorização do PayPal em andamento. Conclua-a primeiro.',
  applePayTokenizationError: 'Um problema de rede interrompeu o pagamento com Apple Pay. Tente novamente.',
  applePayActiveCardError:
    'Nenhum cartão aceito por nós está cadastrado no Apple Pay. Adicione um cartão compatível e tente novamente.',
  vaultManagerPaymentMethodDeletionError: 'Não foi possível excluir esta forma de pagamento. Tente novamente.',
  venmoCanceledError:
    'Não foi possível abrir o Venmo. Verifique se a versão mais recente do app Venmo está instalada e se seu navegador consegue alternar para ele.',
  venmoAppFailedError: 'O app Venmo não foi encontrado neste dispositivo.',
  unsupportedCardTypeError: 'Não aceitamos este tipo de cartão. Use outro cartão.',

  cardholderNameLabel: 'Nome no cartão',
  cardNumberLabel: 'Número do cartão',
  cvvLabel: 'Código de segurança (CVV)',
  cvvThreeDigitLabelSubheading: '3 dígitos, geralmente no verso',
  cvvFourDigitLabelSubheading: '4 dígitos na frente',
  expirationDateLabel: 'Data de validade',
  expirationDateLabelSubheading: 'MM/AA',
  cardholderNamePlaceholder: 'Nome como aparece no cartão',
  expirationDatePlaceholder: 'MM/AA',
  postalCodeLabel: 'CEP',
  saveCardLabel: 'Salvar este cartão para pagamentos futuros',
  payWithCard: 'Pagar com cartão',

  endingIn: 'Final ••{{lastFourCardDigits}}',
  Card: 'Cartão',
  ...brandNames,

  developerError:
    'Esta forma de pagamento não está disponível por um problema de configuração. Desenvolvedores: confiram os detalhes no console do navegador.',
  threeDSecureAuthenticationError: 'Não foi possível concluir a verificação 3D Secure. Tente novamente.',
  threeDSecureSetupError: 'Não foi possível configurar a verificação 3D Secure.',
  loadingLabel: 'Carregando formas de pagamento',
  deletingPaymentMethodLabel: 'Excluindo forma de pagamento',
  paymentMethodDeletedLabel: 'Forma de pagamento excluída',
  selectedPaymentMethodLabel: 'Forma de pagamento selecionada',
  paymentMethodsListLabel: 'Formas de pagamento salvas',
  paymentOptionsListLabel: 'Opções de pagamento',
  deleteDialogLabel: 'Excluir forma de pagamento',
  viewChangedAnnouncement: 'Exibindo agora: {{viewName}}',
  cardSheetErrorLabel: 'Problema com os dados do cartão',
  savedMethodSubscriptionLabel: 'Vinculada a uma assinatura, por isso não pode ser excluída',
  cancelDeletionLabel: 'Cancelar e manter esta forma de pagamento',
  paymentOptionMustBeChosen: 'Para continuar, selecione uma forma de pagamento.',
  expressCheckoutLabel: 'Pagamento expresso',
  optionalLabel: 'Opcional',
};

export default ptBR;
