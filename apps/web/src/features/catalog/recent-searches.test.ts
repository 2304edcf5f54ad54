import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  clearRecentSearches,
  readRecentSearches,
  RECENT_SEARCHES_MAX,
  removeRecentSearch,
} from './recent-searches';

describe('recent searches', () => {
  it('keeps terms on the device, newest first, without repeats', () => {
    clearRecentSearches();
    addRecentSearch('lamp');
    addRecentSearch('  Red   shoes ');
    addRecentSearch('LAMP');
    expect(readRecentSearches()).toEqual(['LAMP', 'Red shoes']);
    expect(JSON.parse(localStorage.getItem('recent_searches') ?? '')).toEqual([
      'LAMP',
      'Red shoes',
    ]);
  });

  it('ignores blanks, keeps at most ten, removes one or all', () => {
    clearRecentSearches();
    addRecentSearch('   ');
    expect(readRecentSearches()).toEqual([]);
    for (let i = 1; i <= 12; i += 1) addRecentSearch(`term ${i}`);
    expect(readRecentSearches()).toHaveLength(RECENT_SEARCHES_MAX);
    expect(readRecentSearches()[0]).toBe('term 12');
    removeRecentSearch('term 12');
    expect(readRecentSearches()[0]).toBe('term 11');
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
  });

  it('survives storage that holds something else', () => {
    localStorage.setItem('recent_searches', '{not json');
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem('recent_searches', JSON.stringify(['ok', 3, '']));
    expect(readRecentSearches()).toEqual(['ok']);
  });
});
