import { ErrorCode } from '@mall/contract/errors';
import type { PaymentSettings, Profile, updateUserBodySchema } from '@mall/contract/profile';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { invalidField } from '../../plugins/app-error';
import { buildUserInfo } from '../account/user-info-service';
import { hashPassword, verifyPassword } from '../auth/password';
import { sessionUserOf, type ActiveSession } from '../auth/session-service';
import { assertOwnUpload } from '../uploads/own-upload';
import { enabledDepositWalletCodes } from '../wallet/deposit-wallet-reader';
import {
  findPasswordHash,
  findPaymentSettings,
  revokeOtherSessions,
  updateProfile,
  type PaymentSettingsRow,
  type ProfileChanges,
} from './profile-repository';

export type UpdateUserData = z.output<typeof updateUserBodySchema>;

const editError = (field: string, reason: string) =>
  invalidField(field, reason, ErrorCode.AccountEditData);

function toPaymentSettings(row: PaymentSettingsRow | null): PaymentSettings {
  return {
    bank_name: row?.bankName ?? '',
    bank_acc_name: row?.bankAccName ?? '',
    bank_acc_no: row?.bankAccNo ?? '',
    bank_routing_no: row?.bankRoutingNo ?? '',
    wallet_address: row?.walletAddress ?? {},
    address: row?.address ?? '',
  };
}

export async function paymentSettings(db: DbOrTx, userId: number): Promise<PaymentSettings> {
  return toPaymentSettings(await findPaymentSettings(db, userId));
}

/** Wallet code to address, '' becoming null (removes it); 1100004 for a code get_wallets does not list. */
async function walletAddressPatch(
  db: DbOrTx,
  addresses: Record<string, string>,
): Promise<Record<string, string | null>> {
  const codes = Object.keys(addresses);
  const known = await enabledDepositWalletCodes(db, codes);
  const unknown = codes.find((code) => !known.has(code) && addresses[code] !== '');
  if (unknown !== undefined) throw editError('wallet_address', `unknown wallet code ${unknown}`);
  return Object.fromEntries(codes.map((code) => [code, addresses[code] || null]));
}

async function changesOf(
  db: DbOrTx,
  userId: number,
  input: UpdateUserData,
): Promise<ProfileChanges> {
  const changes: ProfileChanges = {
    firstname: input.firstname,
    lastname: input.lastname,
    phone: input.phone,
    avatar: input.photo,
    address: input.address,
    bankName: input.bank_name,
    bankAccName: input.bank_acc_name,
    bankAccNo: input.bank_acc_no,
    bankRoutingNo: input.bank_routing_no,
  };
  if (input.photo)
    await assertOwnUpload(db, userId, input.photo, 'photo', ErrorCode.AccountEditData);
  if (input.wallet_address)
    changes.walletAddressPatch = await walletAddressPatch(db, input.wallet_address);
  if (input.password !== undefined) {
    const stored = await findPasswordHash(db, userId);
    if (!stored || !(await verifyPassword(input.current_password ?? '', stored))) {
      throw editError('current_password', 'incorrect');
    }
    changes.passwordHash = await hashPassword(input.password);
  }
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as ProfileChanges;
}

/**
 * update_user: changes what was sent (1100004 {field, reason} for anything wrong, including a
 * wrong current password) and answers UserInfo plus the payment settings. A new password ends
 * the user's other sessions; the one making the change stays.
 */
export async function updateUser(
  db: Db,
  session: ActiveSession,
  input: UpdateUserData,
  sellerUrl: string | undefined,
): Promise<Profile> {
  const userId = session.user.id;
  const changes = await changesOf(db, userId, input);
  if (Object.keys(changes).length > 0) {
    await db.transaction(async (tx) => {
      await updateProfile(tx, userId, changes);
      if (changes.passwordHash) await revokeOtherSessions(tx, userId, session.sessionId);
    });
  }
  const user = await sessionUserOf(db, userId);
  if (!user) throw new Error('the user disappeared');
  const [info, settings] = await Promise.all([
    buildUserInfo(db, user, sellerUrl),
    paymentSettings(db, userId),
  ]);
  return { ...info, ...settings };
}
