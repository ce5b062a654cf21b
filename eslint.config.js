import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Import rules. `no-restricted-imports` takes one set of options: a later block that matches a file
 * replaces the earlier block's patterns, so each layer's block repeats every pattern it keeps
 * (`relativeChains` first). The rule sees type-only imports too. Layers (the house style, habit 12):
 * components never reach routes or data; `domain/` is pure and reaches nothing above it; what runs
 * in the browser (components, the page script) or is pure (domain) never reaches server-only code;
 * React is for components and routes, never for the rules, the sources, the database or the jobs.
 * Tests may import what they test (a `.server` module, React to compare with its output).
 * app/eslint-fence.test.ts lints snippets against these blocks.
 */
const relativeChains = { group: ['../*', '../../*'], message: 'Use #app/... subpath imports instead of ../ chains.' };

/** What sits above the pure layers: route modules, the database, jobs, admin use cases and the wiring. */
const upperLayers = String.raw`^#app/(routes|db|jobs|admin)/|^#app/(services|context)\.server\.ts$`;

const componentBoundary = {
  regex: upperLayers,
  message:
    'Components are presentational: props in, markup out. Take view types from #app/domain/ (e.g. #app/domain/admin/views.ts), never from routes, db, jobs, admin use cases or the services.',
};

const domainBoundary = {
  regex: upperLayers,
  message:
    'domain/ is pure TypeScript and imports nothing from routes, db, jobs, admin use cases or the services. Put a type shared across layers in #app/domain/ and import it from there.',
};

/** Sessions, the sources' adapters, the environment, the Node server and the database driver. */
const serverSide = {
  regex: String.raw`^#app/(auth|sources|config)/|^#server/|^drizzle-orm(/|$)`,
  message:
    'Components, the page script and domain/ never reach sessions (auth), the sources, the configuration, the Node server or drizzle-orm: take what they need as plain data from a loader or an argument.',
};

/** A `.server` module never ships to the browser (React Router refuses it in the client build). */
const serverModules = {
  regex: String.raw`\.server(\.tsx?)?$|\.server/`,
  message:
    'A .server module is server-only: components, the page script and domain/ must not import it. Move the pure part to #app/domain/ or pass its result in.',
};

/** React and React DOM belong to the components and routes that render. */
const reactPackages = {
  regex: String.raw`^react(-dom)?(/|$)`,
  message: 'domain/, sources/, db/ and jobs/ do not render: React and React DOM stay in components and routes.',
};

export default tseslint.config(
  {
    ignores: ['build/', 'data/', '.react-router/', 'node_modules/', 'test-results/', 'playwright-report/', 'drizzle/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [relativeChains] }],
    },
  },
  {
    // app/client/: the public pages' browser script, on the same footing as components.
    files: ['app/components/**/*.{ts,tsx}', 'app/client/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [relativeChains, componentBoundary, serverSide, serverModules] }],
    },
  },
  {
    files: ['app/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [relativeChains, domainBoundary, serverSide, serverModules, reactPackages] },
      ],
    },
  },
  {
    // A domain module kept off the browser for the weight of its data (the geography) is pure all
    // the same: it may use another such module, and nothing else above the domain.
    files: ['app/domain/**/*.server.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [relativeChains, domainBoundary, serverSide, reactPackages] }],
    },
  },
  {
    files: ['app/{sources,db,jobs}/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [relativeChains, reactPackages] }] },
  },
  {
    // Tests of components and domain code keep those layers' boundaries, and may import the
    // server-only module or React they are tested against.
    files: ['app/components/**/*.test.{ts,tsx}', 'app/client/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [relativeChains, componentBoundary] }] },
  },
  {
    files: ['app/domain/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [relativeChains, domainBoundary] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      // On the request path a getter in an object literal (closing over the request) gives every
      // request a hidden class of its own, and old space kept each request past the young
      // collections: every hit was promoted (server/trusted-proxy.ts). A class's getter is shared.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ObjectExpression > Property[kind='get']",
          message:
            'No getters in object literals on the request path: use a class (server/trusted-proxy.ts, ReadFacts).',
        },
      ],
    },
  },
  {
    // Time is an input: server code, rules and tests take it from the services' clock
    // (`services.now()`, a `now` argument), never from the machine. Elapsed time: performance.now().
    files: ['app/**/*.ts', 'scripts/**/*.ts', 'tests/integration/**/*.ts', 'tests/support/**/*.ts'],
    ignores: [
      // Components and the page script run in the browser too, where the visitor's clock is the clock.
      'app/components/**',
      'app/client/**',
      'app/services.server.ts',
      'scripts/bench.ts',
      'scripts/bench-data.ts',
      'scripts/fixture-source.ts',
      'tests/support/e2e-server.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Take the time from the services’ clock (services.now() or a `now` argument), not new Date().',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Take the time from the services’ clock (services.now() or a `now` argument), not Date.now().',
        },
      ],
    },
  },
);
