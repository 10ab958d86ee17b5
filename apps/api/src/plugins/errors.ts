import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  type ApiError,
  type ErrorCode,
  type FieldError,
  type Language,
  errorMessage,
  languageFromAcceptLanguage,
  validationMessage,
} from '@igrs/domain';

/** An error a handler throws on purpose; it reaches the caller as it is. */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly details?: FieldError[],
    /** For a 503: how long the caller should wait before trying again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
    this.name = 'HttpProblem';
  }
}

/** Answers 403 with the refusal's code and message, naming the field it is about, when a jurisdiction decision refuses. */
export function refuseIf(refusal: ErrorCode | undefined, language: Language, field?: string): void {
  if (refusal) throw new HttpProblem(403, refusal, field ? [{ field, message: errorMessage(refusal, language) }] : undefined);
}

export function requestLanguage(request: FastifyRequest): Language {
  return languageFromAcceptLanguage(request.headers['accept-language']);
}

export function errorBody(code: ErrorCode, language: Language, details?: FieldError[]): ApiError {
  return { error: { code, message: errorMessage(code, language), ...(details?.length ? { details } : {}) } };
}

const CONTEXT_NAMES: Record<string, string> = { querystring: 'query', body: 'body', params: 'params', headers: 'headers' };

function validationDetails(error: FastifyError, language: Language): FieldError[] {
  return (error.validation ?? []).map((issue) => {
    const context = CONTEXT_NAMES[error.validationContext ?? ''] ?? error.validationContext ?? 'request';
    const fieldPath = issue.instancePath.split('/').filter(Boolean).join('.');
    return {
      field: fieldPath ? `${context}.${fieldPath}` : context,
      message: validationMessage(issue.message ?? '', language),
    };
  });
}

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function handleError(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(request);
  if (error instanceof HttpProblem) {
    if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
    return reply.status(error.statusCode).send(errorBody(error.code, language, error.details));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.status(400).send(errorBody('VALIDATION_FAILED', language, validationDetails(error, language)));
  }
  const status = error.statusCode ?? 500;
  const code = STATUS_CODES[status];
  if (status < 500 && code) {
    return reply.status(status).send(errorBody(code, language));
  }
  if (databaseUnreachable(error)) {
    request.log.warn({ err: error }, 'the database did not answer');
    return reply.status(503).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).send(errorBody('SERVICE_UNAVAILABLE', language));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(errorBody('INTERNAL', language));
}

/** A restarted database server takes a few seconds to accept connections again. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket failures, and PostgreSQL's "connection exception" (08) and "operator intervention" (57P) classes: the server is down or restarting. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03']);

/** Whether a failure, or what it wraps (the query builder wraps the driver's error), is the database being out of reach rather than a fault of the request. */
function databaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (/Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(current.message)) return true;
  }
  return false;
}

/** One error shape for every failure: a stable code, a message in the caller's language, field details. */
export const errorHandlingPlugin = fp(async (app) => {
  app.setErrorHandler(handleError);
});
