import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** The frontend's feature folders (frontend/src/features/<name>), read from the disk so a new feature gets its zone. */
const FRONTEND_FEATURES = readdirSync(`${import.meta.dirname}/frontend/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The one feature folder the workflow screens share (their picker, its states and their messages). */
const SHARED_FEATURE = 'workflow-shared';

/** The backend's modules (backend/src/modules/<name>): each is used from outside only through <name>.public.ts. */
const BACKEND_MODULES = ['auth', 'boards', 'dock-schedule', 'shipments', 'spotter', 'users'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '.data/**', 'coverage/**', '.e2e-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Browser tests and the frontend benchmark hand functions to page.evaluate, which run in the page.
    files: ['frontend/**/*.{ts,tsx}', 'frontend/public/after-first-paint.js', 'e2e/**/*.mjs', 'bench/frontend.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Service worker scripts served as they are (the Web Push handler).
    files: ['frontend/public/push-sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
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
  // ---- Frontend boundaries: features/<a> never imports features/<b>; shared code lives in lib/, resources/, components/ ----
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FRONTEND_FEATURES.map((name) => ({
              target: `frontend/src/features/${name}`,
              from: 'frontend/src/features',
              except: name === SHARED_FEATURE ? [`./${name}`] : [`./${name}`, `./${SHARED_FEATURE}`],
              message:
                name === SHARED_FEATURE
                  ? `features/${SHARED_FEATURE} is shared by the workflow screens and imports no feature.`
                  : `A feature imports no other feature (only features/${SHARED_FEATURE}): move what both need to lib/, resources/ or components/.`,
            })),
            {
              target: ['frontend/src/lib', 'frontend/src/resources', 'frontend/src/components'],
              from: ['frontend/src/features', 'frontend/src/app'],
              message: 'lib/, resources/ and components/ are shared: they import no feature and nothing of the app that assembles them.',
            },
            {
              target: 'frontend/src/features',
              from: 'frontend/src/app',
              message: 'Features import nothing of the app that assembles them: shared pieces live in lib/, resources/ or components/.',
            },
            {
              target: ['frontend/src/lib', 'frontend/src/resources'],
              from: 'frontend/src/components',
              message: 'lib/ and resources/ hold no UI: they import no component.',
            },
            {
              target: 'frontend/src/lib',
              from: 'frontend/src/resources',
              message: 'lib/ is the bottom layer: the resources build on it, never the reverse.',
            },
          ],
        },
      ],
    },
  },
  // ---- Backend and contracts boundaries (frontend rules live in their own block) ----
  {
    files: ['backend/src/**/*.ts', 'libs/contracts/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Relative imports name the compiled .js; the sources are .ts.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...BACKEND_MODULES.map((name) => ({
              target: [`backend/src/modules/!(${name})/**`, 'backend/src/!(modules)/**', 'backend/src/*.ts'],
              from: `backend/src/modules/${name}`,
              except: [`./${name}.public.ts`],
              message: `Outside the ${name} module, import only modules/${name}/${name}.public.ts.`,
            })),
            {
              target: 'backend/src/modules/users',
              from: 'backend/src/modules/auth',
              message: 'Auth depends on users, never the reverse: users reach sessions through common/auth/user-sessions.ts.',
            },
            {
              target: 'backend/src/modules',
              from: ['backend/src/realtime', 'backend/src/app.module.ts', 'backend/src/app.factory.ts', 'backend/src/main.ts', 'backend/src/entities.ts'],
              message: 'Modules do not depend on realtime or the app that assembles them: publish an event, or use a port in common/.',
            },
            {
              target: ['backend/src/common', 'backend/src/config', 'backend/src/database'],
              from: ['backend/src/modules', 'backend/src/realtime', 'backend/src/jobs'],
              message: 'common/, config/ and database/ import no module.',
            },
            {
              target: 'libs/contracts',
              from: ['backend', 'frontend'],
              message: 'The contracts import nothing of the app.',
            },
          ],
        },
      ],
    },
  },
);
