import { describe, expect, it } from 'vitest';
import { SETTING_FIELDS } from '@mall/contract/setting-keys';
import { draftOf, isChanged, valueOf } from './setting-draft';

const f = SETTING_FIELDS;

describe('setting drafts', () => {
  it('reads numbers exactly and within the key’s bounds', () => {
    expect(valueOf(f.min_recharge, '25.50')).toEqual({ ok: true, value: 25.5 });
    expect(valueOf(f.min_recharge, '25.505')).toEqual({ ok: false, problem: { kind: 'number' } });
    expect(valueOf(f.min_recharge, '1e3')).toEqual({ ok: false, problem: { kind: 'number' } });
    expect(valueOf(f.commission_percent, '101')).toEqual({
      ok: false,
      problem: { kind: 'range', min: 0, max: 100 },
    });
    expect(valueOf(f.chat_icon_size, ' 64 ')).toEqual({ ok: true, value: 64 });
    expect(valueOf(f.chat_icon_size, '64.0')).toEqual({ ok: false, problem: { kind: 'whole' } });
  });

  it('turns shipping rows into their JSON, and back', () => {
    const rows = draftOf(f.shipping_methods, [{ method: 'standard', label: 'Std', cost: 0 }]);
    expect(rows).toEqual([{ method: 'standard', label: 'Std', cost: '0' }]);
    expect(
      valueOf(f.shipping_methods, [{ method: ' fast ', label: 'Fast', cost: '9.90' }]),
    ).toEqual({ ok: true, value: [{ method: 'fast', label: 'Fast', cost: 9.9 }] });
    expect(valueOf(f.advert_popup_every_hours, '0')).toEqual({
      ok: false,
      problem: { kind: 'range', min: 1, max: 720 },
    });
    expect(valueOf(f.advert_popup_every_hours, '48')).toEqual({ ok: true, value: 48 });
  });

  it('knows when a draft would change the stored value', () => {
    expect(isChanged(f.site_name, ' WellMart ', 'WellMart')).toBe(false);
    expect(isChanged(f.site_name, 'Other', 'WellMart')).toBe(true);
    expect(isChanged(f.min_recharge, '100.00', 100)).toBe(false);
    expect(isChanged(f.min_recharge, 'abc', 100)).toBe(true);
    expect(isChanged(f.advert_popup_every_hours, draftOf(f.advert_popup_every_hours, 24), 24)).toBe(
      false,
    );
  });
});
