import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'coverage/**', '.e2e-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Browser tests hand functions to page.evaluate, which run in the page.
    files: ['frontend/**/*.{ts,tsx}', 'e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Domain time comes from the injected Clock (backend/src/common/clock.ts); tests build theirs from the pinned one.
    files: ['backend/src/modules/**/*.ts', 'backend/src/realtime/**/*.ts', 'backend/test/**/*.ts'],
    ignores: ['backend/src/modules/auth/**', 'backend/test/support/test-server.ts', 'backend/test/support/global-setup.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Read the time from the injected Clock (common/clock.ts).' },
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Read the time from the injected Clock (common/clock.ts); measure durations with performance.now().' },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.test.ts', '**/*.test.tsx', 'backend/test/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
