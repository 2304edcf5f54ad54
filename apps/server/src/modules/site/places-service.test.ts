import { describe, expect, it } from 'vitest';
import places from './data/places.json';
import { placeList } from './places-service';

describe('the places dataset', () => {
  it('has every ISO 3166-1 alpha-2 country once', () => {
    const codes = places.countries.map(([code]) => code);
    expect(codes).toHaveLength(249);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('keys states by known countries and cities by known states, without duplicates', () => {
    const countries = new Set(places.countries.map(([code]) => code));
    const states = places.states as Record<string, string[][]>;
    for (const [country, list] of Object.entries(states)) {
      expect(countries.has(country), country).toBe(true);
      const codes = list.map(([code]) => code);
      expect(new Set(codes).size, country).toBe(codes.length);
    }
    for (const key of Object.keys(places.cities)) {
      const [country = '', state = ''] = key.split('-');
      expect(
        states[country]?.some(([code]) => code === state),
        key,
      ).toBe(true);
    }
    expect(states.JP).toHaveLength(47);
    expect(states.TH).toHaveLength(77);
    expect(states.CA).toHaveLength(13);
  });
});

describe('placeList', () => {
  it('answers countries sorted by name, states and cities', () => {
    const countries = placeList().list;
    expect(countries[0]).toEqual({ code: 'AF', name: 'Afghanistan' });
    expect(placeList('gb').list.map((s) => s.code)).toEqual(['ENG', 'NIR', 'SCT', 'WLS']);
    expect(placeList('GB', 'sct').list.map((c) => c.name)).toContain('Edinburgh');
    expect(placeList('Japan', 'Tokyo').list.length).toBeGreaterThan(0);
  });

  it('answers an empty list for unknown places', () => {
    expect(placeList('QQ').list).toEqual([]);
    expect(placeList('US', 'Atlantis').list).toEqual([]);
    expect(placeList(undefined, 'CA').list).toEqual([]);
    expect(placeList('IT').list).toEqual([]);
  });
});
