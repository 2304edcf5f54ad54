import { describe, expect, it } from 'vitest';
import { SETTING_KEYS, SETTINGS, checkSetting, isSettingKey } from '@mall/contract/settings';
import { websiteSettings } from './settings';

describe('the seed’s website settings', () => {
  const seeded = websiteSettings('/static/seed/site/logo.webp');

  it('are every one a key of the registry, with a value its schema accepts as it is', () => {
    for (const [key, value] of Object.entries(seeded)) {
      expect(isSettingKey(key), key).toBe(true);
      if (!isSettingKey(key)) continue;
      expect(checkSetting(key, value), key).toEqual({ ok: true, value });
    }
  });

  it('leave out only the keys whose default the registry gives (contract 6.6 additions)', () => {
    expect(SETTING_KEYS.filter((key) => !(key in seeded))).toEqual([
      'app_version_code',
      'advert_popup_every_hours',
    ]);
  });

  it('and every default of the registry is a value its own schema accepts', () => {
    for (const key of SETTING_KEYS)
      expect(checkSetting(key, SETTINGS[key].default), key).toEqual({
        ok: true,
        value: SETTINGS[key].default,
      });
  });
});
