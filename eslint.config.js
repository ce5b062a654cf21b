import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Import rules. `no-restricted-imports` takes one set of options: a later block that matches a file
 * replaces the earlier block's patterns, so each layer's block repeats `relativeChains`. The rule
 * sees type-only imports too. Layers (the house style, habit 12): components never reach routes or data;
 * `domain/` is pure and reaches nothing above it.
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
    rules: { 'no-restricted-imports': ['error', { patterns: [relativeChains, componentBoundary] }] },
  },
  {
    files: ['app/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [relativeChains, domainBoundary] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
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
