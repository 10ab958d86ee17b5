import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@igrs/domain';

/**
 * Who may call a route. Every API route states it in `config.access`; a route
 * without a statement stops the server at start, so none can slip through.
 */
export type RouteAccessRule = 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccessRule;
  }
}

export interface DeclaredRoute {
  readonly method: string;
  readonly url: string;
  readonly access: RouteAccessRule;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its declared access, for the permission tests. */
    readonly declaredRoutes: DeclaredRoute[];
  }
}

export const accessPlugin = fp(async (app) => {
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
});
