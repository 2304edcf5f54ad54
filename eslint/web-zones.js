// The web app's import zones (docs/decisions/0017): `app -> features -> components, lib, hooks`,
// and no feature imports another. What two features share moves down to components/, lib/ or
// hooks/, or the route in app/routes composes both (bulletproof-react's import zones).
//
// A small local rule rather than eslint-plugin-import-x's no-restricted-paths: import-x needs
// unrs-resolver, whose per-platform optional packages the lockfile cannot list from this
// machine's registry, and `npm ci` then refuses the lockfile. The web app imports its own files
// only by relative paths (no alias), so resolving `dirname(file) + source` is exact.
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'src');
const LOWER_LAYERS = new Set(['components', 'hooks', 'lib', 'types']);

/** The zone of a path inside src/: ['features', 'cart'], ['lib'], ['app'], or null outside src. */
function zoneOf(path) {
  const inside = relative(SRC, path);
  if (inside.startsWith('..') || inside === '') return null;
  const [top, second] = inside.split(sep);
  return top === 'features' ? ['features', second] : [top];
}

/** Why importing `to` from `from` breaks a zone, or null when it is allowed. */
export function zoneViolation(from, to) {
  const source = zoneOf(from);
  const target = zoneOf(to);
  if (!source || !target) return null;
  if (source[0] === 'features' && target[0] === 'features' && source[1] !== target[1]) {
    return `A feature never imports another (features/${source[1]} -> features/${target[1]}): move what both need to components/, lib/ or hooks/, or compose both in the route (app/routes).`;
  }
  if (LOWER_LAYERS.has(source[0]) && (target[0] === 'features' || target[0] === 'app')) {
    return `${source[0]}/ is below features/ and app/: it imports neither.`;
  }
  if (source[0] === 'features' && target[0] === 'app') {
    return 'Features are composed by app/, never the other way round.';
  }
  return null;
}

const zonesRule = {
  meta: {
    type: 'problem',
    docs: { description: "The web app's import zones: app -> features -> components, lib, hooks." },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const message = zoneViolation(file, resolve(dirname(file), source));
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'web-zones': { rules: { zones: zonesRule } } },
    rules: { 'web-zones/zones': 'error' },
  },
];
