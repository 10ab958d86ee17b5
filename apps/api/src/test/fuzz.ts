import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { decideAccess, demoLoginIds, type AccessRule } from '@igrs/domain';
import { signIn } from './harness.ts';

/**
 * Requests made up from the API's own description: for every route, bodies
 * shaped by its schema (so they reach the handler) and hostile ones (wrong
 * types, huge and control-laden strings, lone surrogates, deep or wide
 * nesting, numbers at the edges), with malformed path parameters of every
 * kind, sent as a caller the route admits and then once as each caller there
 * is (anonymous, a citizen, a vendor, each officer). Whatever they hold and
 * whoever sends them, the answer must not be a 5xx.
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
const deeplyNested = fc.integer({ min: 33, max: 2_000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { nested: value };
  return value;
});

/** A value wider than any form: more items or keys than a request may hold in all. */
const wide = fc.tuple(fc.integer({ min: 20_001, max: 24_000 }), fc.boolean()).map(([count, keyed]) =>
  keyed ? Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, index])) : Array.from({ length: count }, (_, index) => index % 7),
);

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

/** Routes that end the caller's session go last, so that every other route is reached signed in. */
const endsSession = (endpoint: WriteEndpoint) => endpoint.route.endsWith('/logout') || (endpoint.method === 'DELETE' && /session/.test(endpoint.route));

/** Every route: writes and queries take input in their bodies and queries, and any route with a path parameter takes it there. */
export function fuzzedEndpoints(app: FastifyInstance, document: OpenApiDocument): WriteEndpoint[] {
  return app.declaredRoutes
    .map((route) => {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[openApiPath]?.[route.method.toLowerCase()];
      const content = operation?.requestBody?.content ?? {};
      const queryNames = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      return { method: route.method, route: route.url, access: route.access, bodySchema: content['application/json']?.schema, multipart: 'multipart/form-data' in content, queryNames };
    })
    .filter((endpoint) => endpoint.method !== 'HEAD')
    .sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
}

const isWrite = (endpoint: WriteEndpoint) => WRITE_METHODS.includes(endpoint.method.toLowerCase() as (typeof WRITE_METHODS)[number]);

/** Identifiers as the register writes them, and every kind of malformed one: not a UUID, huge, negative, in other scripts, climbing out of the path. */
const pathParameter = fc.oneof(
  fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
  fc.constantFrom('0', '-1', '-0', '1.5', '1e309', '0x1F', '9'.repeat(40), '18446744073709551616', 'NaN', 'null', 'undefined', 'true'),
  fc.constantFrom('PAY-2026-000001', 'GRV-2026-000001', 'REG-2026-000001', 'IND-2026-000001', 'NJ100-0001234', 'AP/NOT/2026/0001', '00000000-0000-4000-8000-000000000000'),
  fc.constantFrom('00000000-0000-0000-0000-00000000000g', '00000000000000000000000000000000', '{00000000-0000-4000-8000-000000000000}', 'x'.repeat(5_000)),
  fc.constantFrom('%2e%2e', '..', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..%5C..%5Cwindows', '%252e%252e%252f', 'a%00b', '%C0%AE%C0%AE'),
  fc.constantFrom('%E0%B0%90%E0%B0%A1%E0%B1%80', '%F0%9F%98%80', '%D9%A3', '%EF%BC%91', '%E2%80%AE1', '%ED%A0%80'),
  fc.string({ minLength: 1, maxLength: 30 }).map((text) => percentEncode(text)),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).map((text) => percentEncode(text)),
);

function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

export interface FuzzRequest {
  url: string;
  body: unknown;
}

