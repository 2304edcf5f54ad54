import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@mall/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { createFaultDatabase, type FaultDatabase } from '../test/faults/fault-database';
import { api, attempt, PNG_1X1, type CallOptions } from '../test/faults/http';
import { expectBooksHold, salesBaseline, type SalesBaseline } from '../test/faults/invariants';
import { freePort, ServerProcess } from '../test/faults/server-process';

/**
 * kill -9 of the real server in the middle of money-moving bursts (decision 0013): after a
 * restart on the same database the books and the stock hold, and retrying every request of the
 * burst gives each operation exactly one outcome: what committed before the kill is refused or
 * a no-op on retry, what did not commit happens once.
 */

const BUYERS = 5;
const PASSWORD = 'fault-password-1';
/**
 * When each round's SIGKILL comes: a random delay after the burst is fired (early, late), or
 * just after the first answer of the burst, when the other requests are mid-flight whatever the
 * machine's speed.
 */
interface KillMoment {
  after: 'fired' | 'first answer';
  window: [number, number];
}
const KILL_MOMENTS: KillMoment[] = [
  { after: 'fired', window: [10, 80] },
  { after: 'first answer', window: [0, 15] },
  { after: 'fired', window: [100, 220] },
];

const TOP_UPS_DONE = sql`select count(*) as n from wallet_records where kind = 'recharge' and state = 'finished'`;
const ORDERS = sql`select count(*) as n from orders`;
const PAID = sql`select count(*) as n from orders where payment_status = 'paid'`;
const WITHDRAWALS = sql`select count(*) as n from wallet_records where kind = 'withdraw'`;
const WITHDRAWALS_DECIDED = sql`select count(*) as n from wallet_records where kind = 'withdraw' and state <> 'pending'`;

interface Buyer {
  id: number;
  email: string;
  token: string;
  addressId: number;
}

interface Request {
  path: string;
  options: CallOptions;
}

