import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_BASE_PATH, frameResponseSchema, visitorCountSchema } from '@igrs/domain';
import type { AppConfig } from '../../config.ts';
import { VISITOR_COUNTER, incrementCounter, listFrameNotifications, listLeaders, readCounter } from './repository.ts';

/** Marks a browser session as already counted; with no expiry it ends with the session. */
export const VISIT_COOKIE = 'igrs_visit';

export const frameRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/frame',
    {
      config: { access: 'public' },
      schema: {
        tags: ['frame'],
        summary: 'What the page frame shows: leaders, notifications, help lines and outside links',
        response: { 200: frameResponseSchema },
      },
    },
    async (_request, reply) => {
      const [leaders, notifications] = await Promise.all([listLeaders(app.database.db), listFrameNotifications(app.database.db)]);
      reply.header('Cache-Control', 'public, max-age=300');
      return {
        leaders,
        notifications,
        links: {
          certifiedCopy: config.CERTIFIED_COPY_URL,
          onlinePayment: config.ONLINE_PAYMENT_URL,
          facebook: config.FACEBOOK_URL,
          twitter: config.TWITTER_URL,
          instagram: config.INSTAGRAM_URL,
        },
        sandbox: { payments: config.PAYMENT_GATEWAY === 'sandbox', messages: config.SMS_GATEWAY === 'demo-outbox' || config.EMAIL_TRANSPORT === 'demo-outbox' },
      };
    },
  );

  app.post(
    '/visitors',
    {
      config: { access: 'public' },
      schema: {
        tags: ['frame'],
        summary: 'Count this browser session once and return the number of visitors so far',
        response: { 200: visitorCountSchema },
      },
    },
    async (request, reply) => {
      if (request.cookies[VISIT_COOKIE]) {
        return { count: await readCounter(app.database.db, VISITOR_COUNTER) };
      }
      const count = await incrementCounter(app.database.db, VISITOR_COUNTER);
      reply.setCookie(VISIT_COOKIE, '1', {
        path: `${API_BASE_PATH}/visitors`,
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
      });
      return { count };
    },
  );
};
