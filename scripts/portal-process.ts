import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** Whether a server (Redis, PostgreSQL) accepts connections at the address of a URL. */
export function serverAnswers(address: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    const answer = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.setTimeout(1000, () => answer(false));
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
  });
}

/** The processes a process has started itself (a supervisor's workers, and helpers such as esbuild), from /proc. */
export async function childPids(pid: number): Promise<number[]> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return children.trim().split(/\s+/).filter(Boolean).map(Number);
}

export interface RunningPortal {
  baseUrl: string;
  /** The server's own process: the supervisor of its workers when it has several. */
  pid: number;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The portal exited with code ${server.exitCode} before it was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The portal did not answer ${url} within ${timeoutMs} ms`);
}

/** How the server is run: from its TypeScript source through tsx's loader, or the compiled build with plain node, as `npm start` runs it (built by `npm run build:api`). */
const SERVER_COMMANDS = {
  source: ['--import', 'tsx', 'apps/api/src/server.ts'],
  compiled: ['--enable-source-maps', '--conditions=igrs-compiled', 'apps/api/dist/server.js'],
} as const;

/** Starts the real portal on a free loopback port with a throwaway embedded database. */
export async function startPortal(extraEnv: Record<string, string> = {}, build: keyof typeof SERVER_COMMANDS = 'source'): Promise<RunningPortal> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'igrs-portal-'));
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Node itself with tsx's loader, not tsx's command, so the process started is the server (or its supervisor).
  const server = spawn(process.execPath, [...SERVER_COMMANDS[build]], {
    cwd: repositoryRoot,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extraEnv, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(`${baseUrl}/igrsapi/v1/health`, server, 90_000);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return {
    baseUrl,
    pid: server.pid!,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
