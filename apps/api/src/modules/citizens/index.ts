export { citizenRoutes } from './routes.ts';
export { citizenHashKey, type CitizenAccess } from './service.ts';
export { CitizenTokens, type CitizenClaims } from './tokens.ts';
