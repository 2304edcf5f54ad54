import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './error-messages';
import { ErrorCode, errorMessage } from './errors';
import { LANGS } from './locales';

const CODES = Object.values(ErrorCode);
const OTHER_LANGS = LANGS.filter((lang) => lang !== 'en');

describe('error catalogue', () => {
  it.each(LANGS)('has a non-empty message for every code in %s', (lang) => {
    for (const code of CODES) {
      const message = ERROR_MESSAGES[lang][code];
      expect(typeof message, `${lang} ${code}`).toBe('string');
      expect(message.trim(), `${lang} ${code}`).not.toBe('');
    }
  });

  it('holds no message for a code outside ErrorCode', () => {
    for (const lang of LANGS) {
      expect(Object.keys(ERROR_MESSAGES[lang]).map(Number).sort()).toEqual([...CODES].sort());
    }
  });

  it.each(OTHER_LANGS)('translates every message into %s', (lang) => {
    for (const code of CODES) {
      expect(ERROR_MESSAGES[lang][code], `${lang} ${code}`).not.toBe(ERROR_MESSAGES.en[code]);
    }
  });
});

describe('errorMessage', () => {
  it('returns the message of the code in the requested language', () => {
    for (const lang of LANGS) {
      for (const code of CODES) {
        expect(errorMessage(code, lang)).toBe(ERROR_MESSAGES[lang][code]);
      }
    }
  });

  it('returns known messages', () => {
    expect(errorMessage(ErrorCode.OrderNotFound, 'en')).toBe('The order does not exist.');
    expect(errorMessage(ErrorCode.OrderNotFound, 'zh')).toBe('订单不存在。');
    expect(errorMessage(ErrorCode.OrderNotFound, 'zhtw')).toBe('訂單不存在。');
    expect(errorMessage(ErrorCode.OrderNotFound, 'es')).toBe('El pedido no existe.');
    expect(errorMessage(ErrorCode.OrderNotFound, 'jp')).toBe('注文が存在しません。');
    expect(errorMessage(ErrorCode.OrderNotFound, 'th')).toBe('ไม่พบคำสั่งซื้อนี้');
    expect(errorMessage(ErrorCode.OrderNotFound, 'ko')).toBe('주문이 존재하지 않습니다.');
  });
});
