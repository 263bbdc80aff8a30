/** One run for the whole repository: backend unit + integration tests and frontend component tests. */
export default {
  projects: ['<rootDir>/backend', '<rootDir>/frontend'],
  // Integration tests start a real app on a real database; some cases run several seconds.
  testTimeout: 30000,
};
