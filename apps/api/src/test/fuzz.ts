import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { decideAccess, demoLoginIds, type AccessRule } from '@igrs/domain';
import { signIn } from './harness.ts';

/**
 * Requests made up from the API's own description: for every write endpoint,
 * bodies shaped by its schema (so they reach the handler) and hostile ones
 * (wrong types, huge and control-laden strings, lone surrogates, deep nesting,
 * numbers at the edges), with made-up path parameters, sent as a caller the
 * route admits. Whatever they hold, the answer must not be a 5xx.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
  const?: unknown;
};

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; parameters?: { name: string; in: string }[] }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

/** Strings that have broken servers: control characters, lone surrogates, huge, SQL and markup, numbers in text. */
const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.constantFrom('\u0000', '\uD800', '\uDFFF\uD800', 'a\u0000b', "'; drop table users; --", '<script>alert(1)</script>', '../../etc/passwd', '%00', '${7*7}', ' ', '٣', '𝟘𝟙', 'NaN', '-0', '1e309'),
  fc.integer({ min: 1, max: 200_000 }).map((length) => 'x'.repeat(length)),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, -0, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, -(2 ** 53), 1e308, -1e308, 0.5, 1e-7, Number.MAX_SAFE_INTEGER + 2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A value nested far deeper than any form, to reach parsers' limits. */
const deeplyNested = fc.integer({ min: 50, max: 2_000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { nested: value };
  return value;
});

function resolve(schema: JsonSchema, document: OpenApiDocument): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').at(-1)!;
  return document.components?.schemas?.[name] ?? {};
}

