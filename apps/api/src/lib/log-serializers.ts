import type { FastifyRequest } from 'fastify';

/** An error as a log line may hold it: what went wrong and where, never the values involved. */
export type LoggedError = {
  type: string;
  message: string;
  /** PostgreSQL's SQLSTATE, e.g. 23505 for a unique violation. */
  code?: string;
  /** The statement by its opening words, placeholders and all; its bound values are never logged. */
  statement?: string;
  constraint?: string;
  table?: string;
  /** The call frames only: an error's first stack line repeats its message. */
  stack: string;
  cause?: LoggedError;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** PostgreSQL errors (node-postgres and PGlite alike) carry a five-character SQLSTATE and a severity. */
function isDatabaseError(error: Record<string, unknown>): boolean {
  return typeof error.code === 'string' && SQLSTATE.test(error.code) && typeof error.severity === 'string';
}

/** Drizzle wraps a failed query with its text and parameters in the message. */
function isWrappedQuery(error: Record<string, unknown>): boolean {
  return typeof error.query === 'string' && 'params' in error;
}

/** The opening words of a statement: which statement it was, without the rest. */
function statementName(query: string): string {
  return query.replace(/\s+/g, ' ').trim().split(' ').slice(0, 6).join(' ');
}

/**
 * The error serializer of every log line. A database error is logged with its
 * SQLSTATE, constraint, table and the statement's opening words; its message,
 * detail and the query's parameters (which hold names, hashes, tokens and
 * identity numbers) are dropped. Other errors keep their message.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a thrown value that is not an Error', stack: '' };
  const fields = error as unknown as Record<string, unknown>;
  // Only the call frames: the lines before them repeat the message, which for a failed query lists its parameters.
  const stack = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).join('\n');
  const cause = depth < 3 && error.cause !== undefined ? serializeError(error.cause, depth + 1) : undefined;
  if (isDatabaseError(fields)) {
    return {
      type: error.name,
      message: `database error ${String(fields.code)}`,
      code: String(fields.code),
      ...(typeof fields.constraint === 'string' ? { constraint: fields.constraint } : {}),
      ...(typeof fields.table === 'string' ? { table: fields.table } : {}),
      stack,
    };
  }
  if (isWrappedQuery(fields)) {
    return { type: error.name, message: 'database query failed', statement: statementName(String(fields.query)), stack, ...(cause ? { cause } : {}) };
  }
  return { type: error.name, message: error.message, stack, ...(cause ? { cause } : {}) };
}

/** A request in a log line: method and path, never the query string, body or credentials. */
export function serializeRequest(request: Pick<FastifyRequest, 'method' | 'url'> & { ip?: string }) {
  return { method: request.method, url: request.url.split('?')[0] ?? '', remoteAddress: request.ip ?? '' };
}
