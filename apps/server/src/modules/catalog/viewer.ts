import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/app-error';
import { resolveSession } from '../auth/session-service';

/**
 * The caller on a public route: the user id behind a valid `access-token`, or null. A
 * missing, expired or unknown token is not an error here: the answer is the public one.
 */
export async function viewerIdOf(request: FastifyRequest): Promise<number | null> {
  const header = request.headers['access-token'];
  if (header === undefined || header === '') return null;
  try {
    const session = await resolveSession(
      request.server.database.db,
      header,
      request.server.config.sessionIdleDays,
    );
    return session.user.id;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
