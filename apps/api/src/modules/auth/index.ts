export { authRoutes, REFRESH_COOKIE } from './routes.ts';
export { SessionChecks, type SessionLookup } from './session-checks.ts';
export { consumeCaptcha, createCaptcha } from './captcha.ts';
