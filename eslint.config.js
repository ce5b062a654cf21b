import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*', '../../*'], message: 'Use #app/... subpath imports instead of ../ chains.' }] },
      ],
    },
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
      // Components run in the browser too, where the visitor's clock is the clock.
      'app/components/**',
      'app/services.server.ts',
      'scripts/bench.ts',
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
