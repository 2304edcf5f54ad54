import { describe, expect, it } from 'vitest';
import { adminTranslate, loadAdminMessages } from './admin-i18n';

describe('back-office messages', () => {
  it('looks up English, interpolates, and falls back to the key', () => {
    expect(adminTranslate('en', 'reviews.approved', { id: 4 })).toBe('Application 4 approved.');
    expect(adminTranslate('en', 'shell.no.such.key')).toBe('shell.no.such.key');
  });

  it('loads a language and falls back to English for what it lacks', async () => {
    await loadAdminMessages('zh');
    expect(adminTranslate('zh', 'reviews.approve')).not.toBe('Approve');
    await loadAdminMessages('jp');
    expect(adminTranslate('jp', 'shell.nav.dashboard')).toBe(
      adminTranslate('en', 'shell.nav.dashboard'),
    );
  });

  it('picks the plural form by count', () => {
    expect(adminTranslate('en', 'shell.table.selected', { count: 1 })).toBe('1 selected');
    expect(adminTranslate('en', 'shell.table.selected', { count: 3 })).toBe('3 selected');
  });
});
