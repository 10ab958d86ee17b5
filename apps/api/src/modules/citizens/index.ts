export { CITIZEN_REFRESH_COOKIE, citizenRoutes, setCitizenRefreshCookie } from './routes.ts';
export { citizenHashKey, type CitizenAccess } from './service.ts';
export { CitizenTokens, type CitizenClaims, type CitizenSessionLifetimes } from './tokens.ts';
