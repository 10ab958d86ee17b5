import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_BASE_PATH,
  apiErrorSchema,
  captchaQuerySchema,
  captchaResponseSchema,
  errorMessage,
  loginRequestSchema,
  maskNumber,
  menuFor,
  menuResponseSchema,
  passwordResetRequestSchema,
  storedLoginSchema,
  tokenRefreshResponseSchema,
  validationMessage,
  type Principal,
  type StoredLogin,
} from '@igrs/domain';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { recordAudit } from '../../lib/audit.ts';
import { decryptField } from '../../lib/field-encryption.ts';
import { decoyPasswordHash, hashPassword, passwordProblem, verifyPassword } from '../../lib/passwords.ts';
import type { Secrets } from '../../lib/secrets.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { HttpProblem, requestLanguage } from '../../plugins/errors.ts';
import { isCrossSite } from '../../plugins/same-origin.ts';
import { findUserById, findUserByLoginId, markSignedIn, placeOf, principalOf, setPassword, type UserRow } from '../users/index.ts';
import { consumeCaptcha, createCaptcha } from './captcha.ts';
import type { SessionChecks } from './session-checks.ts';
import { issueRefreshToken, revokeOtherSessions, revokeSession, rotateRefreshToken, startSession } from './sessions.ts';
import { clearFailures, lockedForSeconds, recordFailure, slowDownFor, throttleKeys } from './throttle.ts';

export const REFRESH_COOKIE = 'igrs_refresh';
const REFRESH_COOKIE_PATH = `${API_BASE_PATH}/users`;

