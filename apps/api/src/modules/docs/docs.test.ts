import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('the API describes itself', () => {
  it('serves an OpenAPI document generated from the request schemas', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/igrsapi/v1/health', '/igrsapi/v1/content/lists/{list}', '/igrsapi/v1/frame', '/igrsapi/v1/visitors']),
    );
    const listParameters = document.paths['/igrsapi/v1/content/lists/{list}'].get.parameters.map((parameter: { name: string }) => parameter.name);
    expect(listParameters).toEqual(expect.arrayContaining(['list', 'q', 'group', 'from', 'to', 'page', 'pageSize']));
  });

  it('is a valid OpenAPI document that a standard validator accepts', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/igrsapi/v1/openapi.json' })).json();
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
    expect(document.components.schemas.MenuItem.properties.submenu.items.$ref).toBe('#/components/schemas/MenuItem');
  });

  it('gives a typed client that a program written elsewhere compiles against', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/igrsapi/v1/openapi.json' })).json();
    const folder = await mkdtemp(path.join(os.tmpdir(), 'igrs-client-'));
    try {
      await writeFile(path.join(folder, 'api.ts'), astToString(await openapiTS(document)));
      // A caller of the menu and the duty calculator, written only from the document's types.
      await writeFile(
        path.join(folder, 'caller.ts'),
        [
          "import type { paths } from './api';",
          "type Menu = paths['/igrsapi/v1/users/menu']['get']['responses'][200]['content']['application/json']['menu'];",
          "export const menu: Menu = [{ title: { en: 'Reports', te: 'నివేదికలు' }, url: '/igrs/reports', isTarget: false, submenu: [] }];",
          "type Duty = paths['/igrsapi/v1/duty/calculate']['post']['requestBody'];",
          "export const duty: NonNullable<Duty>['content']['application/json'] = { majorCode: '01', minorCode: '01', marketValue: 100000, consideration: 100000 };",
          '// @ts-expect-error the menu item needs its submenu',
          "export const broken: Menu = [{ title: { en: 'x', te: 'x' }, url: '/x', isTarget: false }];",
        ].join('\n'),
      );
      const program = ts.createProgram([path.join(folder, 'caller.ts')], { strict: true, noEmit: true, skipLibCheck: true, moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext });
      const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      expect(problems).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('serves a browsable reference', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});
