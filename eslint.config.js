// The linter: TypeScript rules with type information, React's hook rules, and the layer rules of
// docs/conventions.md as errors. `npm run lint` runs it with no warnings allowed, then knip.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** An import path climbing out of the current folder into one of the named top-level folders. */
const into = (...folders) => `^(\\.\\./)+(${folders.join('|')})/`;

const restrict = (patterns, paths = []) => ['error', { patterns, paths }];

/** Packages that do I/O or draw UI: none of them belongs in a pure layer. */
const uiAndIo = [
  'react',
  'react-dom',
  '@xstate/react',
  'ky',
  'hono',
  'kysely',
  'pg',
  '@electric-sql/pglite',
  'pg-boss',
  'ws',
  'nodemailer',
].map((name) => ({ name, message: 'Pure layers do no UI and no I/O: inject it (docs/conventions.md, Layers).' }));
const mantine = {
  group: ['@mantine/*', '@tabler/*', '@tanstack/*'],
  message: 'Pure layers do no UI: inject it (docs/conventions.md, Layers).',
};

const viewPatterns = [
  { regex: into('server'), message: 'The browser never imports the server.' },
  {
    regex: into('api', 'session', 'live', 'app'),
    message:
      'Views get actors with useWorkflowMachine and the viewer with useViewer (src/wiring); they never call the API, read storage or open sockets.',
  },
];
/** Mantine's overlays, which a view takes from src/views/shared/overlays (decision 0404). */
const overlayPaths = [
  {
    name: '@mantine/core',
    importNames: ['Drawer', 'Menu', 'Modal', 'Select', 'Tooltip'],
    message: 'Take it from src/views/shared/overlays: the overlay code loads at the first move, not with every page (decision 0404).',
  },
  { name: '@mantine/notifications', message: 'Raise a Notice (src/wiring/showNotice): toasts are overlay code (decision 0404).' },
];

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'src/routeTree.gen.ts', 'node_modules/', '.data/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Storybook's main.ts is loaded by Storybook alone, so no tsconfig file lists it.
        projectService: { allowDefaultProject: ['.storybook/main.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Handlers passed to React and Hono often return promises on purpose; floating ones still fail.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/no-floating-promises': 'error',
      // Stub actors and handlers are written `async () => value` on purpose; the promise rules above catch real mistakes.
      '@typescript-eslint/require-await': 'off',
      // TanStack Router's redirect() and notFound() are thrown by design: the router catches them.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
      ],
    },
  },
  {
    // A test reads answers as JSON and compares them with asymmetric matchers (expect.any, ...), both
    // typed `any` by their libraries; the assertion is the check, so the any-flow rules stay off here.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['**/*.js', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  {
    // One way to read a failure (docs/conventions.md, Machines): the transport makes ApiErrors, apiFailureOf reads them.
    ignores: ['domain/api/apiError.ts', 'src/api/http.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator='instanceof'][right.name='ApiError']",
          message: 'Read a failure with apiFailureOf or refusalOf (domain/api/apiError.ts).',
        },
      ],
    },
  },

  // Layers (docs/conventions.md). Each folder's rule lists what it may not reach.
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [
          { regex: into('machines', 'server', 'src', 'tests'), message: 'domain/ is the lowest layer: it imports only domain/.' },
          mantine,
          { group: ['xstate', 'xstate/*'], message: 'domain/ is plain rules: no machines.' },
        ],
        uiAndIo,
      ),
    },
  },
  {
    files: ['machines/**/*.ts', 'machines/**/*.tsx'],
    ignores: ['machines/**/*.test.ts', 'machines/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': restrict(
        [
          {
            regex: into('server', 'src', 'tests'),
            message: 'machines/ import only domain/, machines/ and xstate: actors and notices are injected.',
          },
          mantine,
        ],
        uiAndIo,
      ),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([{ regex: into('src'), message: 'server/ never imports the browser app.' }]),
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/views/**'],
    rules: {
      'no-restricted-imports': restrict([{ regex: into('server'), message: 'The browser never imports the server.' }]),
    },
  },
  {
    files: ['src/views/**/*.ts', 'src/views/**/*.tsx'],
    rules: { 'no-restricted-imports': restrict(viewPatterns) },
  },
  {
    // Tests render Mantine's own components freely; the app's code takes them from the overlays folder.
    files: ['src/views/**/*.ts', 'src/views/**/*.tsx'],
    ignores: ['src/views/shared/overlays/**', 'src/views/**/*.test.tsx', 'src/views/**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict(viewPatterns, overlayPaths) },
  },
);
