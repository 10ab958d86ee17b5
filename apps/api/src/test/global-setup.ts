import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, buildPostgresTemplate, dropPostgresDatabase } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'pglite'; templateFile: string } | { kind: 'postgres'; templateName: string };
  }
}

/** Migrates and seeds one template database per run; each test file then works on its own copy. */
export default async function setup(project: TestProject) {
  if (project.name === 'api-postgres') {
    const templateName = await buildPostgresTemplate();
    project.provide('testDatabase', { kind: 'postgres', templateName });
    return () => dropPostgresDatabase(templateName);
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'igrs-pglite-template-'));
  const templateFile = path.join(folder, 'template.tar');
  await writeFile(templateFile, await buildPgliteTemplate());
  project.provide('testDatabase', { kind: 'pglite', templateFile });
  return () => rm(folder, { recursive: true, force: true });
}
