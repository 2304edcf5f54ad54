import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@mall/contract/errors';
import { loggedInUser } from '../../test/fixtures';
import { envelope, get } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ reset: 'each' });

describe('GET /admin/staff/me', () => {
  it('answers a staff member with the permissions of their roles', async () => {
    const staff = await loggedInUser(t.app, t.db, { roles: ['catalogue', 'support'] });
    expect(envelope(await get(t.app, '/admin/staff/me', {}, { token: staff.token }))).toMatchObject(
      {
        code: 200,
        data: {
          id: staff.id,
          roles: ['catalogue', 'support'],
          permissions: ['dashboard', 'users', 'shops', 'orders', 'refunds', 'catalogue', 'content'],
        },
      },
    );
  });

  it('refuses a user who is not staff', async () => {
    const buyer = await loggedInUser(t.app, t.db);
    expect(envelope(await get(t.app, '/admin/staff/me', {}, { token: buyer.token }))).toMatchObject(
      {
        code: ErrorCode.InvalidParameter,
        data: { reason: 'forbidden' },
      },
    );
  });
});
