import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const compiled = new WeakSet<z.ZodType>();

/**
 * Marks the answer schema of a route on a hot path (EC search, name search) to
 * be written by a serializer compiled from the same contract, instead of being
 * checked field by field with zod on every answer. The contract tests of those
 * routes read their answers back through the zod schema, so the shape is still
 * proven; what the compiled writer leaves out is what zod would strip.
 */
export function compiledResponse<T extends z.ZodType>(schema: T): T {
  compiled.add(schema);
  return schema;
}

type SerializerCompiler = (route: Parameters<FastifySchemaCompiler<z.ZodType>>[0]) => (data: unknown) => string;

/** Compiled writers for marked schemas; zod's checking serializer for every other answer. */
export const responseSerializerCompiler: SerializerCompiler = (route) => {
  if (!compiled.has(route.schema)) return zodSerializerCompiler(route);
  return fastJson(z.toJSONSchema(route.schema, { io: 'output', target: 'draft-7' }) as Parameters<typeof fastJson>[0]);
};
