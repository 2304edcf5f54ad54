// The web app's import zones (docs/decisions/0017): `app -> features -> components, lib, hooks`,
// and no feature imports another. What two features share moves down to components/, lib/ or
// hooks/, or the route in app/routes composes both (bulletproof-react's import zones).
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'src');
const features = readdirSync(join(src, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  ...features.map((feature) => ({
    target: join(src, 'features', feature),
    from: join(src, 'features'),
    except: [`./${feature}`],
    message:
      'A feature never imports another: move what both need to components/, lib/ or hooks/, or compose both in the route (app/routes).',
  })),
  ...['components', 'hooks', 'lib', 'types'].map((layer) => ({
    target: join(src, layer),
    from: [join(src, 'features'), join(src, 'app')],
    message: `${layer}/ is below features/ and app/: it imports neither.`,
  })),
  {
    target: join(src, 'features'),
    from: join(src, 'app'),
    message: 'Features are composed by app/, never the other way round.',
  },
];

export default [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
];
