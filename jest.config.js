/** One run for the whole repository: backend unit + integration tests and frontend component tests. */
export default {
  projects: ['<rootDir>/backend', '<rootDir>/frontend'],
};
