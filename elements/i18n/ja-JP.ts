import { brandNames } from './brand-names.js';
import type { Translations } from './en-US.js';

/** Japanese (Japan), polite "です・ます" style; full-width punctuation. */
const jaJP: Partial<Translations> = {
  payingWith: 'お支払い方法：{{paymentSource}}',
  chooseAnotherWayToPay: '別の方法で支払う',
  chooseAWayToPay: 'お支払い方法を選択してください',
  otherWaysToPay: 'その他のお支払い方法',
  edit: '編集',
  doneEditing: '編集を終了',
  editPaymentMethods: '保存済みのお支払い方法を管理',

  CreditCardDeleteConfirmationMessage: '末尾が{{identifier}}の{{secondaryIdentifier}}カードを削除しますか？',
  PayPalAccountDeleteConfirmationMessage: 'PayPalアカウント{{identifier}}を削除しますか？',
  VenmoAccountDeleteConfirmationMessage: 'ユーザー名が{{identifier}}のVenmoアカウントを削除しますか？',
  genericDeleteConfirmationMessage: 'このお支払い方法を削除しますか？',
  deleteCancelButton: 'いいえ、残します',
  deleteConfirmationButton: 'はい、削除します',

  fieldEmptyForCvv: 'セキュリティコード（CVV）をご入力ください。',
  fieldEmptyForExpirationDate: '有効期限をご入力ください。',
  fieldEmptyForCardholderName: 'カード名義をご入力ください。',
  fieldEmptyForNumber: 'カード番号をご入力ください。',
  fieldEmptyForPostalCode: '郵便番号をご入力ください。',
  fieldInvalidForCardholderName: 'カード名義を確認して、もう一度お試しください。',
  fieldInvalidForCvv: 'セキュリティコードを確認して、もう一度お試しください。',
  fieldInvalidForExpirationDate: '有効期限を確認して、もう一度お試しください。',
  fieldInvalidForNumber: 'カード番号を確認して、もう一度お試しください。',
  fieldInvalidForPostalCode: '郵便番号を確認して、もう一度お試しください。',
  fieldTooLongForCardholderName: 'カード名義は255文字以内で入力してください。',
  noticeOfCollection: 'カードで支払うことにより、PayPalのプライバシーステートメントに同意します。',

  genericError: '申し訳ありません。こちらで問題が発生しました。もう一度お試しください。',
  hostedFieldsTokenizationFailOnDuplicateError: 'このカードはすでにお支払い方法として保存されています。',
  hostedFieldsFailedTokenizationError: 'このカードを処理できませんでした。入力内容を確認して、もう一度お試しください。',
  hostedFieldsTokenizationCvvVerificationFailedError:
    'セキュリティコード（CVV）を確認できませんでした。カード情報を確認して、もう一度お試しください。',
  hostedFieldsTokenizationNetworkErrorError:
    '接続できませんでした。インターネット接続を確認して、もう一度お試しください。',
  hostedFieldsFieldsInvalidError: 'カード情報に修正が必要な項目があります。確認して、もう一度お試しください。',
  paypalButtonMustBeUsed: '続行するには、PayPalボタンを選択してください。',
  venmoButtonMustBeUsed: '続行するには、Venmoボタンを選択してください。',
  applePayButtonMustBeUsed: '続行するには、Apple Payボタンを選択してください。',
  googlePayButtonMustBeUsed: '続行するには、Google Payボタンを選択してください。',
  paypalAccountTokenizationFailedError: 'PayPalアカウントを追加できませんでした。もう一度お試しください。',
  paypalFlowFailedError: 'PayPalに接続できませんでした。もう一度お試しください。',
  paypalTokenizationRequestActiveError: 'PayPalの承認がすでに進行中です。先にそちらを完了してください。',
  applePayTokenizationError:
    'ネットワークの問題により、Apple Payでのお支払いが中断されました。もう一度お試しください。',
  applePayActiveCardError:
    'Apple Payにご利用いただけるカードがありません。対応しているカードを追加して、もう一度お試しください。',
  vaultManagerPaymentMethodDeletionError: 'このお支払い方法を削除できませんでした。もう一度お試しください。',
  venmoCanceledError:
    'Venmoを開けませんでした。最新版のVenmoアプリがインストールされていること、およびブラウザからアプリに切り替えられることを確認してください。',
  venmoAppFailedError: 'このデバイスにVenmoアプリが見つかりませんでした。',
  unsupportedCardTypeError: 'この種類のカードはご利用いただけません。別のカードをお使いください。',

  cardholderNameLabel: 'カード名義',
  cardNumberLabel: 'カード番号',
  cvvLabel: 'セキュリティコード（CVV）',
  cvvThreeDigitLabelSubheading: '3桁、通常はカード裏面',
  cvvFourDigitLabelSubheading: '4桁、カード表面',
  expirationDateLabel: '有効期限',
  expirationDateLabelSubheading: 'MM/YY',
  cardholderNamePlaceholder: 'カードに記載されている名義',
  expirationDatePlaceholder: 'MM/YY',
  postalCodeLabel: '郵便番号',
  saveCardLabel: '今後のお支払いのためにこのカードを保存する',
  payWithCard: 'カードで支払う',

  endingIn: '末尾••{{lastFourCardDigits}}',
  Card: 'カード',
  ...brandNames,

  developerError:
    '設定に問題があるため、このお支払い方法はご利用いただけません。開発者の方へ：詳細はブラウザのコンソールをご確認ください。',
  threeDSecureAuthenticationError: '3Dセキュア認証を完了できませんでした。もう一度お試しください。',
  threeDSecureSetupError: '3Dセキュア認証を設定できませんでした。',
  loadingLabel: 'お支払い方法を読み込んでいます',
  deletingPaymentMethodLabel: 'お支払い方法を削除しています',
  paymentMethodDeletedLabel: 'お支払い方法を削除しました',
  selectedPaymentMethodLabel: '選択中のお支払い方法',
  paymentMethodsListLabel: '保存済みのお支払い方法',
  paymentOptionsListLabel: 'お支払いオプション',
  deleteDialogLabel: 'お支払い方法の削除',
  viewChangedAnnouncement: '表示中：{{viewName}}',
  cardSheetErrorLabel: 'カード情報に問題があります',
  savedMethodSubscriptionLabel: '定期購入に紐付いているため削除できません',
  cancelDeletionLabel: 'キャンセルして、このお支払い方法を残す',
  paymentOptionMustBeChosen: '続行するには、お支払い方法を選択してください。',
  expressCheckoutLabel: 'エクスプレスチェックアウト',
  optionalLabel: '任意',
};

export default jaJP;
