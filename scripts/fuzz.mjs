#!/usr/bin/env node
// Sends as many made-up requests to the API's write endpoints as asked and
// reports any 5xx with the seed that replays it:
//   npm run fuzz -- --runs 20000
//   npm run fuzz -- --seed 12345 --route /igrsapi/v1/register/documents
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10000' }, seed: { type: 'string' }, route: { type: 'string' } } });
const env = { ...process.env, FUZZ_RUNS: values.runs, ...(values.seed ? { FUZZ_SEED: values.seed } : {}), ...(values.route ? { FUZZ_ROUTE: values.route } : {}) };
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api-pglite', 'apps/api/src/plugins/fuzz.test.ts'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
