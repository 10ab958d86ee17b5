import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  createSubUserRequestSchema,
  createUserRequestSchema,
  errorMessage,
  jurisdictionLevelOf,
  mayAssignJurisdiction,
  STATE_JURISDICTION,
  userSummarySchema,
  validationMessage,
  type CreateSubUserRequest,
  type Jurisdiction,
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
    fields: CreateSubUserRequest & { loginType: LoginType; isMasterUser: boolean; masterUserId: string | null; jurisdiction: Jurisdiction },
  ) => {
    const language = requestLanguage(request);
    if (!mayAssignJurisdiction(request.principal!, fields.loginType, fields.jurisdiction)) {
      throw new HttpProblem(403, 'OUTSIDE_JURISDICTION', [{ field: 'body.jurisdictionCode', message: errorMessage('OUTSIDE_JURISDICTION', language) }]);
    }
    const problem = passwordProblem(fields.password, fields.loginId);
    if (problem) throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.password', message: validationMessage(problem, language) }]);
    const passwordHash = await hashPassword(fields.password);
    // The account and its audit entry are stored together or not at all.
    const created = await db.transaction(async (tx) => {
      const inserted = await insertUser(tx, key, {
        ...fields,
        isMasterUser: fields.loginType === 'AGENCY' && fields.isMasterUser,
        passwordHash,
        createdBy: request.principal!.userId,
        jurisdiction: fields.jurisdiction,
      });
      if (inserted) {
        await recordAudit(tx, {
          event: 'user.created',
          loginId: request.principal!.loginId,
          clientAddress: request.ip,
          details: { createdLoginId: inserted.loginId, loginType: inserted.loginType, jurisdiction: `${inserted.jurisdictionLevel}:${inserted.jurisdictionCode}` },
        });
      }
      return inserted;
    });
    if (!created) throw new HttpProblem(409, 'LOGIN_ID_TAKEN', [{ field: 'body.loginId', message: errorMessage('LOGIN_ID_TAKEN', language) }]);
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
        response: { 201: userSummarySchema, 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { jurisdictionCode, ...fields } = request.body;
      const level = jurisdictionLevelOf(fields.loginType);
      const jurisdiction = { level, code: level === 'state' ? STATE_JURISDICTION.code : jurisdictionCode };
      return reply.status(201).send(await create(request, { ...fields, masterUserId: null, jurisdiction }));
    },
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
        response: { 201: userSummarySchema, 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await create(request, {
            ...request.body,
            loginType: 'AGENCY',
            isMasterUser: false,
            masterUserId: request.principal!.userId,
            jurisdiction: STATE_JURISDICTION,
          }),
        ),
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
