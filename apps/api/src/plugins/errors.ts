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
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(errorBody('INTERNAL', language));
}

/** One error shape for every failure: a stable code, a message in the caller's language, field details. */
export const errorHandlingPlugin = fp(async (app) => {
  app.setErrorHandler(handleError);
});
