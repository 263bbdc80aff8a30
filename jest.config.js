/** One run for the whole repository: backend unit + integration tests and frontend component tests. */
export default {
  projects: ['<rootDir>/backend', '<rootDir>/frontend'],
  // Integration tests start a real app on a real database; some cases run several seconds.
  testTimeout: 30000,
  // A worker per core (jest's default leaves one idle): most test time is waiting on PostgreSQL, and on
  // 2 cores the whole run took 224 s instead of 309 s.
  maxWorkers: '100%',
};
