import { randomUUID } from 'node:crypto';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_BASE_PATH } from '@igrs/domain';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { setOfficeClock } from './lib/clock.ts';
import { serializeError, serializeRequest } from './lib/log-serializers.ts';
import { TokenService } from './lib/tokens.ts';
import type { Secrets } from './lib/secrets.ts';
import { processState, type SharedState } from './lib/shared-state.ts';
import { accessPlugin } from './plugins/access.ts';
import { responseSerializerCompiler } from './plugins/compiled-responses.ts';
import { inputPlugin } from './plugins/input.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { NEVER_BUSY, loadSheddingPlugin, type Busyness } from './plugins/load-shedding.ts';
import { errorBody, errorHandlingPlugin, requestLanguage } from './plugins/errors.ts';
import { sameOriginPlugin } from './plugins/same-origin.ts';
import { rateLimitPlugin, securityHeadersPlugin } from './plugins/security.ts';
import { serverTimingPlugin } from './plugins/server-timing.ts';
import { APPLICATION_PAYMENT_PURPOSE, applicationPaymentPurpose, applicationRoutes, startDraftExpiry, type Applications } from './modules/applications/index.ts';
import { SessionChecks, authRoutes } from './modules/auth/index.ts';
import { certificateCodeKey, certificateRoutes } from './modules/certificates/index.ts';
import { certifiedCopyRoutes } from './modules/certified-copy/index.ts';
import { CitizenTokens, citizenHashKey, citizenRoutes } from './modules/citizens/index.ts';
import { apiDocsPlugin } from './modules/docs/routes.ts';
import { dutyRoutes } from './modules/duty/index.ts';
import { ecRoutes, searchTokenKey } from './modules/ec/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { frameRoutes } from './modules/frame/routes.ts';
import { geographyRoutes } from './modules/geography/index.ts';
import { grievanceRoutes } from './modules/grievances/index.ts';
import { notaryRoutes } from './modules/notaries/index.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { marketValueRoutes } from './modules/market-value/index.ts';
import { mvUploadRoutes } from './modules/mv-uploads/index.ts';
import { nameSearchRoutes } from './modules/name-search/index.ts';
import { deliveryRoutes, demoOutboxRoutes, startDeliveryQueue, type DeliveryQueue } from './modules/notifications/index.ts';
import { RazorpayGateway, SandboxGateway, applyGatewayWord, paymentRoutes, sandboxGatewayKey, sandboxGatewayRoutes, type PaymentGateway, type PaymentPurpose, type Payments } from './modules/payments/index.ts';
import { mutationRoutes, partnerKeys, SandboxLandRecordsOffice, verifyPartnerCall, type PartnerKeys } from './modules/mutations/index.ts';
import { registerRoutes } from './modules/register/index.ts';
import { reportRoutes } from './modules/reports/index.ts';
import { statisticsRoutes } from './modules/statistics/index.ts';
import { prohibitedRoutes } from './modules/prohibited/index.ts';
import { INDENT_PAYMENT_PURPOSE, indentPaymentPurpose, stampRoutes } from './modules/stamps/index.ts';
import { REGISTRY_PAYMENT_PURPOSE, registryPaymentPurpose, registryRoutes } from './modules/registries/index.ts';
import { referenceRoutes } from './modules/reference/index.ts';
import { userRoutes } from './modules/users/index.ts';
import { webRoutes } from './modules/web/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    readonly database: DatabaseHandle;
    /** What each workflow does when its payment succeeds, by purpose; each workflow adds its own. */
    readonly paymentPurposes: Map<string, PaymentPurpose>;
    /** Where every workflow's messages go to be sent: the delivery queue of this process. */
    readonly deliveryQueue: DeliveryQueue;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  secrets: Secrets;
  /** Counters and notices every process shares; this process's own unless given (tests, the embedded database). */
  sharedState?: SharedState;
  /** Whether the process counts as busy, for shedding anonymous load; measured from the event loop unless given (tests). */
  busyness?: Busyness;
  logger?: boolean;
  /** Where log lines go instead of standard output (the tests read them). */
  logStream?: NodeJS.WritableStream;
}

/** Paths of request bodies and headers that never reach a log line. */
export const REDACTED_LOG_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'req.body', 'res.body'];

