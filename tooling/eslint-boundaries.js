// Import boundaries between the parts of the code base (docs/architecture.md):
// shared code → features → app on the web; modules talk through their index on
// the API; the domain package depends on nothing but zod, and its folders form
// layers; seed code uses modules through their index and modules never use seed code.
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const WEB_SRC = path.join(root, 'apps/web/src');
const API_MODULES = path.join(root, 'apps/api/src/modules');
const DOMAIN_SRC = path.join(root, 'packages/domain/src');
const SEED = path.join(root, 'apps/api/src/db/seed');

/**
 * The domain package's folders from the bottom up: a folder imports only the
 * folders before it, and only through their index.ts, so no two folders can
 * ever need each other.
 */
export const DOMAIN_LAYERS = [
  'i18n',
  'errors',
  'format',
  'validation',
  'content',
  'reference',
  'geography',
  'frame',
  'duty',
  'auth',
  'market-value',
  'register',
  'mutations',
  'name-search',
  'certificates',
  'ec',
  'certified-copy',
  'payments',
  'notifications',
  'grievances',
  'citizens',
  'stamps',
  'applications',
  'notaries',
  'registries',
  'reports',
];

function segmentAfter(base, file) {
  const relative = path.relative(base, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep);
}

function webZone(file) {
  const parts = segmentAfter(WEB_SRC, file);
  if (!parts) return undefined;
  if (parts[0] === 'features' && parts.length > 2) return { kind: 'feature', name: parts[1] };
  if (parts[0] === 'app' || parts[0] === 'main.tsx' || parts[0] === 'boot.ts') return { kind: 'app' };
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

function checkDomainFolders(from, to) {
  if (from.length < 2 || from[0] === to[0]) return undefined;
  const fromLayer = DOMAIN_LAYERS.indexOf(from[0]);
  const toLayer = DOMAIN_LAYERS.indexOf(to[0]);
  if (fromLayer < 0) return `Domain folder "${from[0]}" has no place in DOMAIN_LAYERS (tooling/eslint-boundaries.js).`;
  if (toLayer < 0 || toLayer > fromLayer) return `Domain folder "${from[0]}" must not import "${to[0]}", which sits above it in DOMAIN_LAYERS.`;
  if (to.length !== 2 || to[1] !== 'index.ts') return `Domain folder "${from[0]}" may use "${to[0]}" only through its index.ts.`;
  return undefined;
}

function checkDomain(fromFile, source, target) {
  const from = segmentAfter(DOMAIN_SRC, fromFile);
  if (!from) return undefined;
  if (target) {
    const to = segmentAfter(DOMAIN_SRC, target);
    return to ? checkDomainFolders(from, to) : 'The domain package must not import code outside itself.';
  }
  const testOnly = /\.test\.ts$/.test(fromFile) && ['vitest', 'fast-check'].includes(source);
  return source === 'zod' || testOnly ? undefined : `The domain package is pure TypeScript: "${source}" is not allowed (only zod).`;
}

/** Seed code reaches modules through their index; its own folders meet through theirs; a module's code never needs seed code (its tests may). */
function checkSeed(fromFile, target) {
  const fromSeed = segmentAfter(SEED, fromFile);
  const toSeed = segmentAfter(SEED, target);
  if (!fromSeed && toSeed) {
    const fromModule = segmentAfter(API_MODULES, fromFile);
    return fromModule && !/\.test\.ts$/.test(fromFile) ? 'Module code must not import seed code; the seed uses modules, not the other way round.' : undefined;
  }
  if (!fromSeed) return undefined;
  const toModule = segmentAfter(API_MODULES, target);
  if (toModule && !(toModule.length === 2 && toModule[1] === 'index.ts')) return `Seed code may use module "${toModule[0]}" only through its index.ts.`;
  if (toSeed && fromSeed.length > 1 && toSeed.length > 1 && fromSeed[0] !== toSeed[0] && !(toSeed.length === 2 && toSeed[1] === 'index.ts')) {
    return `Seed folder "${fromSeed[0]}" may use seed folder "${toSeed[0]}" only through its index.ts.`;
  }
  return undefined;
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
        checkDomain(fromFile, source, target) ?? (target ? (checkWeb(fromFile, target) ?? checkApiModules(fromFile, target) ?? checkSeed(fromFile, target)) : undefined);
      if (message) context.report({ node, messageId: 'boundary', data: { message } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const boundariesPlugin = { rules: { imports: rule } };