/** Requests for the endpoint; `hostile` ones always carry something malformed in the query or body the route reads (the path's parameters always do). */
export function requestArbitrary(endpoint: WriteEndpoint, document: OpenApiDocument, hostile = false): fc.Arbitrary<FuzzRequest> {
  const parameterNames = [...endpoint.route.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const parameters = fc.tuple(...parameterNames.map(() => pathParameter));
  // Values percent-encoded byte by byte, and byte sequences that are not UTF-8 at all.
  const queryValue = fc.oneof(fc.oneof(hostileString, fc.integer().map(String)).map(percentEncode), fc.constantFrom('%FF', '%C0%AF', '%ED%A0%80', '%', '%G1'));
  const query = fc.array(fc.tuple(fc.constantFrom(...endpoint.queryNames, 'page'), queryValue), { minLength: hostile && endpoint.queryNames.length > 0 ? 1 : 0, maxLength: 4 });
  const body = endpoint.method === 'GET'
    ? fc.constant(undefined)
    : endpoint.bodySchema
    ? fc.oneof({ arbitrary: shaped(endpoint.bodySchema, document), weight: 12 }, { arbitrary: hostileValue, weight: 6 }, { arbitrary: deeplyNested, weight: 1 }, { arbitrary: wide, weight: 1 })
    : fc.oneof({ arbitrary: hostileValue, weight: 4 }, ...(hostile ? [] : [{ arbitrary: fc.constant(undefined), weight: 4 }]), { arbitrary: deeplyNested, weight: 1 }, { arbitrary: wide, weight: 1 });
  return fc.record({ parameters, body, query }).map(({ parameters: values, body: generated, query: pairs }) => {
    let index = 0;
    const path = endpoint.route.replace(/:(\w+)/g, () => values[index++] ?? 'x');
    const search = pairs.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&');
    return { url: search ? `${path}?${search}` : path, body: generated };
  });
}

/** Someone who calls the API: anonymous (no token), a citizen, a vendor or an officer. */
export interface FuzzCaller {
  name: string;
  token: string | undefined;
  citizen?: boolean;
}

/** A bearer token for a caller the route admits (or none for public routes): a citizen for citizens' routes, else a demo login, signed in once each. */
export async function tokenFor(app: FastifyInstance, access: AccessRule, cache: Map<string, string>, callers: readonly FuzzCaller[] = []): Promise<string | undefined> {
  if (access === 'public') return undefined;
  if (access === 'citizen') return callers.find((caller) => caller.citizen)?.token;
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

/**
 * Sends `runs` made-up requests spread over the routes that take input, each
 * as a caller the route admits, then for every route a request of its own
 * from each of `callers` (each caller's drawn from the seed); stops at the
 * first 5xx.
 */
export async function fuzzWriteEndpoints(
  app: FastifyInstance,
  document: OpenApiDocument,
  options: { runs: number; seed: number; only?: string | undefined; callers?: readonly FuzzCaller[] },
): Promise<FuzzOutcome> {
  const endpoints = fuzzedEndpoints(app, document).filter((endpoint) => !options.only || endpoint.route.includes(options.only));
  const takingInput = endpoints.filter((endpoint) => isWrite(endpoint) || endpoint.queryNames.length > 0 || endpoint.route.includes(':'));
  const perEndpoint = Math.ceil(options.runs / Math.max(takingInput.length, 1));
  const callers = options.callers ?? [];
  const tokens = new Map<string, string>();
  let sent = 0;
  const send = async (endpoint: WriteEndpoint, { url, body }: FuzzRequest, token: string | undefined, caller: string) => {
    sent += 1;
    const response = await app.inject({
      method: endpoint.method as 'POST',
      url,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    if (response.statusCode >= 500) throw new Error(`${endpoint.method} ${url.slice(0, 200)} as ${caller} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  };
  for (const [index, endpoint] of endpoints.entries()) {
    const replay = `npm run fuzz -- --seed ${options.seed} --route '${endpoint.route}'`;
    const requests = requestArbitrary(endpoint, document);
    if (takingInput.includes(endpoint)) {
      const token = await tokenFor(app, endpoint.access, tokens, callers);
      const property = fc.asyncProperty(requests, (request) => send(endpoint, request, token, 'a caller it admits'));
      const outcome = await fc.check(property, { numRuns: perEndpoint, seed: options.seed + index });
      if (outcome.failed) {
        return { sent, endpoints: endpoints.length, failure: `${endpoint.method} ${endpoint.route} answered a 5xx; replay with: ${replay}\n${(fc.defaultReportMessage(outcome) ?? '').slice(0, 3_000)}` };
      }
    }
    // A public route that takes no input answers every caller alike (the API description, the upload templates): asked once, anonymously.
    const askedOf = endpoint.access === 'public' && !takingInput.includes(endpoint) ? callers.filter((caller) => caller.token === undefined) : callers;
    const drawn = fc.sample(requestArbitrary(endpoint, document, true), { seed: options.seed + index, numRuns: askedOf.length });
    for (const [position, caller] of askedOf.entries()) {
      try {
        await send(endpoint, drawn[position]!, caller.token, caller.name);
      } catch (error) {
        const request = drawn[position]!;
        return { sent, endpoints: endpoints.length, failure: `${endpoint.method} ${endpoint.route} answered a 5xx as ${caller.name}; replay with: ${replay}\n${(error as Error).message}\nBody: ${JSON.stringify(request.body)?.slice(0, 1_000)}` };
      }
    }
  }
  return { sent, endpoints: endpoints.length };
}

/**
 * 2,000 requests and a fixed seed in CI, so that both databases meet the same
 * requests and a run takes the same time; `npm run fuzz -- --runs N --seed S`
 * asks for more or others, `--route R` replays a failure.
 */
export function fuzzSettings(): { runs: number; seed: number; only: string | undefined } {
  return {
    runs: Number(process.env.FUZZ_RUNS ?? 2_000),
    seed: Number(process.env.FUZZ_SEED ?? 20_261_128),
    only: process.env.FUZZ_ROUTE,
  };
}
