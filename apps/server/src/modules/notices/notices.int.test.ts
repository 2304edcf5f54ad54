import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { noticePageSchema, noticeSchema, type NoticePage } from '@mall/contract/notices';
import { notices } from '../../db/schema/index';
import { insertNotice } from './notice-repository';
import { registerUser } from '../../test/fixtures';
import { expectLedgerInvariants } from '../../test/ledger-invariants';
import { envelope, get } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

let token = '';
let userId = 0;
let otherToken = '';
let otherNoticeId = 0;

const t = useTestApp({
  reset: 'each',
  invariants: expectLedgerInvariants,
  seed: async ({ app, db }) => {
    const [me, other] = [await registerUser(app), await registerUser(app)];
    token = me['access-token'];
    userId = me.user.id;
    otherToken = other['access-token'];
    const hour = 3_600_000;
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour);
    await db.insert(notices).values([
      { userId, title: 'Top-up submitted', type: 500, status: 0, refId: 1, createdAt: at(5) },
      {
        userId,
        title: 'Top-up approved',
        type: 500,
        status: 1,
        refId: 2,
        createdAt: at(4),
        isread: true,
        readAt: at(3),
      },
      { userId, title: 'Withdrawal submitted', type: 400, status: 0, refId: 3, createdAt: at(2) },
      {
        userId,
        title: 'Seller application approved',
        type: 100,
        status: 1,
        refId: 4,
        createdAt: at(1),
      },
    ]);
    const [theirs] = await db
      .insert(notices)
      .values({ userId: other.user.id, title: 'Theirs', type: 500, refId: 9 })
      .returning({ id: notices.id });
    otherNoticeId = theirs?.id ?? 0;
  },
});

const list = async (query: Record<string, string> = {}) => {
  const body = envelope<NoticePage>(await get(t.app, '/customer/user/notices', query, { token }));
  expect(body.code).toBe(200);
  return noticePageSchema.parse(body.data);
};
const unreadInUserInfo = async () =>
  envelope<{ notice: { count: number } }>(
    await get(t.app, '/customer/info/get_userinfo', {}, { token }),
  ).data.notice.count;

describe('notices in the reader’s language', () => {
  it('reads a written notice in the request language, English without one', async () => {
    await insertNotice(t.testDb.database.db, {
      userId,
      type: 500,
      status: 1,
      refId: 7,
      template: 'topup_approved',
      params: { amount: '150.00 USD', message: 'Received, thanks.' },
    });
    const newest = async (lang: string) =>
      envelope<NoticePage>(
        await get(t.app, '/customer/user/notices', { pagesize: '1' }, { token, lang }),
      ).data.list[0];
    expect(await newest('en')).toMatchObject({
      title: 'Top-up approved',
      content: '150.00 USD has been added to your balance. Received, thanks.',
    });
    expect(await newest('zh')).toMatchObject({
      title: '充值已通过',
      content: '150.00 USD 已存入您的余额。 Received, thanks.',
    });
    expect((await newest('th'))?.title).toBe('อนุมัติการเติมเงินแล้ว');
    expect((await newest('xx'))?.title).toBe('Top-up approved');
    // Stored in English too, for whatever reads the table itself.
    const [row] = await t.testDb.database.db.select().from(notices).where(eq(notices.refId, 7));
    expect(row).toMatchObject({ title: 'Top-up approved', template: 'topup_approved' });
  });
});

describe('GET /customer/user/notices', () => {
  it('lists the caller’s notices newest first with the unread count', async () => {
    const page = await list();
    expect(page.list.map((notice) => notice.title)).toEqual([
      'Seller application approved',
      'Withdrawal submitted',
      'Top-up approved',
      'Top-up submitted',
    ]);
    expect(page).toMatchObject({ total: 4, unread: 3, page: 1, pagesize: 15 });
    expect(page.list[2]).toMatchObject({ type: 500, status: 1, isread: true });
    expect(page.list[2]?.read_at).toBeTruthy();
    expect(page.list[0]?.read_at).toBeNull();
  });

  it('filters by type and read state; unread stays the total', async () => {
    expect((await list({ type: '500' })).list.map((notice) => notice.title)).toEqual([
      'Top-up approved',
      'Top-up submitted',
    ]);
    expect((await list({ isread: '0' })).total).toBe(3);
    expect(await list({ isread: '1', type: '500' })).toMatchObject({ total: 1, unread: 3 });
    expect((await list({ type: '', isread: '' })).total).toBe(4);
    expect((await list({ pagesize: '1', page: '2' })).list.map((notice) => notice.title)).toEqual([
      'Withdrawal submitted',
    ]);
    expect(
      envelope(await get(t.app, '/customer/user/notices', { type: '600' }, { token })),
    ).toMatchObject({ code: 1000008, data: { field: 'type' } });
    expect(
      envelope(await get(t.app, '/customer/user/notices', { isread: 'maybe' }, { token })),
    ).toMatchObject({ code: 1000008, data: { field: 'isread' } });
    expect(envelope(await get(t.app, '/customer/user/notices')).code).toBe(1100003);
  });
});

describe('GET /customer/user/notice-read', () => {
  it('marks one notice read and answers it; read_at keeps the first reading', async () => {
    const [unread] = (await list({ isread: '0' })).list;
    const body = envelope(
      await get(t.app, '/customer/user/notice-read', { id: String(unread?.id) }, { token }),
    );
    expect(body.code).toBe(200);
    const notice = noticeSchema.parse(body.data);
    expect(notice).toMatchObject({ id: unread?.id, isread: true });
    expect(await unreadInUserInfo()).toBe(2);
    const again = noticeSchema.parse(
      envelope(
        await get(t.app, '/customer/user/notice-read', { id: String(unread?.id) }, { token }),
      ).data,
    );
    expect(again.read_at).toBe(notice.read_at);
  });

  it('answers 2000019 for another user’s notice or an unknown id', async () => {
    expect(
      envelope(
        await get(t.app, '/customer/user/notice-read', { id: String(otherNoticeId) }, { token }),
      ).code,
    ).toBe(2000019);
    expect(
      envelope(await get(t.app, '/customer/user/notice-read', { id: '99999' }, { token })).code,
    ).toBe(2000019);
    expect(envelope(await get(t.app, '/customer/user/notice-read', {}, { token }))).toMatchObject({
      code: 1000009,
      data: { field: 'id' },
    });
    expect(
      envelope(await get(t.app, '/customer/user/notice-read', { id: 'x' }, { token })),
    ).toMatchObject({ code: 1000008, data: { field: 'id' } });
    const [theirs] = await t.testDb.database.db
      .select()
      .from(notices)
      .where(eq(notices.id, otherNoticeId));
    expect(theirs?.isread).toBe(false);
  });
});

describe('GET /customer/info/notice_in_read', () => {
  it('marks every notice of the caller read and counts them', async () => {
    expect(await unreadInUserInfo()).toBe(3);
    expect(
      envelope(await get(t.app, '/customer/info/notice_in_read', {}, { token })),
    ).toMatchObject({ code: 200, data: { count: 3 } });
    expect(await unreadInUserInfo()).toBe(0);
    expect((await list()).unread).toBe(0);
    expect(envelope(await get(t.app, '/customer/info/notice_in_read', {}, { token })).data).toEqual(
      { count: 0 },
    );
    const theirs = envelope<NoticePage>(
      await get(t.app, '/customer/user/notices', {}, { token: otherToken }),
    );
    expect(theirs.data.unread).toBe(1);
    expect(envelope(await get(t.app, '/customer/info/notice_in_read')).code).toBe(1100003);
  });
});
