import { afterEach, describe, expect, it } from 'vitest';
import { takeBootAnswer } from './boot-data';

const list = [
  { id: 1, position: 'top', image: '/static/adverts/top-1.png', link: '', title: 'Early' },
];
const boot = (lang: string, answer: unknown) =>
  Object.assign(window, { __mallBoot: { adverts: { lang, answer: Promise.resolve(answer) } } });

afterEach(() => Reflect.deleteProperty(window, '__mallBoot'));

// Their use by the adverts' call: features/content/api/get-adverts.test.ts.
describe("boot.js's early adverts", () => {
  it('are ignored for another language, a failure or a rejected request', async () => {
    boot('en', { code: 200, data: { list } });
    await expect(takeBootAnswer('adverts', 'th')).resolves.toBeNull();
    boot('en', { code: 2000018, message: 'x' });
    await expect(takeBootAnswer('adverts', 'en')).resolves.toBeNull();
    Object.assign(window, {
      __mallBoot: { adverts: { lang: 'en', answer: Promise.reject(new Error('offline')) } },
    });
    await expect(takeBootAnswer('adverts', 'en')).resolves.toBeNull();
  });
});
