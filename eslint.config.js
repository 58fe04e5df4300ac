// One lint setup for the whole repo: type-checked typescript-eslint, React hooks, Next's
// rules for the web app, the dependency rule (import-x and boundaries, below), and Prettier
// for formatting (run separately by `npm run lint`).
import { join } from 'node:path'
import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import prettier from 'eslint-config-prettier'
import boundaries from 'eslint-plugin-boundaries'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const WORKSPACES = [
  'apps/api',
  'apps/web',
  'packages/contracts',
  'packages/domain',
  'packages/feed',
  'packages/push',
  'packages/test-support',
  'packages/uof',
  'packages/words',
]

/** A package is imported through its public entry (src/index.ts), never its internals. */
const DEEP_IMPORTS = {
  group: ['@sportsbook/*/src/*', '@sportsbook/*/src'],
  message: 'Import a package through its public API (its src/index.ts), not its internals.',
}

/** Syntax no file may use (a later block that adds bans repeats these). */
const COMMON_SYNTAX_BANS = [
  {
    selector: "MemberExpression[object.name='process'][property.name='env']",
    message: 'Read the environment only in env.ts, through its zod schema.',
  },
  {
    selector: 'TSEnumDeclaration',
    message: 'Use an `as const` object and a derived union instead of an enum.',
  },
]

/** Lists of statuses and results written out (the domain exports each list, type and guard). */
const STATUS_LITERAL_BANS = [
  {
    selector:
      "ArrayExpression:has(> Literal[value='win']):has(> Literal[value=/^(lose|void|halfWin|halfLose)$/])",
    message: 'Selection results are listed in packages/domain (SETTLED_RESULTS, isSettledResult).',
  },
  {
    selector:
      'ArrayExpression > Literal[value=/^(submitted|waiting_results|ready_to_process|cashout_in_progress|cashed_out|rejected)$/]',
    message: 'Bet statuses are listed in packages/domain (BET_STATUSES, statusesOf, isBetStatus).',
  },
  {
    selector: 'Property[key.name=/^(match_)?status(es)?$/] > ArrayExpression > Literal',
    message: 'Name event statuses through packages/domain (EVENT_STATUS, LIVE_STATUSES, …).',
  },
  {
    selector:
      'BinaryExpression[operator=/^[!=]==$/][left.property.name=/^(match_?[sS]tatus|matchStatus)$/] > Literal',
    message: 'Compare event statuses through packages/domain (EVENT_STATUS, isLiveStatus, …).',
  },
]

/**
 * The api's folders by layer, lowest first: each may import the layers before it. The entry
 * files (app.ts, server.ts, index.ts, …) sit above them all.
 */
const API_LAYERS = [
  ['errors', 'push', 'metrics'],
  ['db'],
  ['catalogue', 'ledger'],
  ['bonuses'],
  ['players'],
  ['wallet', 'notifications'],
  ['bets'],
  ['feed', 'partners'],
  ['plugins'],
  ['routes'],
]

/** boundaries' rules: a file outside every layer is refused, and so is any import no policy allows. */
const layerRules = (message, policies) => ({
  'boundaries/no-unknown-files': 'error',
  'boundaries/dependencies': ['error', { default: 'disallow', message, policies }],
})

