import type { PlaceList } from '@mall/contract/site';
import places from './data/places.json';

type Pair = [string, string];
const countries = (places.countries as unknown as Pair[])
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));
const states = places.states as unknown as Record<string, Pair[]>;
const cities = places.cities as unknown as Record<string, string[]>;

/** A code or an English name (case-insensitive) to the code in the list, or null. */
function findCode(list: { code: string; name: string }[], value: string): string | null {
  const wanted = value.trim().toLowerCase();
  return (
    list.find((entry) => entry.code.toLowerCase() === wanted || entry.name.toLowerCase() === wanted)
      ?.code ?? null
  );
}

/**
 * /citys: without a country, all countries; with a country, its states; with a state too,
 * its cities. Codes or English names are accepted; anything unknown gives an empty list.
 */
export function placeList(country?: string, state?: string): PlaceList {
  if (!country) return { list: state ? [] : countries };
  const countryCode = findCode(countries, country);
  if (!countryCode) return { list: [] };
  const stateList = (states[countryCode] ?? []).map(([code, name]) => ({ code, name }));
  if (!state) return { list: stateList };
  const stateCode = findCode(stateList, state);
  if (!stateCode) return { list: [] };
  return {
    list: (cities[`${countryCode}-${stateCode}`] ?? []).map((name) => ({ code: name, name })),
  };
}
