import fp from 'fastify-plugin';
import { TEXT_LIMITS, normaliseInput, validationMessage } from '@igrs/domain';
import { HttpProblem, requestLanguage } from './errors.ts';

const PARTS = [
  ['body', 'body'],
  ['query', 'querystring'],
  ['params', 'params'],
] as const;

/**
 * How deep a request's fields may nest, and how many values it may hold in
 * all. The deepest contract nests a handful of levels and the widest takes a
 * few hundred rows; a body of a megabyte could otherwise nest thousands deep
 * (beyond what a recursive walk can follow) or hold half a million items.
 */
export const INPUT_BOUNDS = { depth: 32, values: 20_000 } as const;

/**
 * Whether a parsed value nests beyond the bound or holds too many values,
 * found without recursion so that no depth can exhaust the stack; answers the
 * path to the first value beyond a bound.
 */
function beyondBounds(value: unknown): { path: (string | number)[]; key: 'inputTooDeep' | 'inputTooLarge' } | undefined {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  let values = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    values += 1;
    if (values > INPUT_BOUNDS.values) return { path: next.path, key: 'inputTooLarge' };
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.path.length >= INPUT_BOUNDS.depth) return { path: next.path, key: 'inputTooDeep' };
    const children: [string | number, unknown][] = Array.isArray(next.value) ? [...next.value.entries()] : Object.entries(next.value);
    if (values + children.length > INPUT_BOUNDS.values) return { path: next.path, key: 'inputTooLarge' };
    for (const [key, child] of children) pending.push({ value: child, path: [...next.path, key] });
  }
  return undefined;
}

/**
 * Every string a request carries, in its body, query or path, is normalised
 * to NFC before the route's schema sees it; one holding a control character
 * or an unpaired surrogate, or beyond any field's length, is refused naming
 * the field, and nothing runs; so is a request beyond the bounds above.
 */
export const inputPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    for (const [part, context] of PARTS) {
      const bounds = beyondBounds(request[part]);
      if (bounds) {
        throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: [context, ...bounds.path.slice(0, 3)].join('.'), message: validationMessage(bounds.key, requestLanguage(request)) }]);
      }
      const { value, problem } = normaliseInput(request[part]);
      const tooLong =
        part === 'params' && value && typeof value === 'object'
          ? Object.entries(value).find(([, parameter]) => typeof parameter === 'string' && parameter.length > TEXT_LIMITS.pathParameter)
          : undefined;
      const refusal = problem ?? (tooLong ? { path: [tooLong[0]], key: 'textTooLong' as const } : undefined);
      if (refusal) {
        const field = [context, ...refusal.path].join('.');
        throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field, message: validationMessage(refusal.key, requestLanguage(request)) }]);
      }
      if (part === 'body') request.body = value;
      // The query and path objects belong to the router: their values are replaced in place.
      else if (value && typeof value === 'object') Object.assign(request[part] as object, value);
    }
  });
});