describe('kill -9 during money-moving requests', () => {
  let fault: FaultDatabase;
  let database: Database;
  let server: ServerProcess;
  let dataDir: string;
  let admin: string;
  let productId: number;
  let baseline: SalesBaseline;
  const buyers: Buyer[] = [];
  const log: string[] = [];

  const base = () => server.url;

  const count = async (query: SQL) =>
    Number((await queryRows<{ n: string }>(database.db, query))[0]?.n ?? 0);

  /**
   * Fires every request at once (each twice, as an impatient client would), SIGKILLs the server
   * at the round's moment (KILL_MOMENTS), starts it again on the same database, and checks the
   * books. `done` counts the effects in the database, for the log: effects beyond the answers
   * are kills that landed between a commit and its answer.
   */
  async function burstAndKill(
    requests: Request[],
    moment: KillMoment,
    label: string,
    done: SQL,
  ): Promise<void> {
    const before = await count(done);
    const fired = [...requests, ...requests].map((request) =>
      attempt(base(), request.path, request.options),
    );
    if (moment.after === 'first answer') {
      // Resolves at the first answer; a burst that never answers is killed after a second.
      await Promise.race([
        Promise.any(
          fired.map((answer) =>
            answer.then((code) => (code === null ? Promise.reject(new Error('broken')) : code)),
          ),
        ).catch(() => null),
        new Promise((resolve) => setTimeout(resolve, 1_000)),
      ]);
    }
    const delay = randomInt(moment.window[0], moment.window[1] + 1);
    await new Promise((resolve) => setTimeout(resolve, delay));
    await server.kill();
    const codes = await Promise.all(fired);
    const ok = codes.filter((code) => code === 200).length;
    const answered = codes.filter((code) => code !== null).length;
    const committed = (await count(done)) - before;
    log.push(
      `${label}: killed ${delay} ms after ${moment.after}; ${answered}/${codes.length} answered, ${ok} with 200; ${committed} committed`,
    );
    await server.start();
    await expectBooksHold(database, base(), admin, baseline);
  }

  /** Retries every request once, in turn: each must answer one of `allowed`. */
  async function retryAll(requests: Request[], allowed: number[]): Promise<number[]> {
    const codes: number[] = [];
    for (const request of requests) {
      const code = await attempt(base(), request.path, request.options);
      expect(allowed, `retry of ${request.path} answered ${code}`).toContain(code);
      codes.push(code ?? 0);
    }
    await expectBooksHold(database, base(), admin, baseline);
    return codes;
  }

  beforeAll(async () => {
    fault = await createFaultDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'mall-faults-'));
    server = new ServerProcess(await freePort(), {
      DATABASE_URL: fault.url,
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      REGISTER_MAX_PER_IP: '1000',
    });
    await server.start();
    database = await fault.open();
    baseline = await salesBaseline(database.db);
    admin = (
      await api<{ 'access-token': string }>(base(), '/customer/login/account', {
        body: { email: 'admin@example.com', password: 'demo12345' },
      })
    )['access-token'];
    const products = await api<{ list: { id: number; price: number; stock: number }[] }>(
      base(),
      '/customer/product/get_all_products?pagesize=100',
    );
    const cheap = products.list
      .filter((product) => product.price <= 50 && product.stock >= 40)
      .sort((a, b) => a.price - b.price)[0];
    if (!cheap) throw new Error('no demo product under 50 USD with stock');
    productId = cheap.id;
    for (let i = 0; i < BUYERS; i += 1) {
      const email = `fault-${randomBytes(4).toString('hex')}-${i}@example.com`;
      const registered = await api<{ 'access-token': string; user: { id: number } }>(
        base(),
        '/customer/register/account',
        {
          body: {
            email,
            password: PASSWORD,
            confirm_password: PASSWORD,
            firstname: `Fault${i}`,
            agree: 1,
          },
        },
      );
      const token = registered['access-token'];
      const address = await api<{ address_id: number }>(base(), '/checkout/onepage/addressadd', {
        token,
        body: {
          first_name: 'Fault',
          email,
          telephone: '+1 415 555 0100',
          street1: '1 Market St',
          city: 'San Francisco',
          state: 'California',
          country: 'United States',
          zip: '94103',
          is_default: 1,
        },
      });
      buyers.push({ id: registered.user.id, email, token, addressId: address.address_id });
    }
  });

  afterAll(async () => {
    if (log.length > 0) console.warn(`kill -9 rounds:\n  ${log.join('\n  ')}`);
    await server?.stop();
    await fault?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('top-up approvals (review type 500) credit once', async () => {
    for (const [round, moment] of KILL_MOMENTS.slice(0, 2).entries()) {
      const decisions: Request[] = [];
      for (const buyer of buyers) {
        const form = new FormData();
        form.append('private', '1');
        form.append('file', new Blob([PNG_1X1], { type: 'image/png' }), 'proof.png');
        const upload = await api<{ path: string }>(base(), '/upload', { token: buyer.token, form });
        const record = await api<{ id: number }>(base(), '/customer/info/recharge', {
          token: buyer.token,
          body: {
            wallet: 'USDT-TRC20',
            amount: 200,
            transcation_id: randomBytes(8).toString('hex'),
            certificate: upload.path,
          },
        });
        decisions.push({
          path: '/admin/review/decide',
          options: { token: admin, body: { type: 500, id: record.id, approve: 1 } },
        });
      }
      await burstAndKill(decisions, moment, `top-up approvals, round ${round + 1}`, TOP_UPS_DONE);
      await retryAll(decisions, [200, ErrorCode.DataOperationFailed]);
      await retryAll(decisions, [ErrorCode.DataOperationFailed]);
    }
    for (const buyer of buyers) {
      const balance = await api<{ balance: number }>(base(), '/customer/info/get_user_balance', {
        token: buyer.token,
      });
      expect(balance.balance, buyer.email).toBe(400);
    }
  });

  it('checkout places one order per cart', async () => {
    for (const [round, moment] of KILL_MOMENTS.entries()) {
      for (const buyer of buyers) {
        await api(base(), '/checkout/cart/add', {
          token: buyer.token,
          body: { product_id: productId, qty: 1 },
        });
      }
      const submits: Request[] = buyers.map((buyer) => ({
        path: '/checkout/onepage/submitorder',
        options: {
          token: buyer.token,
          body: {
            address_id: buyer.addressId,
            shipping_method: 'standard',
            payment_method: 'wallet',
          },
        },
      }));
      await burstAndKill(submits, moment, `checkout, round ${round + 1}`, ORDERS);
      // A placed order emptied the cart in its transaction: the retry finds nothing to order.
      await retryAll(submits, [200, ErrorCode.InvalidParameter]);
      await retryAll(submits, [ErrorCode.InvalidParameter]);
      for (const buyer of buyers) {
        expect(
          await count(sql`select count(*) as n from orders where user_id = ${buyer.id}`),
          buyer.email,
        ).toBe(round + 1);
      }
    }
  });

  it('wallet payments take the money once', async () => {
    const unpaid = await queryRows<{ id: number; user_id: number }>(
      database.db,
      sql`select id, user_id from orders where payment_status = 'unpaid' and user_id in (${sql.join(
        buyers.map((buyer) => sql`${buyer.id}`),
        sql`, `,
      )}) order by id`,
    );
    expect(unpaid).toHaveLength(buyers.length * KILL_MOMENTS.length);
    for (const [round, moment] of KILL_MOMENTS.entries()) {
      const payments: Request[] = buyers.map((buyer) => {
        const order = unpaid.filter((row) => row.user_id === buyer.id)[round];
        if (!order) throw new Error('missing order');
        return {
          path: '/customer/order/pay',
          options: { token: buyer.token, body: { order_id: order.id } },
        };
      });
      await burstAndKill(payments, moment, `wallet payments, round ${round + 1}`, PAID);
      // Paying a paid order is refused (1500019); one that was not paid before the kill is paid now.
      await retryAll(payments, [200, ErrorCode.OrderPaymentFailed]);
      await retryAll(payments, [ErrorCode.OrderPaymentFailed]);
    }
    const notPaid = await count(
      sql`select count(*) as n from orders where payment_status <> 'paid' and user_id in (${sql.join(
        buyers.map((buyer) => sql`${buyer.id}`),
        sql`, `,
      )})`,
    );
    expect(notPaid).toBe(0);
    const payments = await count(
      sql`select count(*) as n from (select ref_id from ledger_entries where ref_type = 'order' and account = 'balance' and amount_cents < 0
          group by ref_id having count(*) > 1) doubled`,
    );
    expect(payments, 'orders paid twice').toBe(0);
  });

  it('withdrawals never overdraw, each key makes one at most, and their decisions happen once', async () => {
    // Each buyer means to make 4 withdrawals of 100 USD, more than the balance: some must be
    // refused. Each carries its idempotency key, so a retry is the same withdrawal, not another.
    const requests: Request[] = buyers.flatMap((buyer, b) =>
      [0, 1, 2, 3].map((i) => ({
        path: '/customer/info/withdraw',
        options: {
          token: buyer.token,
          body: {
            amount: 100,
            wallet: 'USDT-TRC20',
            address: 'TVPHGEJqxhGsnCdpFq8KvgNgBP94tXMY8G',
            request_id: `withdraw-${b}-${i}`,
          },
        },
      })),
    );
    for (const [round, moment] of KILL_MOMENTS.slice(1).entries()) {
      await burstAndKill(requests, moment, `withdrawals, round ${round + 1}`, WITHDRAWALS);
    }
    const first = await retryAll(requests, [200, ErrorCode.InsufficientBalance]);
    // One outcome: retrying again answers every key as the first retry did.
    expect(await retryAll(requests, [200, ErrorCode.InsufficientBalance])).toEqual(first);
    expect(await count(WITHDRAWALS), 'at most one withdrawal per key').toBeLessThanOrEqual(
      requests.length,
    );
    const overdrawn = await count(
      sql`select count(*) as n from (select distinct on (user_id, account) balance_after_cents from ledger_entries
          where user_id is not null order by user_id, account, id desc) latest where balance_after_cents < 0`,
    );
    expect(overdrawn, 'negative balances').toBe(0);
    const pending = await queryRows<{ id: number; user_id: number }>(
      database.db,
      sql`select id, user_id from wallet_records where kind = 'withdraw' and state = 'pending' order by id`,
    );
    expect(pending.length).toBeGreaterThan(0);
    const decisions: Request[] = pending.map((record, index) => ({
      path: '/admin/review/decide',
      options: {
        token: admin,
        body: { type: 400, id: record.id, approve: index % 2 === 0 ? 1 : 0 },
      },
    }));
    await burstAndKill(
      decisions,
      KILL_MOMENTS[1] ?? { after: 'fired', window: [50, 140] },
      'withdrawal decisions',
      WITHDRAWALS_DECIDED,
    );
    await retryAll(decisions, [200, ErrorCode.DataOperationFailed]);
    await retryAll(decisions, [ErrorCode.DataOperationFailed]);
    expect(
      await count(
        sql`select count(*) as n from wallet_records where kind = 'withdraw' and state = 'pending'`,
      ),
    ).toBe(0);
  });
});
