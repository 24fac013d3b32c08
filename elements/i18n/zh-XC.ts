import { brandNames } from './brand-names.js';
import type { Translations } from './en-US.js';

/**
 * Chinese (Simplified) for PayPal's cross-border locale (Chinese-reading shoppers outside mainland China): neutral
 * wording, "信用卡/借记卡" instead of mainland "银行卡", full-width punctuation. UnionPay keeps its Chinese brand name.
 */
const zhXC: Partial<Translations> = {
  payingWith: '支付方式：{{paymentSource}}',
  chooseAnotherWayToPay: '使用其他方式支付',
  chooseAWayToPay: '您想如何支付？',
  otherWaysToPay: '更多支付方式',
  edit: '编辑',
  doneEditing: '完成编辑',
  editPaymentMethods: '管理已保存的支付方式',

  CreditCardDeleteConfirmationMessage: '要删除尾号为 {{identifier}} 的 {{secondaryIdentifier}} 卡吗？',
  PayPalAccountDeleteConfirmationMessage: '要删除 PayPal 账户 {{identifier}} 吗？',
  VenmoAccountDeleteConfirmationMessage: '要删除用户名为 {{identifier}} 的 Venmo 账户吗？',
  genericDeleteConfirmationMessage: '要删除此支付方式吗？',
  deleteCancelButton: '不，保留',
  deleteConfirmationButton: '是，删除',

  fieldEmptyForCvv: '请输入安全码 (CVV)。',
  fieldEmptyForExpirationDate: '请输入有效期。',
  fieldEmptyForCardholderName: '请输入持卡人姓名。',
  fieldEmptyForNumber: '请输入卡号。',
  fieldEmptyForPostalCode: '请输入邮政编码。',
  fieldInvalidForCardholderName: '请检查持卡人姓名，然后重试。',
  fieldInvalidForCvv: '请检查安全码，然后重试。',
  fieldInvalidForExpirationDate: '请检查有效期，然后重试。',
  fieldInvalidForNumber: '请检查卡号，然后重试。',
  fieldInvalidForPostalCode: '请检查邮政编码，然后重试。',
  fieldTooLongForCardholderName: '持卡人姓名不得超过 255 个字符。',
  noticeOfCollection: '使用信用卡或借记卡付款即表示我同意 PayPal 隐私声明。',

  genericError: '抱歉，我们这边出了点问题。请重试。',
  hostedFieldsTokenizationFailOnDuplicateError: '此卡已保存为支付方式。',
  hostedFieldsFailedTokenizationError: '无法处理此卡。请检查信息，然后重试。',
  hostedFieldsTokenizationCvvVerificationFailedError: '无法验证安全码 (CVV)。请检查卡信息，然后重试。',
  hostedFieldsTokenizationNetworkErrorError: '无法连接。请检查网络连接，然后重试。',
  hostedFieldsFieldsInvalidError: '部分卡信息需要更正。请检查后重试。',
  paypalButtonMustBeUsed: '如需继续，请选择 PayPal 按钮。',
  venmoButtonMustBeUsed: '如需继续，请选择 Venmo 按钮。',
  paypalAccountTokenizationFailedError: '无法添加您的 PayPal 账户。请重试。',
  paypalFlowFailedError: '无法连接到 PayPal。请重试。',
  paypalTokenizationRequestActiveError: 'PayPal 授权已在进行中。请先完成该授权。',
  applePayTokenizationError: '网络问题导致 Apple Pay 付款中断。请重试。',
  applePayActiveCardError: '您的 Apple Pay 中没有我们接受的卡。请添加支持的卡，然后重试。',
  vaultManagerPaymentMethodDeletionError: '无法删除此支付方式。请重试。',
  venmoCanceledError: '无法打开 Venmo。请确保已安装最新版本的 Venmo 应用，并且您的浏览器可以切换到该应用。',
  venmoAppFailedError: '在此设备上找不到 Venmo 应用。',
  unsupportedCardTypeError: '我们不接受此类卡。请使用其他卡。',

  cardholderNameLabel: '持卡人姓名',
  cardNumberLabel: '卡号',
  cvvLabel: '安全码 (CVV)',
  cvvThreeDigitLabelSubheading: '3 位数字，通常在卡背面',
  cvvFourDigitLabelSubheading: '4 位数字，在卡正面',
  expirationDateLabel: '有效期',
  expirationDateLabelSubheading: 'MM/YY',
  cardholderNamePlaceholder: '与卡面上的姓名一致',
  expirationDatePlaceholder: 'MM/YY',
  postalCodeLabel: '邮政编码',
  saveCardLabel: '保存此卡以便日后付款',
  payWithCard: '使用信用卡或借记卡支付',

  endingIn: '尾号 ••{{lastFourCardDigits}}',
  Card: '信用卡/借记卡',
  ...brandNames,
  UnionPay: '银联',

  developerError: '由于设置问题，此支付方式不可用。开发人员：请查看浏览器控制台了解详情。',
  threeDSecureAuthenticationError: '无法完成 3D Secure 验证。请重试。',
  threeDSecureSetupError: '无法设置 3D Secure 验证。',
  loadingLabel: '正在加载支付方式',
  deletingPaymentMethodLabel: '正在删除支付方式',
  selectedPaymentMethodLabel: '已选择的支付方式',
  paymentMethodsListLabel: '已保存的支付方式',
  paymentOptionsListLabel: '支付选项',
  deleteDialogLabel: '删除支付方式',
  viewChangedAnnouncement: '当前显示：{{viewName}}',
  cardSheetErrorLabel: '卡信息有问题',
  savedMethodSubscriptionLabel: '已关联订阅，因此无法删除',
  cancelDeletionLabel: '取消并保留此支付方式',
  optionalLabel: '可选',
};

export default zhXC;
