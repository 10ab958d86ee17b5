import fp from 'fastify-plugin';
import { TEXT_LIMITS, normaliseInput, validationMessage } from '@igrs/domain';
import { HttpProblem, requestLanguage } from './errors.ts';

const PARTS = [
  ['body', 'body'],
  ['query', 'querystring'],
  ['params', 'params'],
] as const;

/**
 * Every string a request carries, in its body, query or path, is normalised
 * to NFC before the route's schema sees it; one holding a control character
 * or an unpaired surrogate, or beyond any field's length, is refused naming
 * the field, and nothing runs.
 */
export const inputPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    for (const [part, context] of PARTS) {
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
