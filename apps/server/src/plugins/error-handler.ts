import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { errorMessage, ErrorCode, type ErrorCodeValue } from '@mall/contract/errors';
import { AppError, TransportError } from './app-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';
import { transportBody } from './envelope';
import { firstProblem, RequestValidationError } from './validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The code a route answers validation failures with (registration: 1100001). */
    validationCode?: ErrorCodeValue;
  }
}

const TRANSPORT_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  413: 'Request body too large',
  414: 'URI too long',
  415: 'Unsupported media type',
  429: 'Too many requests',
  431: 'Request header fields too large',
  500: 'Internal server error',
  503: 'Service unavailable',
};

function sendEnvelope(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCodeValue,
  data: unknown,
) {
  return reply.code(200).send({ code, message: errorMessage(code, request.lang), data });
}

function sendTransport(reply: FastifyReply, status: number, headers: Record<string, string> = {}) {
  return reply
    .code(status)
    .headers(headers)
    .send(transportBody(status, TRANSPORT_MESSAGES[status] ?? 'Request failed'));
}

function handleValidation(
  request: FastifyRequest,
  reply: FastifyReply,
  error: RequestValidationError,
) {
  const problem = firstProblem(error);
  const own = request.routeOptions.config.validationCode;
  if (own)
    return sendEnvelope(request, reply, own, { field: problem.field, reason: problem.reason });
  if (problem.missing)
    return sendEnvelope(request, reply, ErrorCode.MissingParameter, { field: problem.field });
  return sendEnvelope(request, reply, ErrorCode.InvalidParameter, {
    field: problem.field,
    reason: problem.reason,
  });
}

/**
 * The one error handler: catalogue errors and validation to the envelope (HTTP 200),
 * client faults to their transport status, an unreachable database to 503 with Retry-After
 * (decision 0013), anything else to a bare 500 that is logged.
 */
export function handleError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof AppError) return sendEnvelope(request, reply, error.code, error.data);
  if (error instanceof RequestValidationError) return handleValidation(request, reply, error);
  if (error instanceof TransportError) return sendTransport(reply, error.statusCode, error.headers);
  const fastifyError = error as FastifyError;
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return sendEnvelope(request, reply, ErrorCode.InvalidParameter, {
      field: 'body',
      reason: 'malformed body',
    });
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ code: fastifyError.code, status }, 'client error');
    const headers: Record<string, string> =
      status === 429 ? { 'retry-after': String(reply.getHeader('retry-after') ?? 60) } : {};
    return sendTransport(reply, status, headers);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return sendTransport(reply, 503, { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) });
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendTransport(reply, 500);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}

/**
 * Fastify's `frameworkErrors`: faults found before routing (a path that is not valid
 * percent-encoding, a path parameter over maxParamLength) go through the same handler, so they
 * answer the transport body like every other 400 instead of Fastify's own.
 */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, request, reply) => {
  void handleError(error, request, reply);
};

export { sendTransport };