/** Every half minute, the demonstration's stand-in for the land records decides what was sent to it, through the signed interface. */
function startSandboxLandRecordsOffice(app: FastifyInstance, keys: PartnerKeys): void {
  const office = new SandboxLandRecordsOffice(keys, async (call) => {
    const response = await app.inject({ method: call.method, url: call.url, headers: call.headers, payload: call.body || undefined });
    return { status: response.statusCode, body: response.body };
  });
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    app.log.info('a SANDBOX land records office decides mutation requests (demonstration only; LAND_RECORDS_SANDBOX)');
    timer = setInterval(() => {
      // A round still going when the next is due is left to finish.
      round ??= office
        .decidePending()
        .catch((error: unknown) => app.log.warn({ err: error }, 'the sandbox land records office could not finish a round'))
        .finally(() => (round = undefined));
    }, 30_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
}

/** The gateway the configuration names: a bank's in production, the sandbox elsewhere unless a bank's is configured. */
function paymentGateway(config: AppConfig, secrets: Secrets, database: DatabaseHandle): PaymentGateway {
  switch (config.PAYMENT_GATEWAY) {
    case 'sandbox':
      return new SandboxGateway(sandboxGatewayKey(secrets.dataEncryptionKey), database.db);
    case 'razorpay':
      // loadConfig has checked the adapter's settings whenever it is chosen.
      return new RazorpayGateway(config.razorpay!);
  }
}

/** Automated tests only (TEST_CLOCK, refused in production): sets the office's clock to an instant, or back to the machine's with null. */
const testClockRoutes: FastifyPluginAsyncZod = async (api) => {
  api.put(
    '/test-clock',
    {
      config: { access: 'public' },
      schema: { tags: ['tests'], summary: "Sets the office's clock (automated tests only)", body: z.object({ now: z.iso.datetime({ offset: true }).nullable() }) },
    },
    async (request, reply) => {
      setOfficeClock(request.body.now === null ? undefined : new Date(request.body.now));
      return reply.status(204).send();
    },
  );
};

/** Builds the whole server without listening, so tests can drive it with `inject`. */
export async function buildApp({ config, database, secrets, sharedState = processState(), busyness, logger = true, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.LOG_LEVEL,
          redact: REDACTED_LOG_PATHS,
          serializers: { req: serializeRequest, err: serializeError },
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    trustProxy: config.TRUST_PROXY,
    // Every log line of a request carries its id, and the response returns it, so a citizen's complaint leads to the lines; a proxy's own id is kept when it is trusted.
    requestIdHeader: config.TRUST_PROXY ? 'x-request-id' : false,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // Over-long path values reach the input check, which answers them in the common error shape.
    routerOptions: { maxParamLength: 16_384 },
  }).withTypeProvider<ZodTypeProvider>();

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('database', database);
  // Set as the process begins to stop, so readiness fails while requests in hand finish.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });

  await app.register(securityHeadersPlugin);
  await app.register(serverTimingPlugin);
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN, allowFrom: config.METRICS_ALLOW_FROM });
  await app.register(errorHandlingPlugin);
  await app.register(inputPlugin);
  const tokens = new TokenService(secrets.jwtSecret, config.ACCESS_TOKEN_MINUTES);
  const citizenTokens = new CitizenTokens(secrets.jwtSecret, database.db, sharedState, { accessTokenMinutes: config.ACCESS_TOKEN_MINUTES, sessionHours: config.SESSION_MAX_HOURS });
  await citizenTokens.listen();
  const sessionChecks = new SessionChecks(database.db, sharedState);
  await sessionChecks.listen();
  // Every message goes through the delivery queue to the configured SMS gateway and mail server (the demo outbox's sender outside production).
  const messages = await startDeliveryQueue(app, { config, encryptionKey: secrets.dataEncryptionKey });
  app.decorate('deliveryQueue', messages);
  const landRecordsKeys = partnerKeys({ webland: config.WEBLAND_KEY, municipal: config.MUNICIPAL_KEY }, secrets.dataEncryptionKey, config.NODE_ENV === 'production');
  await app.register(accessPlugin, {
    tokens,
    verifyCitizen: (token) => citizenTokens.verify(token),
    menuOptions: { incomeTaxAgencyLoginId: config.INCOME_TAX_AGENCY_LOGIN_ID },
    activeSessionUser: (sessionId, now) => sessionChecks.activeSessionUser(sessionId, now),
    verifyPartner: (call, now) => verifyPartnerCall(landRecordsKeys, call, now),
  });
  const shedding = busyness ?? (config.SHED_WHEN_BUSY ? undefined : NEVER_BUSY);
  await app.register(loadSheddingPlugin, { anonymousInFlightLimit: config.ANONYMOUS_IN_FLIGHT_LIMIT, ...(shedding ? { busyness: shedding } : {}) });
  await app.register(rateLimitPlugin, { requestsPerMinute: config.RATE_LIMIT_PER_MINUTE, sharedState });
  await app.register(sameOriginPlugin);
  await app.register(cookie);
  await app.register(apiDocsPlugin);
  app.decorate('paymentPurposes', new Map<string, PaymentPurpose>());

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { draining: () => draining });
      await api.register(contentRoutes);
      await api.register(frameRoutes, { config });
      await api.register(authRoutes, { config, secrets, tokens, sessionChecks });
      await api.register(userRoutes, { secrets });
      await api.register(geographyRoutes);
      await api.register(marketValueRoutes);
      await api.register(mvUploadRoutes);
      await api.register(referenceRoutes);
      await api.register(registerRoutes, { encryptionKey: secrets.dataEncryptionKey });
      await api.register(dutyRoutes);
      await api.register(nameSearchRoutes);
      await api.register(certificateRoutes, { codeKey: certificateCodeKey(secrets.dataEncryptionKey) });
      await api.register(ecRoutes, { codeKey: certificateCodeKey(secrets.dataEncryptionKey), tokenKey: searchTokenKey(secrets.dataEncryptionKey) });
      await api.register(certifiedCopyRoutes, { secrets });
      await api.register(reportRoutes, { codeKey: certificateCodeKey(secrets.dataEncryptionKey) });
      await api.register(statisticsRoutes);
      await api.register(prohibitedRoutes);
      await api.register(mutationRoutes, { messages: { encryptionKey: secrets.dataEncryptionKey, transport: messages } });
      await api.register(grievanceRoutes, { encryptionKey: secrets.dataEncryptionKey, uploadDir: path.join(config.DATA_DIR, 'uploads') });
      await api.register(notaryRoutes);
      await api.register(citizenRoutes, {
        access: {
          db: database.db,
          encryptionKey: secrets.dataEncryptionKey,
          hashKey: citizenHashKey(secrets.dataEncryptionKey),
          tokens: citizenTokens,
          transport: messages,
          sharedState,
        },
      });
      // Every workflow that takes money pays through the configured gateway (docs/decisions/0013-payments.md).
      const payments: Payments = { db: database.db, gateway: paymentGateway(config, secrets, database), purposes: app.paymentPurposes };
      if (config.PAYMENT_GATEWAY === 'sandbox') {
        await api.register(sandboxGatewayRoutes, { key: sandboxGatewayKey(secrets.dataEncryptionKey), deliverNotice: (notice) => applyGatewayWord(payments, notice, 'notice') });
      }
      await api.register(paymentRoutes, { payments });
      app.paymentPurposes.set(APPLICATION_PAYMENT_PURPOSE, applicationPaymentPurpose(secrets.dataEncryptionKey));
      const applications: Applications = {
        db: database.db,
        encryptionKey: secrets.dataEncryptionKey,
        hashKey: citizenHashKey(secrets.dataEncryptionKey),
        payments,
        uploadDir: path.join(config.DATA_DIR, 'uploads'),
        transport: messages,
        codeKey: certificateCodeKey(secrets.dataEncryptionKey),
      };
      await api.register(applicationRoutes, { applications, tokens: citizenTokens });
      // Drafts left without a step are warned, then withdrawn with their files, on a schedule.
      startDraftExpiry(app, applications);
      // Indents are paid by challan through the same gateway.
      app.paymentPurposes.set(INDENT_PAYMENT_PURPOSE, indentPaymentPurpose());
      await api.register(stampRoutes, { stamps: { db: database.db, payments } });
      // Marriages, firms and societies pay their fees through the same gateway.
      app.paymentPurposes.set(REGISTRY_PAYMENT_PURPOSE, registryPaymentPurpose(secrets.dataEncryptionKey));
      await api.register(registryRoutes, {
        registries: {
          db: database.db,
          encryptionKey: secrets.dataEncryptionKey,
          payments,
          uploadDir: path.join(config.DATA_DIR, 'uploads'),
          transport: messages,
          codeKey: certificateCodeKey(secrets.dataEncryptionKey),
        },
      });
      // The demo outbox shows what was "sent" only where a stand-in sends nothing.
      if (config.TEST_CLOCK) await api.register(testClockRoutes);
      await api.register(deliveryRoutes, { transport: messages, deliveryReportToken: config.SMS_DELIVERY_REPORT_TOKEN });
      if (config.SMS_GATEWAY === 'demo-outbox' || config.EMAIL_TRANSPORT === 'demo-outbox') await api.register(demoOutboxRoutes, { encryptionKey: secrets.dataEncryptionKey });
    },
    { prefix: API_BASE_PATH },
  );
  await app.register(webRoutes, { distDir: config.WEB_DIST_DIR, rendererFile: config.WEB_RENDERER, drawingWaitMs: config.DRAWN_PAGE_WAIT_MS });
  if (config.LAND_RECORDS_SANDBOX) startSandboxLandRecordsOffice(app, landRecordsKeys);

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    const language = requestLanguage(request);
    if (request.url.startsWith(API_BASE_PATH)) return reply.status(404).send(errorBody('ROUTE_NOT_FOUND', language));
    return reply.status(404).type('text/plain; charset=utf-8').send(errorBody('ROUTE_NOT_FOUND', language).error.message);
  });

  return app;
}
