#!/usr/bin/env node
// Runs every check the project has: types, lint, unit, API (on PGlite and on the
// local PostgreSQL server when it answers) and browser tests in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';

const CHROMIUM = '/usr/bin/chromium';

function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function mustRun(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

function debianPackageInstalled(name) {
  return spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }).stdout.includes('install ok installed');
}

// The browser tests need Chromium and its fonts; the server checks uploaded PDFs with qpdf; poppler-utils reads PDFs' text.
const DEBIAN_PACKAGES = ['chromium', 'fonts-noto-core', 'qpdf', 'poppler-utils'];

function ensureDebianPackages() {
  const missing = DEBIAN_PACKAGES.filter((name) => !debianPackageInstalled(name));
  if (missing.length === 0 && existsSync(CHROMIUM)) return;
  console.log(`Installing ${missing.join(', ')} from Debian for the tests`);
  const aptGet = process.getuid?.() === 0 ? ['apt-get'] : ['sudo', 'apt-get'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  mustRun(aptGet[0], [...aptGet.slice(1), 'update', '-q'], { env });
  mustRun(aptGet[0], [...aptGet.slice(1), 'install', '-y', '-q', '--no-install-recommends', ...missing], { env });
}

function postgresAnswers(host = '127.0.0.1', port = 5432) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1500);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

ensureDebianPackages();
mustRun('npm', ['run', 'typecheck']);
mustRun('npm', ['run', 'lint']);
mustRun('npm', ['run', 'build']);

const projects = ['unit', 'web', 'api-pglite'];
// The processes tests run portals on the server: several API processes need one.
if (await postgresAnswers()) projects.push('api-postgres', 'processes');
else console.log('\nPostgreSQL is not answering on 127.0.0.1:5432: the API tests run on PGlite only, and the several-process tests not at all.');
projects.push('e2e');

mkdirSync('.tmp', { recursive: true });
const reportFile = '.tmp/vitest-report.json';
const status = run('npx', [
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
]);

if (existsSync(reportFile)) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const skipped = report.numPendingTests + report.numTodoTests;
  console.log(`\nProjects run: ${projects.join(', ')}`);
  console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
}
process.exit(status);