/** Values shaped by the schema, with hostile leaves mixed in now and then. */
function shaped(schema: JsonSchema, document: OpenApiDocument, depth = 0): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, document);
  if (depth > 6) return fc.constant(null);
  const options: fc.Arbitrary<unknown>[] = [];
  if (resolved.const !== undefined) options.push(fc.constant(resolved.const));
  if (resolved.enum) options.push(fc.constantFrom(...resolved.enum));
  for (const branch of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])]) options.push(shaped(branch, document, depth + 1));
  const types = [resolved.type ?? []].flat();
  for (const type of types) {
    switch (type) {
      case 'string':
        options.push(
          resolved.format === 'date'
            ? fc.oneof(fc.date({ min: new Date('1800-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)), fc.constantFrom('2025-02-30', '0000-00-00', '2025-13-01', '99999-01-01'))
            : fc.string({ minLength: resolved.minLength ?? 0, maxLength: Math.min(resolved.maxLength ?? 40, 400) }),
        );
        break;
      case 'integer':
      case 'number':
        options.push(fc.integer({ min: Math.max(resolved.minimum ?? -1e6, -1e15), max: Math.min(resolved.maximum ?? 1e7, 1e15) }));
        break;
      case 'boolean':
        options.push(fc.boolean());
        break;
      case 'array':
        options.push(fc.array(shaped(resolved.items ?? {}, document, depth + 1), { maxLength: 4 }));
        break;
      case 'object': {
        const properties = Object.entries(resolved.properties ?? {});
        const record: Record<string, fc.Arbitrary<unknown>> = Object.fromEntries(properties.map(([name, property]) => [name, shaped(property, document, depth + 1)]));
        options.push(fc.record(record, { requiredKeys: (resolved.required ?? []).filter((name) => name in record) }));
        break;
      }
      case 'null':
        options.push(fc.constant(null));
        break;
    }
  }
  if (resolved.nullable) options.push(fc.constant(null));
  if (options.length === 0) options.push(hostileValue);
  // One leaf in ten is hostile whatever the schema says.
  return fc.oneof({ arbitrary: fc.oneof(...options), weight: 9 }, { arbitrary: hostileValue, weight: 1 });
}

export interface WriteEndpoint {
  method: string;
  /** As the router knows it, with `:name` parameters. */
  route: string;
  access: AccessRule;
  bodySchema: JsonSchema | undefined;
  multipart: boolean;
  /** The query parameters the description names. */
  queryNames: string[];
}

/** Every write endpoint, and every read endpoint that takes a query: the ways input reaches the server. */
export function writeEndpoints(app: FastifyInstance, document: OpenApiDocument): WriteEndpoint[] {
  return app.declaredRoutes
    .map((route) => {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[openApiPath]?.[route.method.toLowerCase()];
      const content = operation?.requestBody?.content ?? {};
      const queryNames = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      return { method: route.method, route: route.url, access: route.access, bodySchema: content['application/json']?.schema, multipart: 'multipart/form-data' in content, queryNames };
    })
    .filter((endpoint) => WRITE_METHODS.includes(endpoint.method.toLowerCase() as (typeof WRITE_METHODS)[number]) || endpoint.queryNames.length > 0)
    // Signing out ends the shared session, so it goes last.
    .sort((a, b) => Number(a.route.endsWith('/logout')) - Number(b.route.endsWith('/logout')));
}

const pathParameter = fc.oneof(
  fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
  fc.constantFrom('0', 'PAY-2026-000001', '00000000-0000-4000-8000-000000000000', 'x'.repeat(5_000), '%2e%2e', '..', 'null'),
  fc.string({ minLength: 1, maxLength: 30 }).map((text) => percentEncode(text)),
);

function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

export interface FuzzRequest {
  url: string;
  body: unknown;
}

export function requestArbitrary(endpoint: WriteEndpoint, document: OpenApiDocument): fc.Arbitrary<FuzzRequest> {
  const parameterNames = [...endpoint.route.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const parameters = fc.tuple(...parameterNames.map(() => pathParameter));
  // Values percent-encoded byte by byte, and byte sequences that are not UTF-8 at all.
  const queryValue = fc.oneof(fc.oneof(hostileString, fc.integer().map(String)).map(percentEncode), fc.constantFrom('%FF', '%C0%AF', '%ED%A0%80', '%', '%G1'));
  const query = fc.array(fc.tuple(fc.constantFrom(...endpoint.queryNames, 'page'), queryValue), { maxLength: 4 });
  const body = endpoint.method === 'GET'
    ? fc.constant(undefined)
    : endpoint.bodySchema
    ? fc.oneof({ arbitrary: shaped(endpoint.bodySchema, document), weight: 6 }, { arbitrary: hostileValue, weight: 3 }, { arbitrary: deeplyNested, weight: 1 })
    : fc.oneof(hostileValue, fc.constant(undefined));
  return fc.record({ parameters, body, query }).map(({ parameters: values, body: generated, query: pairs }) => {
    let index = 0;
    const path = endpoint.route.replace(/:(\w+)/g, () => values[index++] ?? 'x');
    const search = pairs.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&');
    return { url: search ? `${path}?${search}` : path, body: generated };
  });
}

/** A bearer token for a demo login the route admits (or none for public routes), signed in once each. */
export async function tokenFor(app: FastifyInstance, access: AccessRule, cache: Map<string, string>): Promise<string | undefined> {
  if (access === 'public') return undefined;
  const caller = demoLoginIds().find((principal) => decideAccess(access, principal) === 'allowed');
  if (!caller) return undefined;
  if (!cache.has(caller.loginId)) cache.set(caller.loginId, (await signIn(app, caller.loginId)).token);
  return cache.get(caller.loginId);
}

export interface FuzzOutcome {
  sent: number;
  endpoints: number;
  /** The first endpoint that answered a 5xx, with the counterexample and how to replay it. */
  failure?: string;
}

/** Sends `runs` made-up requests spread over the write endpoints; stops at the first 5xx. */
export async function fuzzWriteEndpoints(app: FastifyInstance, document: OpenApiDocument, options: { runs: number; seed: number; only?: string | undefined }): Promise<FuzzOutcome> {
  const endpoints = writeEndpoints(app, document).filter((endpoint) => !options.only || endpoint.route.includes(options.only));
  const perEndpoint = Math.ceil(options.runs / Math.max(endpoints.length, 1));
  const tokens = new Map<string, string>();
  let sent = 0;
  for (const [index, endpoint] of endpoints.entries()) {
    const token = await tokenFor(app, endpoint.access, tokens);
    const property = fc.asyncProperty(requestArbitrary(endpoint, document), async ({ url, body }) => {
      sent += 1;
      const response = await app.inject({
        method: endpoint.method as 'POST',
        url,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      if (response.statusCode >= 500) throw new Error(`${endpoint.method} ${url.slice(0, 200)} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    });
    const outcome = await fc.check(property, { numRuns: perEndpoint, seed: options.seed + index });
    if (outcome.failed) {
      const replay = `npm run fuzz -- --seed ${options.seed} --route '${endpoint.route}'`;
      return { sent, endpoints: endpoints.length, failure: `${endpoint.method} ${endpoint.route} answered a 5xx; replay with: ${replay}\n${(fc.defaultReportMessage(outcome) ?? '').slice(0, 3_000)}` };
    }
  }
  return { sent, endpoints: endpoints.length };
}

/** At least 2,000 requests in CI; `npm run fuzz -- --runs N` asks for more, `--seed S --route R` replays a failure. */
export function fuzzSettings(): { runs: number; seed: number; only: string | undefined } {
  return {
    runs: Number(process.env.FUZZ_RUNS ?? 2_000),
    seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31),
    only: process.env.FUZZ_ROUTE,
  };
}
