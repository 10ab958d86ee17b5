import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  createSubUserRequestSchema,
  createUserRequestSchema,
  errorMessage,
  userSummarySchema,
  validationMessage,
  type CreateSubUserRequest,
  type LoginType,
} from '@igrs/domain';
import { recordAudit } from '../../lib/audit.ts';
import { hashPassword, passwordProblem } from '../../lib/passwords.ts';
import type { Secrets } from '../../lib/secrets.ts';
import { HttpProblem, requestLanguage } from '../../plugins/errors.ts';
import { insertUser, listUsers, userSummary } from './repository.ts';

const ADMINISTRATORS: readonly LoginType[] = ['ADMIN'];

export const userRoutes: FastifyPluginAsyncZod<{ secrets: Secrets }> = async (app, { secrets }) => {
  const db = app.database.db;
  const key = secrets.dataEncryptionKey;

  const create = async (
    request: FastifyRequest,
    fields: CreateSubUserRequest & { loginType: LoginType; isMasterUser: boolean; masterUserId: string | null },
  ) => {
    const language = requestLanguage(request);
    const problem = passwordProblem(fields.password, fields.loginId);
    if (problem) throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.password', message: validationMessage(problem, language) }]);
    const created = await insertUser(db, key, {
      ...fields,
      isMasterUser: fields.loginType === 'AGENCY' && fields.isMasterUser,
      passwordHash: await hashPassword(fields.password),
      createdBy: request.principal!.userId,
    });
    if (!created) throw new HttpProblem(409, 'LOGIN_ID_TAKEN', [{ field: 'body.loginId', message: errorMessage('LOGIN_ID_TAKEN', language) }]);
    await recordAudit(db, {
      event: 'user.created',
      loginId: request.principal!.loginId,
      clientAddress: request.ip,
      details: { createdLoginId: created.loginId, loginType: created.loginType },
    });
    return userSummary(key, created);
  };

  app.post(
    '/users',
    {
      config: { access: { loginTypes: ADMINISTRATORS } },
      schema: {
        tags: ['users'],
        summary: 'Create a user of any login type (administrators)',
        body: createUserRequestSchema,
        response: { 201: userSummarySchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await create(request, { ...request.body, masterUserId: null })),
  );

  app.get(
    '/users',
    {
      config: { access: { loginTypes: ADMINISTRATORS } },
      schema: { tags: ['users'], summary: 'Every user (administrators)', response: { 200: z.object({ users: z.array(userSummarySchema) }) } },
    },
    async () => ({ users: (await listUsers(db)).map((row) => userSummary(key, row)) }),
  );

  app.post(
    '/users/sub-users',
    {
      config: { access: { menuPage: 'subUserCreation' } },
      schema: {
        tags: ['users'],
        summary: 'Create a sub user of the signed-in master agency',
        body: createSubUserRequestSchema,
        response: { 201: userSummarySchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await create(request, { ...request.body, loginType: 'AGENCY', isMasterUser: false, masterUserId: request.principal!.userId })),
  );

  app.get(
    '/users/sub-users',
    {
      config: { access: { menuPage: 'subUserCreation' } },
      schema: { tags: ['users'], summary: 'The signed-in master agency\'s sub users', response: { 200: z.object({ users: z.array(userSummarySchema) }) } },
    },
    async (request) => ({ users: (await listUsers(db, { masterUserId: request.principal!.userId })).map((row) => userSummary(key, row)) }),
  );
};
