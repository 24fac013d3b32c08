import type { Translations } from './en-US.js';
import zhCN from './zh-CN.js';

/**
 * Chinese (Simplified) for PayPal's cross-border locale (Chinese-reading shoppers outside mainland China): neutral
 * wording, "信用卡/借记卡" instead of mainland "银行卡", full-width punctuation. UnionPay keeps its Chinese brand name.
 */
const zhXC: Partial<Translations> = {
  // The same as zh_CN but for these strings.
  ...zhCN,
  noticeOfCollection: '使用信用卡或借记卡付款即表示我同意 PayPal 隐私声明。',
  hostedFieldsTokenizationCvvVerificationFailedError: '无法验证安全码 (CVV)。请检查卡信息，然后重试。',
  hostedFieldsFieldsInvalidError: '部分卡信息需要更正。请检查后重试。',
  payWithCard: '使用信用卡或借记卡支付',
  Card: '信用卡/借记卡',
  cardSheetErrorLabel: '卡信息有问题',
};

export default zhXC;
