import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * Workers share one port, so a scrape reaches whichever worker takes the
 * connection: that worker asks the supervisor, which gathers every worker's
 * figures (prom-client's own cluster aggregation) and answers with their sum.
 */
const REQUEST = 'igrs:metrics-request';
const REPLY = 'igrs:metrics-reply';
const SUPERVISOR_ANSWER_MS = 5_000;

interface MetricsReply {
  type: typeof REPLY;
  id: number;
  text?: string;
}

/** In a worker: offers this registry to the supervisor's gathering. */
export function offerToSupervisor(registry: Registry): void {
  if (!cluster.isWorker) return;
  // Constructing one installs prom-client's answer to the supervisor's request for this worker's figures.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}

let nextRequest = 0;

/** Every worker's figures summed, when this process is a worker of a supervisor; its own otherwise, or if the supervisor does not answer in time. */
export async function portalMetrics(registry: Registry): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const id = (nextRequest += 1);
  const answer = await new Promise<string | undefined>((resolve) => {
    const timer = setTimeout(() => finish(undefined), SUPERVISOR_ANSWER_MS);
    const listener = (message: unknown) => {
      const reply = message as Partial<MetricsReply>;
      if (reply?.type === REPLY && reply.id === id) finish(reply.text);
    };
    function finish(text: string | undefined) {
      clearTimeout(timer);
      process.off('message', listener);
      resolve(text);
    }
    process.on('message', listener);
    process.send!({ type: REQUEST, id });
  });
  return answer ?? registry.metrics();
}

/** In the supervisor: answers the workers' requests for the portal's summed figures. */
export function gatherForWorkers(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== REQUEST || typeof message.id !== 'number') return;
    const id = message.id;
    aggregator
      .clusterMetrics()
      .then((text) => worker.send({ type: REPLY, id, text } satisfies MetricsReply))
      .catch(() => worker.send({ type: REPLY, id } satisfies MetricsReply));
  });
}
