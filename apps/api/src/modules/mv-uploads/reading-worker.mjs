// Reads one rate file inside its own thread and reports the rows, or the file's problem.
// Plain JavaScript, so the thread starts the same under the server and under the tests;
// it loads the TypeScript reader through tsx.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { readSheet } = await tsImport('./spreadsheet.ts', import.meta.url);
parentPort.postMessage(await readSheet(Buffer.from(workerData.bytes), workerData.maxRows));
