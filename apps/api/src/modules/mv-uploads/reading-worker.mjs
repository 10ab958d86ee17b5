// Reads one rate file inside its own thread and reports the rows, or the file's problem.
// Plain JavaScript, so the thread starts the same under the server and under the tests:
// beside the compiled reader (the production build) it imports it; beside the
// TypeScript source (development and tests) it loads it through tsx.
import { existsSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';

const compiled = new URL('./spreadsheet.js', import.meta.url);
const { readSheet } = existsSync(compiled) ? await import(compiled.href) : await (await import('tsx/esm/api')).tsImport('./spreadsheet.ts', import.meta.url);
parentPort.postMessage(await readSheet(Buffer.from(workerData.bytes), workerData.maxRows));
