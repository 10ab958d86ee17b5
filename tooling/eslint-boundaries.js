// Import boundaries between the parts of the code base (docs/architecture.md):
// shared code → features → app on the web; modules talk through their index on
// the API; the domain package depends on nothing but zod.
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const WEB_SRC = path.join(root, 'apps/web/src');
const API_MODULES = path.join(root, 'apps/api/src/modules');
const DOMAIN_SRC = path.join(root, 'packages/domain/src');

function segmentAfter(base, file) {
  const relative = path.relative(base, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep);
}

function webZone(file) {
  const parts = segmentAfter(WEB_SRC, file);
  if (!parts) return undefined;
  if (parts[0] === 'features' && parts.length > 2) return { kind: 'feature', name: parts[1] };
  if (parts[0] === 'app' || parts[0] === 'main.tsx') return { kind: 'app' };
  return { kind: 'shared' };
}

function checkWeb(fromFile, target) {
  const from = webZone(fromFile);
  const to = webZone(target);
  if (!from || !to) return undefined;
  if (from.kind === 'shared' && to.kind !== 'shared') return 'Shared web code (lib, components, i18n) must not import features or the app.';
  if (from.kind === 'feature' && to.kind === 'app') return 'A feature must not import the app; the app composes features.';
  if (from.kind === 'feature' && to.kind === 'feature' && from.name !== to.name) {
    return `Feature "${from.name}" must not import feature "${to.name}"; compose them in app/ or move the shared part to lib/.`;
  }
  return undefined;
}

function checkApiModules(fromFile, target) {
  const from = segmentAfter(API_MODULES, fromFile);
  const to = segmentAfter(API_MODULES, target);
  if (!from || !to || from[0] === to[0]) return undefined;
  if (to.length === 2 && to[1] === 'index.ts') return undefined;
  return `Module "${from[0]}" may use module "${to[0]}" only through its index.ts.`;
}

function checkDomain(fromFile, source, target) {
  if (!segmentAfter(DOMAIN_SRC, fromFile)) return undefined;
  if (target) return segmentAfter(DOMAIN_SRC, target) ? undefined : 'The domain package must not import code outside itself.';
  const testOnly = /\.test\.ts$/.test(fromFile) && ['vitest', 'fast-check'].includes(source);
  return source === 'zod' || testOnly ? undefined : `The domain package is pure TypeScript: "${source}" is not allowed (only zod).`;
}

const rule = {
  meta: { type: 'problem', schema: [], messages: { boundary: '{{message}}' } },
  create(context) {
    const fromFile = context.filename;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = source.startsWith('.') ? path.resolve(path.dirname(fromFile), source) : undefined;
      const message =
        checkDomain(fromFile, source, target) ?? (target ? (checkWeb(fromFile, target) ?? checkApiModules(fromFile, target)) : undefined);
      if (message) context.report({ node, messageId: 'boundary', data: { message } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const boundariesPlugin = { rules: { imports: rule } };
