import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { getAdverts } from './get-adverts';

const list = [
  { id: 1, position: 'top', image: '/static/adverts/top-1.png', link: '', title: 'Early' },
];
const boot = (lang: string, answer: unknown) =>
  Object.assign(window, { __mallBoot: { adverts: { lang, answer: Promise.resolve(answer) } } });

afterEach(() => Reflect.deleteProperty(window, '__mallBoot'));

describe("boot.js's early adverts", () => {
  it('are used once, for the same language', async () => {
    const fetchMock = stubApi({
      'GET /api/customer/index/store': () => ({ code: 200, data: { list: [] } }),
    });
    boot('en', { code: 200, message: 'ok', data: { list } });
    await expect(getAdverts('en')).resolves.toEqual({ list });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(getAdverts('en')).resolves.toEqual({ list: [] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
