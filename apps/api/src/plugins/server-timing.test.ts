import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serverTimingPlugin } from './server-timing.ts';

describe('Server-Timing', () => {
  it('reports how long the server took to answer', async () => {
    const app = Fastify();
    await app.register(serverTimingPlugin);
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { ok: true };
    });
    const response = await app.inject({ method: 'GET', url: '/slow' });
    const duration = Number(/^app;dur=(\d+\.\d{2})$/.exec(String(response.headers['server-timing']))?.[1]);
    expect(duration).toBeGreaterThanOrEqual(29);
    expect(duration).toBeLessThan(1000);
    await app.close();
  });
});
