import fp from 'fastify-plugin';
import { API_BASE_PATH, decideAccess, type AccessRule, type MenuOptions, type Principal } from '@igrs/domain';
import type { TokenService } from '../lib/tokens.ts';
import { HttpProblem } from './errors.ts';

/**
 * Who may call a route. Every API route states it in `config.access`; a route
 * without a statement cannot be registered, so none can slip through.
 */
export type RouteAccessRule = AccessRule;

export interface AuthenticatedPrincipal extends Principal {
  userId: string;
  sessionId: string;
}

/** A citizen signed in by mobile, or a guest continuing one application. */
export type CitizenCaller = { citizenId: string } | { guestApplicationId: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccessRule;
    /**
     * The caller proves who it is by a signature over the call that the route
     * checks itself (a payment gateway's notice), not by a session. A route
     * for partner systems is so by its rule.
     */
    signedCaller?: true;
  }
  interface FastifyRequest {
    /** The signed-in caller, when the bearer token belongs to a live session. */
    principal?: AuthenticatedPrincipal;
    /** The signed-in citizen (or a guest on one application), on routes for citizens, when the bearer token is a citizen's. */
    citizen?: CitizenCaller;
    /** The partner system whose signature a call carries, on routes for partner systems. */
    partnerSystem?: string;
    /** The body as sent, where a route's parser keeps it (a partner's signature covers it). */
    rawBody?: string;
  }
  interface FastifyInstance {
    /** Every API route with its declared access, for the permission tests. */
    readonly declaredRoutes: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  readonly method: string;
  readonly url: string;
  readonly access: RouteAccessRule;
}

export interface AccessPluginOptions {
  tokens: TokenService;
  menuOptions: MenuOptions;
  /** Whether the token's session is still live; answers the session's user id. */
  activeSessionUser(sessionId: string, now: Date): Promise<string | undefined>;
  /** The citizen a citizen's token names, when it is one and still valid. */
  verifyCitizen(token: string): Promise<CitizenCaller | undefined>;
  /** The partner system that signed a call, when its signature holds. */
  verifyPartner(call: PartnerCall, now: Date): string | undefined;
}

export interface PartnerCall {
  headers: Record<string, string | string[] | undefined>;
  method: string;
  /** The path with its query, as sent. */
  url: string;
  body: string;
}

/**
 * Whether a route's callers sign their calls (a payment gateway, a partner
 * system): they are served like signed-in callers, never shed or
 * rate-limited as anonymous traffic. A bank retries a refused notice, but the
 * payer waits; a forged call costs one signature check before it is refused.
 */
export function callsAreSigned(config: { access?: RouteAccessRule; signedCaller?: true }): boolean {
  return config.access === 'partner-system' || config.signedCaller === true;
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

export const accessPlugin = fp<AccessPluginOptions>(async (app, options) => {
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_BASE_PATH) || route.url.startsWith(`${API_BASE_PATH}/docs`)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} does not declare who may call it`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declared.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.access;
    // A partner's signature covers the body, so it is checked once the body is read.
    if (!rule || rule === 'partner-system') return;
    const token = bearerToken(request.headers.authorization);
    if (rule === 'citizen' && token) {
      const citizen = await options.verifyCitizen(token);
      if (citizen) {
        request.citizen = citizen;
        return;
      }
    }
    if (token) {
      const claims = await options.tokens.verify(token, { allowExpired: rule === 'session-renewal' });
      const userId = claims ? await options.activeSessionUser(claims.sessionId, new Date()) : undefined;
      if (claims && userId === claims.userId) request.principal = claims;
    }
    const decision = decideAccess(rule, request.principal, options.menuOptions);
    if (decision === 'unauthenticated') throw new HttpProblem(401, 'UNAUTHENTICATED');
    if (decision === 'forbidden') throw new HttpProblem(403, 'FORBIDDEN');
  });

  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.access !== 'partner-system') return;
    // A body the route's parser did not keep as sent (another content type) cannot be checked against its signature.
    const unchecked = request.body !== undefined && request.rawBody === undefined;
    const partner = unchecked ? undefined : options.verifyPartner({ headers: request.headers, method: request.method, url: request.url, body: request.rawBody ?? '' }, new Date());
    if (!partner) throw new HttpProblem(401, 'UNAUTHENTICATED');
    request.partnerSystem = partner;
  });

  // What a signed-in caller is answered is theirs (names, masked identifiers, their queue):
  // no shared or browser cache keeps it unless a route says otherwise.
  app.addHook('onSend', async (request, reply) => {
    if ((request.principal || request.citizen) && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });
});
