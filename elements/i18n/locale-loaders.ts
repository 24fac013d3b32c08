/**
 * Where each locale's strings are: one `import()` per locale. Loaded by `loadLocaleStrings` (index.ts) only for a page
 * in another language than American English, so an English page carries neither the table nor the chunks' names.
 */
import type { LocaleId as SupportedLocale } from '../vocabulary/constants.js';
import { enUSCommon } from './en-US-common.js';
import type { Translations } from './en-US.js';

type LocaleModule = { readonly default: Partial<Translations> };

/**
 * One loader per locale. Each `import()` names its module literally so bundlers can split it into its own chunk.
 * English resolves to the strings the element bundles (`loadLocaleStrings` answers it without loading this table).
 */
export const localeLoaders: Readonly<Record<SupportedLocale, () => Promise<LocaleModule>>> = {
  ar_EG: () => import('./ar-EG.js'),
  cs_CZ: () => import('./cs-CZ.js'),
  da_DK: () => import('./da-DK.js'),
  de_DE: () => import('./de-DE.js'),
  el_GR: () => import('./el-GR.js'),
  en_AU: () => import('./en-AU.js'),
  en_GB: () => import('./en-GB.js'),
  en_IN: () => import('./en-IN.js'),
  en_US: () => Promise.resolve({ default: enUSCommon }),
  es_ES: () => import('./es-ES.js'),
  es_XC: () => import('./es-XC.js'),
  fi_FI: () => import('./fi-FI.js'),
  fr_CA: () => import('./fr-CA.js'),
  fr_FR: () => import('./fr-FR.js'),
  fr_XC: () => import('./fr-XC.js'),
  he_IL: () => import('./he-IL.js'),
  hu_HU: () => import('./hu-HU.js'),
  id_ID: () => import('./id-ID.js'),
  it_IT: () => import('./it-IT.js'),
  ja_JP: () => import('./ja-JP.js'),
  ko_KR: () => import('./ko-KR.js'),
  nl_NL: () => import('./nl-NL.js'),
  no_NO: () => import('./no-NO.js'),
  pl_PL: () => import('./pl-PL.js'),
  pt_BR: () => import('./pt-BR.js'),
  pt_PT: () => import('./pt-PT.js'),
  ru_RU: () => import('./ru-RU.js'),
  sk_SK: () => import('./sk-SK.js'),
  sv_SE: () => import('./sv-SE.js'),
  th_TH: () => import('./th-TH.js'),
  zh_CN: () => import('./zh-CN.js'),
  zh_HK: () => import('./zh-HK.js'),
  zh_TW: () => import('./zh-TW.js'),
  zh_XC: () => import('./zh-XC.js'),
};
