import type { Lang } from '@mall/contract/locales';
import { POLICY_KEYS, type PolicyKey } from '../../../schema/content';
import type { Texts } from '../i18n';
import { POLICIES_EN } from './en';
import { POLICIES_ES } from './es';
import { POLICIES_JP } from './jp';
import { POLICIES_KO } from './ko';
import { POLICIES_TH } from './th';
import { POLICIES_ZH } from './zh';
import { POLICIES_ZHTW } from './zhtw';
import type { PolicySet } from './types';

const BY_LANG: Record<Lang, PolicySet> = {
  en: POLICIES_EN,
  zh: POLICIES_ZH,
  zhtw: POLICIES_ZHTW,
  es: POLICIES_ES,
  jp: POLICIES_JP,
  th: POLICIES_TH,
  ko: POLICIES_KO,
};

/** Each policy's title and HTML content in every language. */
export const POLICIES: Array<{ key: PolicyKey; title: Texts; content: Texts }> = POLICY_KEYS.map(
  (key) => {
    const title = {} as Texts;
    const content = {} as Texts;
    for (const [lang, set] of Object.entries(BY_LANG) as Array<[Lang, PolicySet]>) {
      title[lang] = set[key].title;
      content[lang] = set[key].content;
    }
    return { key, title, content };
  },
);
