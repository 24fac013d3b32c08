import { brandNames } from './brand-names.js';
import type { Translations } from './en-US.js';

/**
 * Russian (Russia), formal "вы". Placeholders follow a colon or a noun they do not have to agree with, since a
 * brand name cannot be declined inside a template.
 */
const ruRU: Partial<Translations> = {
  payingWith: 'Способ оплаты: {{paymentSource}}',
  chooseAnotherWayToPay: 'Оплатить другим способом',
  chooseAWayToPay: 'Как вы хотите оплатить?',
  otherWaysToPay: 'Ещё способы оплаты',
  edit: 'Изменить',
  doneEditing: 'Завершить редактирование',
  editPaymentMethods: 'Управление сохраненными способами оплаты',

  CreditCardDeleteConfirmationMessage:
    'Удалить вашу карту {{secondaryIdentifier}}, номер которой заканчивается на {{identifier}}?',
  PayPalAccountDeleteConfirmationMessage: 'Удалить аккаунт PayPal {{identifier}}?',
  VenmoAccountDeleteConfirmationMessage: 'Удалить аккаунт Venmo с именем пользователя {{identifier}}?',
  genericDeleteConfirmationMessage: 'Удалить этот способ оплаты?',
  deleteCancelButton: 'Нет, оставить',
  deleteConfirmationButton: 'Да, удалить',

  fieldEmptyForCvv: 'Введите код безопасности (CVV).',
  fieldEmptyForExpirationDate: 'Введите срок действия.',
  fieldEmptyForCardholderName: 'Введите имя, указанное на карте.',
  fieldEmptyForNumber: 'Введите номер карты.',
  fieldEmptyForPostalCode: 'Введите почтовый индекс.',
  fieldInvalidForCardholderName: 'Проверьте имя, указанное на карте, и повторите попытку.',
  fieldInvalidForCvv: 'Проверьте код безопасности и повторите попытку.',
  fieldInvalidForExpirationDate: 'Проверьте срок действия и повторите попытку.',
  fieldInvalidForNumber: 'Проверьте номер карты и повторите попытку.',
  fieldInvalidForPostalCode: 'Проверьте почтовый индекс и повторите попытку.',
  fieldTooLongForCardholderName: 'Имя на карте должно содержать не более 255 символов.',
  noticeOfCollection: 'Оплачивая картой, я принимаю Заявление о конфиденциальности PayPal.',

  genericError: 'К сожалению, у нас что-то пошло не так. Повторите попытку.',
  hostedFieldsTokenizationFailOnDuplicateError: 'Эта карта уже сохранена как способ оплаты.',
  hostedFieldsFailedTokenizationError: 'Не удалось обработать эту карту. Проверьте данные и повторите попытку.',
  hostedFieldsTokenizationCvvVerificationFailedError:
    'Не удалось подтвердить код безопасности (CVV). Проверьте данные карты и повторите попытку.',
  hostedFieldsTokenizationNetworkErrorError:
    'Не удалось подключиться. Проверьте подключение к интернету и повторите попытку.',
  hostedFieldsFieldsInvalidError: 'Некоторые данные карты нужно исправить. Проверьте их и повторите попытку.',
  paypalButtonMustBeUsed: 'Чтобы продолжить, нажмите кнопку PayPal.',
  venmoButtonMustBeUsed: 'Чтобы продолжить, нажмите кнопку Venmo.',
  applePayButtonMustBeUsed: 'Чтобы продолжить, нажмите кнопку Apple Pay.',
  googlePayButtonMustBeUsed: 'Чтобы продолжить, нажмите кнопку Google Pay.',
  paypalAccountTokenizationFailedError: 'Не удалось добавить ваш аккаунт PayPal. Повторите попытку.',
  paypalFlowFailedError: 'Не удалось подключиться к PayPal. Повторите попытку.',
  paypalTokenizationRequestActiveError: 'Авторизация PayPal уже выполняется. Сначала завершите ее.',
  applePayTokenizationError: 'Платеж Apple Pay прерван из-за проблемы с сетью. Повторите попытку.',
  applePayActiveCardError:
    'В Apple Pay нет карты, которую мы принимаем. Добавьте поддерживаемую карту и повторите попытку.',
  vaultManagerPaymentMethodDeletionError: 'Не удалось удалить этот способ оплаты. Повторите попытку.',
  venmoCanceledError:
    'Не удалось открыть Venmo. Убедитесь, что установлена последняя версия приложения Venmo и ваш браузер может переключиться на него.',
  venmoAppFailedError: 'Приложение Venmo не найдено на этом устройстве.',
  unsupportedCardTypeError: 'Мы не принимаем карты этого типа. Используйте другую карту.',

  cardholderNameLabel: 'Имя на карте',
  cardNumberLabel: 'Номер карты',
  cvvLabel: 'Код безопасности (CVV)',
  cvvThreeDigitLabelSubheading: '3 цифры, обычно на обратной стороне',
  cvvFourDigitLabelSubheading: '4 цифры на лицевой стороне',
  expirationDateLabel: 'Срок действия',
  expirationDateLabelSubheading: 'ММ/ГГ',
  cardholderNamePlaceholder: 'Имя, как указано на карте',
  expirationDatePlaceholder: 'ММ/ГГ',
  postalCodeLabel: 'Почтовый индекс',
  saveCardLabel: 'Сохранить эту карту для будущих платежей',
  payWithCard: 'Оплатить картой',

  endingIn: 'Последние цифры: ••{{lastFourCardDigits}}',
  Card: 'Карта',
  ...brandNames,

  developerError:
    'Этот способ оплаты недоступен из-за ошибки настройки. Для разработчиков: подробности в консоли браузера.',
  threeDSecureAuthenticationError: 'Не удалось завершить проверку 3D Secure. Повторите попытку.',
  threeDSecureSetupError: 'Не удалось настроить проверку 3D Secure.',
  loadingLabel: 'Загрузка способов оплаты',
  deletingPaymentMethodLabel: 'Удаление способа оплаты',
  paymentMethodDeletedLabel: 'Способ оплаты удален',
  selectedPaymentMethodLabel: 'Выбранный способ оплаты',
  paymentMethodsListLabel: 'Сохраненные способы оплаты',
  paymentOptionsListLabel: 'Варианты оплаты',
  deleteDialogLabel: 'Удаление способа оплаты',
  viewChangedAnnouncement: 'Сейчас показано: {{viewName}}',
  cardSheetErrorLabel: 'Проблема с данными карты',
  savedMethodSubscriptionLabel: 'Связан с подпиской, поэтому его нельзя удалить',
  cancelDeletionLabel: 'Отменить и оставить этот способ оплаты',
  paymentOptionMustBeChosen: 'Чтобы продолжить, выберите способ оплаты.',
  expressCheckoutLabel: 'Быстрая оплата',
  optionalLabel: 'Необязательно',
};

export default ruRU;
