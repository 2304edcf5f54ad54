import type { Address } from '@mall/contract/checkout';
import type { DbOrTx } from '../../db/client';
import { findDefaultAddress } from './address-repository';
import { toAddress } from './address-service';

/** What the checkout module publishes for the others to read about a user's address book. */

/** The user's default address as the contract shows it, or null when they have none. */
export async function defaultAddressOf(db: DbOrTx, userId: number): Promise<Address | null> {
  const row = await findDefaultAddress(db, userId);
  return row ? toAddress(row) : null;
}
