import { describe, expect, it } from 'vitest';
import type {
  AdminAnnouncement,
  AdminAnnouncementPage,
  AdminPolicy,
  AdminPolicyList,
} from '@mall/contract/content-admin';
import { ErrorCode } from '@mall/contract/errors';
import type { Announcement, Policy } from '@mall/contract/site';
import { announcements, policies } from '../../db/schema/index';
import {
  auditOf,
  contentCallers,
  expectRefused,
  type ContentCallers,
} from '../../test/content-fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

let who: ContentCallers;

const t = useTestApp({
  reset: { tables: ['policies', 'announcements', 'audit_log'] },
  seed: async ({ app, db }) => {
    who = await contentCallers(app, db);
  },
});

async function savePolicy(body: Record<string, unknown>, token = who.catalogue.token) {
  return envelope<AdminPolicy>(await post(t.app, '/admin/policy/save', body, { token }));
}

describe('policies', () => {
  it('lists the six policies, written or not, with every language', async () => {
    await t.db.insert(policies).values({ key: 'terms', title_en: 'Terms', content_en: '<p>T</p>' });
    const list = envelope<AdminPolicyList>(
      await get(t.app, '/admin/policy/index', {}, { token: who.admin.token }),
    ).data.list;
    expect(list.map((p) => p.key)).toEqual([
      'terms',
      'support',
      'return',
      'privacy',
      'about_us',
      'user',
    ]);
    expect(list[0]).toMatchObject({ title_en: 'Terms', title_zh: '', content_en: '<p>T</p>' });
    expect(list[0]?.updated_at).toEqual(expect.any(String));
    expect(list[1]).toMatchObject({ key: 'support', title_en: '', updated_at: null });
  });

  it('saves a policy, sanitised, that the buyer’s policy page answers at once, with its audit entry', async () => {
    const first = await savePolicy({
      key: 'privacy',
      title_en: 'Privacy',
      title_es: 'Privacidad',
      content_en: '<h2>Data</h2><script>steal()</script><p onmouseover="x()">We keep little.</p>',
      content_es: '<p>Poco.</p><iframe src="https://evil.example"></iframe>',
    });
    expect(first.data).toMatchObject({
      key: 'privacy',
      content_en: '<h2>Data</h2><p>We keep little.</p>',
      content_es: '<p>Poco.</p>',
    });
    const buyer = envelope<Policy>(await get(t.app, '/privacy-policy', {}, { lang: 'es' })).data;
    expect(buyer).toMatchObject({ title: 'Privacidad', content: '<p>Poco.</p>' });
    const second = await savePolicy({ key: 'privacy', title_en: 'Privacy 2' }, who.admin.token);
    expect(second.data).toMatchObject({ title_en: 'Privacy 2', title_es: '', content_en: '' });
    const entries = await auditOf(t.db, 'policy:privacy');
    expect(entries).toEqual([
      { actorId: who.catalogue.id, action: 'policy.save', before: null, after: first.data },
      { actorId: who.admin.id, action: 'policy.save', before: first.data, after: second.data },
    ]);
    // The about-us page is a POST (contract); it too reads the stored policy.
    await savePolicy({ key: 'about_us', title_en: 'About' });
    expect(envelope<Policy>(await post(t.app, '/about_us-policy')).data.title).toBe('About');
  });

  it.each([
    [{}, ErrorCode.MissingParameter, 'key'],
    [{ key: 'cookies' }, ErrorCode.InvalidParameter, 'key'],
    [{ key: 'terms', title_en: 'a\tb' }, ErrorCode.InvalidParameter, 'title_en'],
    [{ key: 'terms', content_zh: 'x'.repeat(200_001) }, ErrorCode.InvalidParameter, 'content_zh'],
  ])('refuses %j with %i on its field', async (body, code, field) => {
    expect(await savePolicy(body)).toMatchObject({ code, data: { field } });
    expect(await t.db.$count(policies)).toBe(0);
  });

  it('refuses finance, support, buyers and visitors', async () => {
    await expectRefused(t.app, who, 'GET', '/admin/policy/index');
    await expectRefused(t.app, who, 'POST', '/admin/policy/save', { key: 'terms', title_en: 'X' });
    expect(await t.db.$count(policies)).toBe(0);
  });
});

