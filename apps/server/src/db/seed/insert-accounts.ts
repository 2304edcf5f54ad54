import { randomBytes, randomInt } from 'node:crypto';
import { centsToDecimal } from '@mall/contract/money';
import { noticeText, type NoticeParams, type NoticeTemplate } from '@mall/contract/notice-texts';
import type { Tx } from '../client';
import { hashPassword } from '../../modules/auth/password';
import { transfer, userAccount } from '../../modules/ledger/ledger-service';
import { notices, sellerApplications, users, walletRecords } from '../schema/index';
import { ACCOUNTS, DEMO_PASSWORD } from './content/accounts';
import { SHOPS } from './content/shops';
import type { SeedImages } from './write-images';

const INVITE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function inviteCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

/** A seeded notice's columns: its template, read in every language, and its English text. */
function seededText(template: NoticeTemplate, params: NoticeParams) {
  return { template, params, ...noticeText(template, params, 'en') };
}

/** One scrypt hash per account, computed in parallel on libuv's threads. */
export function hashDemoPasswords(): Promise<string[]> {
  return Promise.all(ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
}

/** Inserts the accounts; returns user ids by email. */
export async function insertUsers(
  tx: Tx,
  hashes: string[],
  images: SeedImages,
): Promise<Map<string, number>> {
  const codes = new Set<string>();
  while (codes.size < ACCOUNTS.length) codes.add(inviteCode());
  const codeList = [...codes];
  const rows = await tx
    .insert(users)
    .values(
      ACCOUNTS.map((account, i) => ({
        email: account.email,
        passwordHash: hashes[i] ?? '',
        firstname: account.firstname,
        lastname: account.lastname,
        phone: account.phone,
        avatar: images.avatars.get(account.email) ?? '',
        roles: account.roles,
        inviteCode: codeList[i] ?? inviteCode(),
      })),
    )
    .returning({ id: users.id, email: users.email });
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** Approved seller applications for the shops' owners, with their notices. */
export async function insertApplications(
  tx: Tx,
  userIds: Map<string, number>,
  adminId: number,
  images: SeedImages,
): Promise<void> {
  const reviewedAt = new Date(Date.now() - 150 * 86_400_000);
  const rows = await tx
    .insert(sellerApplications)
    .values(
      SHOPS.map((shop) => ({
        userId: userIds.get(shop.ownerEmail) ?? 0,
        shopName: shop.name,
        contactName: shop.contactName,
        telephone: shop.telephone,
        email: shop.email,
        address: shop.address,
        idFront: images.idFront,
        idBack: images.idBack,
        status: 1,
        message: 'Approved. Welcome to WellMart!',
        reviewedBy: adminId,
        reviewedAt,
        createdAt: new Date(reviewedAt.getTime() - 86_400_000),
      })),
    )
    .returning({
      id: sellerApplications.id,
      userId: sellerApplications.userId,
      shopName: sellerApplications.shopName,
    });
  await tx.insert(notices).values(
    rows.map((row) => ({
      userId: row.userId,
      ...seededText('seller_approved', { shop: row.shopName }),
      type: 100,
      status: 1,
      refId: row.id,
      isread: true,
      readAt: reviewedAt,
      createdAt: reviewedAt,
    })),
  );
}

/** The buyer's starting balance: a finished top-up and its ledger entry, with a notice. */
export async function creditBuyer(
  tx: Tx,
  buyerId: number,
  adminId: number,
  amountCents: number,
): Promise<void> {
  const at = new Date(Date.now() - 2 * 86_400_000);
  const [record] = await tx
    .insert(walletRecords)
    .values({
      userId: buyerId,
      kind: 'recharge',
      type: 'income',
      state: 'finished',
      amountCents,
      actualAmountCents: amountCents,
      walletCode: 'USDT-TRC20',
      transactionId: randomBytes(32).toString('hex'),
      message: 'Top-up approved',
      remark: 'Demo starting balance',
      payMethod: 'USDT-TRC20',
      reviewedBy: adminId,
      reviewedAt: at,
      createdAt: at,
    })
    .returning({ id: walletRecords.id });
  if (!record) throw new Error('the wallet record was not written');
  await transfer(tx, [
    {
      from: null,
      to: userAccount(buyerId, 'balance'),
      amountCents,
      kind: 'recharge',
      refType: 'wallet_record',
      refId: record.id,
    },
  ]);
  await tx.insert(notices).values({
    userId: buyerId,
    ...seededText('topup_approved', { amount: `${centsToDecimal(amountCents)} USD` }),
    type: 500,
    status: 1,
    refId: record.id,
    createdAt: at,
  });
}
