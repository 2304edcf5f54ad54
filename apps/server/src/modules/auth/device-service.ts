import type { DbOrTx } from '../../db/client';
import {
  findDeviceOfEmail,
  findDeviceOfUser,
  insertDevice,
  pruneDevices,
  touchDevice,
} from './device-repository';
import { hashSessionToken, isWellFormedToken, newSessionToken } from './session-token';

/**
 * Known devices (decision 0011): a successful login answers a `device-token` the client keeps
 * and sends back as the `device-token` header on later logins. Only its SHA-256 is stored; a
 * token names a device of one account only.
 */
export const DEVICE_HEADER = 'device-token';
const DEVICES_PER_USER = 20;

/** The header's value when it looks like a token at all. */
export function deviceTokenOf(
  headers: Record<string, string | string[] | undefined>,
): string | null {
  const value = headers[DEVICE_HEADER];
  return typeof value === 'string' && isWellFormedToken(value) ? value : null;
}

/** The known device of the account of `email` that sent `token`, or null. */
export async function recogniseDevice(
  db: DbOrTx,
  email: string,
  token: string | null,
): Promise<number | null> {
  return token ? findDeviceOfEmail(db, email, hashSessionToken(token)) : null;
}

/** After a successful login: the same token when the device is already known, else a new one. */
export async function deviceTokenFor(
  db: DbOrTx,
  userId: number,
  token: string | null,
): Promise<string> {
  const known = token ? await findDeviceOfUser(db, userId, hashSessionToken(token)) : null;
  if (known !== null && token) {
    await touchDevice(db, known);
    return token;
  }
  const fresh = newSessionToken();
  await insertDevice(db, userId, hashSessionToken(fresh));
  await pruneDevices(db, userId, DEVICES_PER_USER);
  return fresh;
}
