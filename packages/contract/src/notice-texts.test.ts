import { describe, expect, it } from 'vitest';
import { LANGS } from './locales';
import { isNoticeTemplate, NOTICE_TEMPLATES, noticeText } from './notice-texts';

describe('noticeText', () => {
  it('fills the parameters and adds the reviewer’s message as it is', () => {
    expect(
      noticeText('topup_approved', { amount: '150.00 USD', message: 'Received, thanks.' }, 'en'),
    ).toEqual({
      title: 'Top-up approved',
      content: '150.00 USD has been added to your balance. Received, thanks.',
    });
    expect(noticeText('stock_submitted', { qty: 40, product: 'Tee' }, 'zh').content).toBe(
      '您为“Tee”申请入库 40 件，正在审核中。',
    );
    expect(noticeText('product_rejected', { product: 'Tee', message: '  ' }, 'en').content).toBe(
      '“Tee” was not approved.',
    );
  });

  it('has every template in every language with the same parameters as English', () => {
    const params = { amount: 'A', shop: 'S', product: 'P', qty: 1 };
    for (const template of NOTICE_TEMPLATES) {
      const english = noticeText(template, {}, 'en');
      for (const lang of LANGS) {
        const text = noticeText(template, {}, lang);
        expect(text.title, `${template} ${lang}`).not.toBe('');
        if (lang !== 'en') expect(text.title, `${template} ${lang}`).not.toBe(english.title);
        const filled = noticeText(template, params, lang).content;
        expect(filled, `${template} ${lang}`).not.toMatch(/\{\{/);
      }
    }
    // Every language uses the parameters English uses: each filled with a value naming it.
    const named = { amount: '<amount>', shop: '<shop>', product: '<product>', qty: '<qty>' };
    const used = (template: (typeof NOTICE_TEMPLATES)[number], lang: (typeof LANGS)[number]) =>
      [...noticeText(template, named, lang).content.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();
    for (const template of NOTICE_TEMPLATES) {
      for (const lang of LANGS)
        expect(used(template, lang), `${template} ${lang}`).toEqual(used(template, 'en'));
    }
  });

  it('knows its templates', () => {
    expect(isNoticeTemplate('topup_submitted')).toBe(true);
    expect(isNoticeTemplate('nope')).toBe(false);
    expect(isNoticeTemplate(null)).toBe(false);
  });
});
