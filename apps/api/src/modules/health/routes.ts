import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@igrs/domain';
import { HttpProblem } from '../../plugins/errors.ts';

/** How long readiness waits for the database before calling the process not ready. */
const DATABASE_ANSWER_MS = 2_000;
/** When to ask again after a "not ready": a draining process is gone, and a database back, within seconds. */
const NOT_READY_RETRY_AFTER_SECONDS = 5;
const notReady = () => new HttpProblem(503, 'SERVICE_UNAVAILABLE', undefined, NOT_READY_RETRY_AFTER_SECONDS);

/**
 * Liveness says the process turns its event loop (restart it if not);
 * readiness says it should be sent requests: its database answers and it is
 * not draining for a restart. The proxy and the supervisor ask the second.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ draining: () => boolean }> = async (app, { draining }) => {
  const databaseAnswers = async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(notReady()), DATABASE_ANSWER_MS);
    });
    try {
      await Promise.race([app.database.db.execute(sql`select 1`), late]);
    } catch {
      throw notReady();
    } finally {
      clearTimeout(timer);
    }
  };
  const schema = (summary: string) => ({ tags: ['health'], summary, response: { 200: healthResponseSchema } });

  app.get('/health', { config: { access: 'public' }, schema: schema('Whether the server and its database answer (the same as readiness)') }, async () => {
    if (draining()) throw notReady();
    await databaseAnswers();
    return { status: 'ok' as const, database: app.database.kind };
  });
  app.get('/health/live', { config: { access: 'public' }, schema: schema('Whether the process is alive (it does not ask the database)') }, async () => ({ status: 'ok' as const, database: app.database.kind }));
  app.get('/health/ready', { config: { access: 'public' }, schema: schema('Whether the process should be sent requests: its database answers and it is not draining') }, async () => {
    if (draining()) throw notReady();
    await databaseAnswers();
    return { status: 'ok' as const, database: app.database.kind };
  });
};
