import type { FastifyInstance } from 'fastify';
import { deleteDevicesUnusedSince } from './device-repository';
import { deleteLoginAttemptsBefore } from './login-attempt-repository';
import { deleteStaleSessions } from './session-repository';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Every hour: forget login attempts older than a day, sessions ended over 30 days ago and
 * known devices that have not logged in for a year.
 */
export function startAuthMaintenance(app: FastifyInstance): void {
  const run = async () => {
    try {
      const now = Date.now();
      await deleteLoginAttemptsBefore(app.database.db, new Date(now - DAY_MS));
      await deleteStaleSessions(app.database.db, new Date(now - 30 * DAY_MS));
      await deleteDevicesUnusedSince(app.database.db, new Date(now - 365 * DAY_MS));
    } catch (error) {
      app.log.warn({ err: error }, 'auth maintenance failed');
    }
  };
  const timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
