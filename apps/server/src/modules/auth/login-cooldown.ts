/** The account cool-down after repeated login failures (decision 0011). */

export const COOL_DOWN_BASE_MS = 60 * 1000;
export const COOL_DOWN_CAP_MS = 60 * 60 * 1000;
/** Failures older than this are forgotten: the cool-down starts again from one minute. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

/**
 * Until when attempts must wait, or null when one may be checked now. Failures are taken in
 * rounds of `perRound`: after the first full round the wait is one minute from its last
 * failure, and it doubles with every further full round, up to an hour. Between two waits at
 * most `perRound` passwords are checked.
 */
export function coolDownUntil(
  failures: readonly Date[],
  perRound: number,
  now: number,
): number | null {
  const rounds = Math.floor(failures.length / perRound);
  if (rounds === 0) return null;
  const last = failures[rounds * perRound - 1];
  if (!last) return null;
  const wait = Math.min(COOL_DOWN_BASE_MS * 2 ** Math.min(rounds - 1, 30), COOL_DOWN_CAP_MS);
  const until = last.getTime() + wait;
  return until > now ? until : null;
}
