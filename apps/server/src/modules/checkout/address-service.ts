import type { Address, AddressList } from '@mall/contract/checkout';
import { ErrorCode } from '@mall/contract/errors';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import * as repo from './address-repository';
import type { AddressFields, AddressRow } from './address-repository';

export function toAddress(row: AddressRow): Address {
  return {
    address_id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    telephone: row.telephone,
    street1: row.street1,
    street2: row.street2,
    city: row.city,
    state: row.state,
    country: row.country,
    zip: row.zip,
    is_default: row.isDefault,
  };
}

export interface AddressInput extends AddressFields {
  id?: number | undefined;
  isDefault?: boolean | undefined;
}

/**
 * addressadd: a new address or an edit of one of the caller's (2000019 otherwise). The first
 * address becomes the default; is_default=1 makes this one the default.
 */
export async function saveAddress(db: Db, userId: number, input: AddressInput): Promise<Address> {
  const { id, isDefault, ...fields } = input;
  const row = await db.transaction(async (tx) => {
    await repo.lockAddressBook(tx, userId);
    const saved =
      id === undefined
        ? await repo.insertAddress(tx, userId, fields)
        : await repo.updateAddress(tx, userId, id, fields);
    if (!saved) throw new AppError(ErrorCode.NoData);
    const needsDefault =
      isDefault === true || (!saved.isDefault && !(await repo.findDefaultAddress(tx, userId)));
    return needsDefault ? ((await repo.makeDefault(tx, userId, saved.id)) ?? saved) : saved;
  });
  return toAddress(row);
}

export async function addressList(db: DbOrTx, userId: number): Promise<AddressList> {
  return { addressList: (await repo.listAddresses(db, userId)).map(toAddress) };
}

/** default-address: sets it when address_id is given (2000019 when not the caller's); answers the default (2000008 when none). */
export async function defaultAddress(
  db: Db,
  userId: number,
  id: number | undefined,
): Promise<Address> {
  if (id !== undefined) {
    const row = await db.transaction(async (tx) => {
      await repo.lockAddressBook(tx, userId);
      return repo.makeDefault(tx, userId, id);
    });
    if (!row) throw new AppError(ErrorCode.NoData);
    return toAddress(row);
  }
  const row = await repo.findDefaultAddress(db, userId);
  if (!row) throw new AppError(ErrorCode.DefaultAddressEmpty);
  return toAddress(row);
}

/** remove_address: 2000019 when not the caller's; removing the default makes the newest remaining one the default. */
export async function removeAddress(db: Db, userId: number, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    await repo.lockAddressBook(tx, userId);
    const removed = await repo.deleteAddress(tx, userId, id);
    if (!removed) throw new AppError(ErrorCode.NoData);
    if (!removed.isDefault) return;
    const next = await repo.newestAddressId(tx, userId);
    if (next !== null) await repo.makeDefault(tx, userId, next);
  });
  return null;
}
