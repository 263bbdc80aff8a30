/**
 * Component tests: jsdom, TypeScript and JSX compiled by SWC as ES modules
 * (run with NODE_OPTIONS=--experimental-vm-modules, as the root does for every project).
 * @type {import('jest').Config}
 */
export default {
  displayName: 'frontend',
  rootDir: import.meta.dirname,
  testEnvironment: '<rootDir>/jest.environment.js',
  // build/: the build's own code, such as what it writes into the service worker.
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/build/**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.(ts|tsx)$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2023',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  moduleNameMapper: {
    '^@dockflow/contracts$': '<rootDir>/../libs/contracts/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.css$': '<rootDir>/src/test/styleStub.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  // Whole-app tests render antd in jsdom, which is slow to compute styles.
  testTimeout: 30000,
  // The date is fixed (DOCKFLOW_TEST_NOW moves it), so no test depends on the day it runs; it then runs
  // forward with real time. Timers stay real, so React, antd and the network stubs behave as in a browser.
  fakeTimers: {
    enableGlobally: true,
    now: Date.parse(process.env.DOCKFLOW_TEST_NOW ?? '2026-11-18T15:00:00.000Z'),
    advanceTimers: true,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  },
};
