import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter, type ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { boundariesPlugin } from './eslint-boundaries.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const linter = new Linter({ configType: 'flat' });
const config: Linter.Config[] = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { boundaries: boundariesPlugin as unknown as ESLint.Plugin },
    rules: { 'boundaries/imports': 'error' },
  },
];

function problems(file: string, source: string): string[] {
  return linter.verify(source, config, { filename: path.join(root, file) }).map((message) => message.message);
}

describe('the import boundaries lint rule', () => {
  it('stops a web feature importing another feature or the app', () => {
    expect(problems('apps/web/src/features/frame/components/X.ts', "import { a } from '../../content/index.ts';")).toEqual([
      expect.stringContaining('Feature "frame" must not import feature "content"'),
    ]);
    expect(problems('apps/web/src/features/frame/components/X.ts', "import { a } from '../../../app/router.tsx';")).toEqual([
      expect.stringContaining('must not import the app'),
    ]);
  });

  it('stops shared web code importing features', () => {
    expect(problems('apps/web/src/lib/x.ts', "import { a } from '../features/auth/index.ts';")).toHaveLength(1);
  });

  it('lets the app compose features and features use shared code', () => {
    expect(problems('apps/web/src/app/pages.ts', "import { a } from '../features/auth/index.ts';")).toEqual([]);
    expect(problems('apps/web/src/features/auth/pages/X.ts', "import { a } from '../../../lib/session.ts';")).toEqual([]);
  });

  it('lets API modules meet only through an index', () => {
    expect(problems('apps/api/src/modules/frame/repository.ts', "import { a } from '../content/repository.ts';")).toHaveLength(1);
    expect(problems('apps/api/src/modules/frame/repository.ts', "import { a } from '../content/index.ts';")).toEqual([]);
  });

  it('keeps the domain package pure', () => {
    expect(problems('packages/domain/src/x.ts', "import fs from 'node:fs';")).toHaveLength(1);
    expect(problems('packages/domain/src/x.ts', "import { z } from 'zod';")).toEqual([]);
    expect(problems('packages/domain/src/x.ts', "import { a } from '../../../apps/api/src/app.ts';")).toHaveLength(1);
    expect(problems('packages/domain/src/x.test.ts', "import { it } from 'vitest';")).toEqual([]);
  });

  it('layers the domain package\'s folders: only downwards, only through an index', () => {
    expect(problems('packages/domain/src/register/x.ts', "import { a } from '../duty/index.ts';")).toEqual([]);
    expect(problems('packages/domain/src/register/x.ts', "import { a } from '../duty/calculate.ts';")).toEqual([
      expect.stringContaining('only through its index.ts'),
    ]);
    expect(problems('packages/domain/src/duty/x.ts', "import { a } from '../register/index.ts';")).toEqual([
      expect.stringContaining('sits above it in DOMAIN_LAYERS'),
    ]);
    expect(problems('packages/domain/src/somewhere-new/x.ts', "import { a } from '../i18n/index.ts';")).toEqual([
      expect.stringContaining('has no place in DOMAIN_LAYERS'),
    ]);
    expect(problems('packages/domain/src/register/x.ts', "import { a } from './constants.ts';")).toEqual([]);
  });

  it('lets the seed use modules through their index, and keeps module code off the seed', () => {
    expect(problems('apps/api/src/db/seed/register/x.ts', "import { a } from '../../../modules/register/rows.ts';")).toHaveLength(1);
    expect(problems('apps/api/src/db/seed/register/x.ts', "import { a } from '../../../modules/register/index.ts';")).toEqual([]);
    expect(problems('apps/api/src/db/seed/register/x.ts', "import { a } from '../geography/rates.ts';")).toHaveLength(1);
    expect(problems('apps/api/src/db/seed/register/x.ts', "import { a } from '../geography/index.ts';")).toEqual([]);
    expect(problems('apps/api/src/modules/register/service.ts', "import { a } from '../../db/seed/geography/index.ts';")).toEqual([
      expect.stringContaining('must not import seed code'),
    ]);
    expect(problems('apps/api/src/modules/register/register.test.ts', "import { a } from '../../db/seed/geography/index.ts';")).toEqual([]);
  });
});
