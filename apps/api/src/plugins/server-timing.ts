import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    startedAt?: bigint;
  }
}

/**
 * A `Server-Timing: app;dur=<ms>` header on every answer: how long the server
 * itself took, without the network, for browsers' developer tools and for the
 * benchmark's figures.
 */
export const serverTimingPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request) => {
    request.startedAt = process.hrtime.bigint();
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.startedAt === undefined) return;
    const milliseconds = Number(process.hrtime.bigint() - request.startedAt) / 1e6;
    reply.header('Server-Timing', `app;dur=${milliseconds.toFixed(2)}`);
  });
});