export interface AuthRoutesOptions {
  config: AppConfig;
  secrets: Secrets;
  tokens: TokenService;
  sessionChecks: SessionChecks;
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { config, secrets, tokens, sessionChecks }) => {
  // Made before the first sign-in, so the first unknown login id costs no more than any other.
  await decoyPasswordHash();
  const db = app.database.db;
  const sessionMs = config.SESSION_MAX_HOURS * 3600 * 1000;

  const setRefreshCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, {
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: config.SESSION_MAX_HOURS * 3600,
    });
  const clearRefreshCookie = (reply: FastifyReply) => reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });

  const storedLogin = (user: UserRow, principal: Principal, token: string, lastLogin: Date | null): StoredLogin => ({
    token,
    loginId: user.loginId,
    loginName: user.loginName,
    loginType: principal.loginType,
    isMasterUser: user.isMasterUser ? 'Y' : 'N',
    loginEmail: user.email,
    lastLogin: lastLogin?.toISOString() ?? null,
    loginMobile: user.mobileEncrypted ? maskNumber(decryptField(secrets.dataEncryptionKey, user.mobileEncrypted)) : null,
    loginAadhar: user.aadhaarEncrypted ? maskNumber(decryptField(secrets.dataEncryptionKey, user.aadhaarEncrypted)) : null,
    ...placeOf(user),
  });

  app.get(
    '/captcha',
    {
      config: { access: 'public', signingIn: true },
      schema: {
        tags: ['auth'],
        summary: 'A new single-use captcha (picture, or a question readable by screen readers); valid for two minutes',
        querystring: captchaQuerySchema,
        response: { 200: captchaResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return createCaptcha(db, request.query.kind, config.CAPTCHA_FIXED_ANSWER);
    },
  );

  app.post(
    '/users/login',
    {
      config: { access: 'public', signingIn: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with login id, password and captcha; answers the stored-login record and sets the refresh cookie',
        body: loginRequestSchema,
        response: { 200: storedLoginSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { loginId, password, captchaId, captchaText } = request.body;
      const now = new Date();
      const keys = throttleKeys(loginId, request.ip);
      const audit = { loginId, clientAddress: request.ip };

      await pause(await slowDownFor(db, keys));
      const lockedSeconds = await lockedForSeconds(db, keys, now);
      if (lockedSeconds !== undefined) throw new HttpProblem(429, 'LOGIN_TEMPORARILY_LOCKED', undefined, lockedSeconds);
      if (!(await consumeCaptcha(db, captchaId, captchaText))) throw new HttpProblem(400, 'CAPTCHA_FAILED');

      const user = await findUserByLoginId(db, loginId);
      const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
      if (!user || !passwordMatches || user.disabledAt) {
        const locked = await recordFailure(db, keys, now);
        await recordAudit(db, { event: 'login.failed', ...audit });
        if (locked) await recordAudit(db, { event: 'login.locked', ...audit });
        throw new HttpProblem(401, 'LOGIN_FAILED');
      }

      await clearFailures(db, keys);
      const principal = principalOf(user);
      if (!principal) {
        await recordAudit(db, { event: 'login.refused-no-office', ...audit });
        throw new HttpProblem(403, 'ACCOUNT_HAS_NO_OFFICE');
      }
      const sessionId = await startSession(db, user.id, new Date(now.getTime() + sessionMs));
      setRefreshCookie(request, reply, await issueRefreshToken(db, sessionId));
      const token = await tokens.sign({ ...principal, userId: user.id, sessionId }, now);
      const lastLogin = await markSignedIn(db, user.id, now);
      await recordAudit(db, { event: 'login.succeeded', ...audit, loginId: user.loginId, details: { loginType: user.loginType } });
      reply.header('Cache-Control', 'no-store');
      return storedLogin(user, principal, token, lastLogin);
    },
  );

  app.get(
    '/users/token/',
    {
      config: { access: 'session-renewal' },
      schema: {
        tags: ['auth'],
        summary: 'Exchange the refresh cookie for a new access token (the bearer header names the session); the cookie rotates',
        response: { 200: tokenRefreshResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (isCrossSite(request)) throw new HttpProblem(403, 'CROSS_SITE_REQUEST');
      const principal = request.principal!;
      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented) throw new HttpProblem(401, 'REFRESH_FAILED');
      const now = new Date();
      const rotation = await rotateRefreshToken(db, presented, principal.sessionId, now);
      if (rotation.outcome === 'reused') {
        await sessionChecks.revoked([rotation.sessionId]);
        await recordAudit(db, { event: 'token.reuse-detected', loginId: principal.loginId, clientAddress: request.ip });
      }
      if (rotation.outcome !== 'rotated') {
        if (rotation.outcome !== 'raced') clearRefreshCookie(reply);
        throw new HttpProblem(401, 'REFRESH_FAILED');
      }
      setRefreshCookie(request, reply, rotation.token);
      const user = await findUserById(db, principal.userId);
      const current = user && !user.disabledAt ? principalOf(user) : undefined;
      if (!current) throw new HttpProblem(401, 'REFRESH_FAILED');
      const token = await tokens.sign({ ...current, userId: principal.userId, sessionId: principal.sessionId }, now);
      await recordAudit(db, { event: 'token.refreshed', loginId: principal.loginId, clientAddress: request.ip });
      reply.header('Cache-Control', 'no-store');
      return { data: { token } };
    },
  );

  app.post(
    '/users/logout',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], summary: 'End this session on the server and clear the refresh cookie', response: { 204: z.null() } },
    },
    async (request, reply) => {
      const principal = request.principal!;
      await revokeSession(db, principal.sessionId, 'logout');
      await sessionChecks.revoked([principal.sessionId]);
      clearRefreshCookie(reply);
      await recordAudit(db, { event: 'logout', loginId: principal.loginId, clientAddress: request.ip });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/password',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Change the signed-in user\'s password; every other session of that user ends',
        body: passwordResetRequestSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const principal = request.principal!;
      const now = new Date();
      // Guessing the current password here is throttled exactly like guessing it at sign-in.
      const keys = throttleKeys(principal.loginId, request.ip);
      await pause(await slowDownFor(db, keys));
      const lockedSeconds = await lockedForSeconds(db, keys, now);
      if (lockedSeconds !== undefined) throw new HttpProblem(429, 'LOGIN_TEMPORARILY_LOCKED', undefined, lockedSeconds);
      const user = await findUserById(db, principal.userId);
      if (!user || !(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        const locked = await recordFailure(db, keys, now);
        await recordAudit(db, { event: 'password.change-refused', loginId: principal.loginId, clientAddress: request.ip });
        if (locked) await recordAudit(db, { event: 'login.locked', loginId: principal.loginId, clientAddress: request.ip });
        throw new HttpProblem(400, 'CURRENT_PASSWORD_WRONG', [
          { field: 'body.currentPassword', message: errorMessage('CURRENT_PASSWORD_WRONG', requestLanguage(request)) },
        ]);
      }
      const problem = passwordProblem(request.body.newPassword, user.loginId);
      if (problem) {
        throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.newPassword', message: validationMessage(problem, requestLanguage(request)) }]);
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      await clearFailures(db, keys);
      // The new password, the end of the other sessions and the audit entry stand or fall together.
      const ended = await db.transaction(async (tx) => {
        await setPassword(tx, user.id, passwordHash);
        const revoked = await revokeOtherSessions(tx, user.id, principal.sessionId, 'password-changed');
        await recordAudit(tx, { event: 'password.changed', loginId: user.loginId, clientAddress: request.ip });
        return revoked;
      });
      await sessionChecks.revoked(ended);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/menu',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], summary: 'The menu tree the signed-in caller\'s login type entitles them to', response: { 200: menuResponseSchema } },
    },
    async (request) => ({ menu: menuFor(request.principal!, { incomeTaxAgencyLoginId: config.INCOME_TAX_AGENCY_LOGIN_ID }) }),
  );
};
