import type { Db } from '../../db/client';
import type { AppConfig } from '../../env';
import { TransportError } from '../../plugins/app-error';
import { recogniseDevice } from './device-service';
import { coolDownUntil, FAILURE_MEMORY_MS } from './login-cooldown';
import {
  claimRegistration,
  findRecentFailures,
  lockLoginKeys,
  markAttemptSucceeded,
  recordLoginAttempt,
} from './login-attempt-repository';

const MINUTE_MS = 60 * 1000;

export interface LoginReservation {
  attemptId: number;
  /** The known device the attempt came from, or null. */
  deviceId: number | null;
}

/**
 * Login limits (decision 0011), kept in the login_attempts table so that they hold across
 * instances. Under a per-email and per-address advisory lock, the attempt is checked and
 * written (as a failure) before its password is verified, so however many arrive at once at
 * most `maxFailuresPerAccount` passwords are checked between two cool-downs:
 * - per account: after that many failures from unknown devices (since the last success from
 *   one) the account cools down for a minute, doubling with every further round, up to an
 *   hour; a known device is not held by that cool-down but by the same rule on its own failures;
 * - per address: `maxFailuresPerIp` failures in the window, whichever emails, and the address
 *   waits until the oldest leaves the window.
 * A blocked attempt is HTTP 429 with Retry-After and is not recorded.
 */
export async function reserveLoginAttempt(
  db: Db,
  limits: AppConfig['login'],
  attempt: { email: string; ip: string; deviceToken: string | null },
): Promise<LoginReservation> {
  const email = attempt.email.slice(0, 254);
  const ip = attempt.ip.slice(0, 64);
  return db.transaction(async (tx) => {
    await lockLoginKeys(tx, email, ip);
    const deviceId = await recogniseDevice(tx, email, attempt.deviceToken);
    const now = Date.now();
    const windowMs = limits.windowMinutes * MINUTE_MS;
    const failures = await findRecentFailures(
      tx,
      { email, ip, deviceId },
      new Date(now - FAILURE_MEMORY_MS),
      new Date(now - windowMs),
    );
    const blockedUntil: number[] = [];
    const own = coolDownUntil(
      deviceId === null ? failures.account : failures.device,
      limits.maxFailuresPerAccount,
      now,
    );
    if (own !== null) blockedUntil.push(own);
    if (failures.ip >= limits.maxFailuresPerIp && failures.oldestIp)
      blockedUntil.push(failures.oldestIp.getTime() + windowMs);
    if (blockedUntil.length > 0) {
      const retryAfter = Math.max(1, Math.ceil((Math.max(...blockedUntil) - now) / 1000));
      throw new TransportError(429, 'Too many login attempts', {
        'retry-after': String(retryAfter),
      });
    }
    const attemptId = await recordLoginAttempt(tx, { email, ip, success: false, deviceId });
    return { attemptId, deviceId };
  });
}

/** The password was right: the reserved attempt becomes a success. */
export async function noteLoginSuccess(db: Db, reservation: LoginReservation): Promise<void> {
  await markAttemptSucceeded(db, reservation.attemptId);
}

/**
 * Registration limit per address, on the same table and the same 429 as the login limit: at
 * most `maxPerIp` registrations (counted once the form is valid, whatever their outcome) from one
 * address in the window, counted and recorded atomically so that it holds across instances and
 * concurrent requests.
 */
export async function claimRegistrationSlot(
  db: Db,
  limits: AppConfig['register'],
  email: string,
  ip: string,
): Promise<void> {
  const windowMs = limits.windowMinutes * MINUTE_MS;
  const now = Date.now();
  const claim = await claimRegistration(
    db,
    { email: email.slice(0, 254), ip: ip.slice(0, 64) },
    new Date(now - windowMs),
    limits.maxPerIp,
  );
  if (claim.allowed) return;
  const retryAfter = Math.max(1, Math.ceil((claim.oldest.getTime() + windowMs - now) / 1000));
  throw new TransportError(429, 'Too many registrations', { 'retry-after': String(retryAfter) });
}
