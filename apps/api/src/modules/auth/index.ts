export { authRoutes, REFRESH_COOKIE } from './routes.ts';
export { activeSessionUser } from './sessions.ts';
export { consumeCaptcha, createCaptcha } from './captcha.ts';