/** boundaries selectors: files of a web layer, and imports of some layers. */
const layer = (type) => ({ element: { type } })
const to = (...types) => ({ to: { element: { types: { anyOf: types } } } })

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.next-*/**',
      '**/next-env.d.ts',
      '.test-output/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      // '' counts as missing for text fields (a blank nickname falls back like a null one).
      '@typescript-eslint/prefer-nullish-coalescing': [
        'error',
        { ignorePrimitives: { string: true } },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-definitions': 'off',
      // `const { dropped: _dropped, ...rest } = value` is how we omit a key.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { varsIgnorePattern: '^_', argsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [DEEP_IMPORTS],
        },
      ],
      'no-restricted-syntax': ['error', ...COMMON_SYNTAX_BANS],
    },
  },
  {
    // The dependency rule (docs/architecture.md): no import cycles; a package is reached by its
    // name and public entry, never by a relative path into it; a workspace imports only what its
    // package.json declares.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-relative-packages': 'error',
      'import-x/no-extraneous-dependencies': ['error', { includeTypes: true }],
    },
  },
  // Test tooling (vitest, fast-check, Playwright, axe) is the root's, shared by every workspace:
  // a workspace's tests may import it besides their workspace's own dependencies.
  ...WORKSPACES.map((dir) => ({
    files: [`${dir}/**/*.test.{ts,tsx}`, `${dir}/src/testing/**`, `${dir}/e2e/**`, `${dir}/*.ts`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { includeTypes: true, packageDir: [import.meta.dirname, join(import.meta.dirname, dir)] },
      ],
    },
  })),
  {
    // The web app's layers: app (routes) → shell (the frame) → features → shared. A feature never
    // imports another feature: the page or the shell composes them (slots, render props).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/legacy-templates': false,
      'boundaries/legacy-warnings': false,
      'boundaries/elements': [
        { type: 'app', partialMatch: false, pattern: 'apps/web/src/app/**' },
        { type: 'shell', partialMatch: false, pattern: 'apps/web/src/shell/**' },
        {
          type: 'feature',
          partialMatch: false,
          pattern: 'apps/web/src/features/*/**',
          capture: ['feature'],
        },
        {
          type: 'shared',
          partialMatch: false,
          pattern: 'apps/web/src/{components,i18n,lib,live,slip}/**',
        },
        // env.ts and proxy.ts: files, not folders, so matched whole (mode is the only way in v7).
        { type: 'shared', mode: 'full', pattern: 'apps/web/src/*.ts' },
      ],
    },
    rules: layerRules(
      'A {{from.type}} may not import {{to.type}} {{to.captured.feature}} (docs/architecture.md, the web app’s layers): features never import each other; the page or the shell composes them.',
      [
        { from: layer('app'), allow: to('app', 'shell', 'feature', 'shared') },
        { from: layer('shell'), allow: to('shell', 'feature', 'shared') },
        {
          from: layer('feature'),
          allow: [
            to('shared'),
            {
              to: {
                element: { type: 'feature', captured: { feature: '{{from.captured.feature}}' } },
              },
            },
          ],
        },
        { from: layer('shared'), allow: to('shared') },
      ],
    ),
  },
  {
    // The api's layers, lowest first (docs/workspaces/api.md): a folder imports only folders of
    // lower layers (and itself), so apps/api/src has no folder cycle. Tests and testing/ may
    // reach anything.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/testing/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'apps/api/tsconfig.json' } },
      'boundaries/include': ['apps/api/src/**/*'],
      'boundaries/ignore': ['**/*.test.ts', 'apps/api/src/testing/**'],
      'boundaries/legacy-templates': false,
      'boundaries/legacy-warnings': false,
      'boundaries/elements': [
        ...API_LAYERS.flat().map((folder) => ({
          type: folder,
          partialMatch: false,
          pattern: `apps/api/src/${folder}/**`,
        })),
        { type: 'entry', mode: 'full', pattern: 'apps/api/src/*.ts' },
      ],
    },
    rules: layerRules(
      'api/{{from.type}} may not import api/{{to.type}}: a folder imports only lower layers (API_LAYERS in eslint.config.js, docs/workspaces/api.md).',
      [...API_LAYERS, ['entry']].flatMap((layer, rank, all) =>
        layer.map((folder) => ({
          from: { element: { type: folder } },
          allow: to(...all.slice(0, rank).flat(), folder),
        })),
      ),
    ),
  },
  {
    // Every rule's values live in packages/domain with their list and guard: elsewhere a status
    // or result is named through them (EVENT_STATUS.live, SETTLED_RESULTS, isBetStatus), never
    // written out as a list of literals. (The routes' and the web's blocks below repeat these.)
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['packages/domain/**', '**/*.test.{ts,tsx}', '**/testing/**', '**/fixtures/**'],
    rules: {
      'no-restricted-syntax': ['error', ...COMMON_SYNTAX_BANS, ...STATUS_LITERAL_BANS],
    },
  },
  {
    // The only places allowed to read process.env: each app's env.ts, tool configs and tests.
    files: [
      '**/env.ts',
      '**/*.config.ts',
      '**/*.test.ts',
      '**/testing/**',
      'packages/test-support/**',
      'scripts/**',
      'bench/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    settings: { next: { rootDir: 'apps/web' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Reach the api through @/lib/api-client (the packages/contracts client).',
        },
      ],
      'no-restricted-properties': [
        'error',
        ...['replaceState', 'pushState'].map((property) => ({
          object: 'history',
          property,
          message:
            'Use replaceAddress (@/lib/replace-address) or the router: Next must see the new URL.',
        })),
      ],
    },
  },
  {
    files: ['apps/web/src/lib/replace-address.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // The api's routes hold HTTP only: SQL and rules live in the services they call.
    files: ['apps/api/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...COMMON_SYNTAX_BANS,
        ...STATUS_LITERAL_BANS,
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|updateTable|insertInto|deleteFrom|transaction)$/]',
          message: 'SQL lives in a service (bets/, players/, wallet/, catalogue/), not in a route.',
        },
      ],
    },
  },
  {
    // The web reads and writes one way: each server read or write is one file in its feature's
    // api/ (or lib/ for the player's own data), with its query keys; views call those hooks.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/*/api/**', 'apps/web/src/lib/**', 'apps/web/src/env.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [DEEP_IMPORTS],
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation', 'queryOptions'],
              message: "A server read or write is a file in the feature's api/ folder.",
            },
            ...['@/lib/browser-api', '@/lib/api-client'].map((name) => ({
              name,
              message: "Call the api from a file in the feature's api/ folder (or lib/).",
            })),
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...COMMON_SYNTAX_BANS,
        ...STATUS_LITERAL_BANS,
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: "Build query keys with the feature's key factory (its api/ folder).",
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  prettier,
)