async function saveAnnouncement(body: Record<string, unknown>, token = who.catalogue.token) {
  return envelope<AdminAnnouncement>(
    await post(t.app, '/admin/announcement/save', body, { token }),
  );
}

async function systemnotify(lang = 'en'): Promise<Announcement[]> {
  return envelope<{ list: Announcement[] }>(
    await get(t.app, '/customer/index/systemnotify', {}, { lang }),
  ).data.list;
}

describe('announcements', () => {
  it('creates, edits and removes an announcement that systemnotify reflects, each audited', async () => {
    const created = await saveAnnouncement({
      title_en: 'Maintenance',
      title_zh: '维护',
      content_en: 'Sunday 2:00\nto 4:00 UTC',
    });
    expect(created.data).toMatchObject({
      title_en: 'Maintenance',
      content_en: 'Sunday 2:00\nto 4:00 UTC',
    });
    expect(await systemnotify('zh')).toMatchObject([
      { id: created.data.id, title: '维护', content: 'Sunday 2:00\nto 4:00 UTC' },
    ]);
    const edited = await saveAnnouncement(
      { id: created.data.id, title_en: 'Maintenance moved', content_en: '<b>Monday</b>' },
      who.admin.token,
    );
    expect(await systemnotify('zh')).toMatchObject([
      { title: 'Maintenance moved', content: '<b>Monday</b>' },
    ]);
    const listed = envelope<AdminAnnouncementPage>(
      await get(t.app, '/admin/announcement/index', {}, { token: who.admin.token }),
    ).data;
    expect(listed).toMatchObject({ total: 1, list: [edited.data] });
    const removed = envelope(
      await post(
        t.app,
        '/admin/announcement/remove',
        { id: created.data.id },
        { token: who.admin.token },
      ),
    );
    expect(removed).toMatchObject({ code: 200, data: { id: created.data.id } });
    expect(await systemnotify()).toEqual([]);
    expect(await auditOf(t.db, `announcement:${created.data.id}`)).toEqual([
      { actorId: who.catalogue.id, action: 'announcement.save', before: null, after: created.data },
      {
        actorId: who.admin.id,
        action: 'announcement.save',
        before: created.data,
        after: edited.data,
      },
      { actorId: who.admin.id, action: 'announcement.remove', before: edited.data, after: null },
    ]);
  });

  it.each([
    [{}, ErrorCode.MissingParameter, 'title_en'],
    [{ title_en: 'x', content_en: 'a\u0007' }, ErrorCode.InvalidParameter, 'content_en'],
    [{ title_en: 'x', content_es: 'y'.repeat(5_001) }, ErrorCode.InvalidParameter, 'content_es'],
    [{ title_en: 'x', id: 'one' }, ErrorCode.InvalidParameter, 'id'],
  ])('refuses %j with %i on its field', async (body, code, field) => {
    expect(await saveAnnouncement(body)).toMatchObject({ code, data: { field } });
    expect(await t.db.$count(announcements)).toBe(0);
  });

  it('answers 2000019 for an unknown id', async () => {
    expect((await saveAnnouncement({ id: 999_999, title_en: 'x' })).code).toBe(ErrorCode.NoData);
    expect(
      envelope(
        await post(
          t.app,
          '/admin/announcement/remove',
          { id: 999_999 },
          { token: who.admin.token },
        ),
      ).code,
    ).toBe(ErrorCode.NoData);
  });

  it('refuses finance, support, buyers and visitors', async () => {
    const created = await saveAnnouncement({ title_en: 'Kept' });
    const id = String(created.data.id);
    await expectRefused(t.app, who, 'GET', '/admin/announcement/index');
    await expectRefused(t.app, who, 'POST', '/admin/announcement/save', { id, title_en: 'X' });
    await expectRefused(t.app, who, 'POST', '/admin/announcement/remove', { id });
    expect((await systemnotify()).map((a) => a.title)).toEqual(['Kept']);
  });
});
