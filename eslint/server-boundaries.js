import tseslint from 'typescript-eslint';

/**
 * The server's module boundaries, enforced (docs/decisions/0016-server-module-boundaries.md).
 *
 * 1. A module's repository is its own. A file may import a `*-repository` only from its own
 *    folder (`./x-repository`). Another module calls the owner's service, or a small function the
 *    owner publishes for the purpose (`notices/notice-writer.ts`, `checkout/address-reader.ts`...).
 * 2. Only repositories hold SQL. Outside `*-repository.ts`, nothing imports the SQL builders:
 *    drizzle-orm, the tables of `db/schema`, `db/query-rows` and the shared `db/sql-fragments`.
 *    Type-only imports stay allowed (a row type builds no statement).
 *
 * Tests, the test helpers (`src/test`) and `src/db` (client, schema, migrations, seed) are
 * outside both rules. Both are `@typescript-eslint/no-restricted-imports` patterns, matched on
 * the import as written: relative imports only climb out of a module into another one, so any
 * `../<folder>/...-repository` (or `modules/<folder>/...-repository`) is another module's.
 */

const SERVER = 'apps/server/src';
const OUTSIDE_THE_RULES = [`${SERVER}/**/*.test.ts`, `${SERVER}/test/**`, `${SERVER}/db/**`];
const EXTENSION = String.raw`(\.[cm]?[jt]s)?`;

const ownRepositories = {
  message:
    'A module’s repository is its own: call that module’s service or a function it publishes (a *-reader.ts or *-writer.ts), decision 0016.',
  allowTypeImports: false,
};

const FOREIGN_REPOSITORIES = [
  // ../notices/notice-repository, ../notices/sub/notice-repository
  {
    regex: String.raw`^(\.\./)+(?!modules/)[^./][^/]*/(.+/)?[^/]*-repository${EXTENSION}$`,
    ...ownRepositories,
  },
  // ./modules/notices/notice-repository (app.ts), ../modules/seller/seller-shop-repository (plugins)
  { regex: String.raw`(^|/)modules/[^/]+/(.+/)?[^/]*-repository${EXTENSION}$`, ...ownRepositories },
];

const repositoriesOnly = {
  message:
    'Only repositories hold SQL: move the statement into this module’s *-repository.ts, decision 0016.',
  allowTypeImports: true,
};

const SQL_BUILDERS = [
  { regex: '^drizzle-orm(/.*)?$', ...repositoriesOnly },
  {
    regex: String.raw`(^|/)db/(schema(/.*)?|query-rows|sql-fragments)${EXTENSION}$`,
    ...repositoriesOnly,
  },
];

const restrict = (patterns) => ({
  plugins: { '@typescript-eslint': tseslint.plugin },
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});

/** Flat-config objects: spread them into eslint.config.js. */
export default [
  {
    name: 'server-boundaries/repositories',
    files: [`${SERVER}/**/*-repository.ts`],
    ignores: OUTSIDE_THE_RULES,
    ...restrict(FOREIGN_REPOSITORIES),
  },
  {
    name: 'server-boundaries/services-and-routes',
    files: [`${SERVER}/**/*.ts`],
    ignores: [...OUTSIDE_THE_RULES, `${SERVER}/**/*-repository.ts`],
    ...restrict([...FOREIGN_REPOSITORIES, ...SQL_BUILDERS]),
  },
];
