/** One config: app tests run in jsdom, stand-in backend tests in node (see testEnvironment docblocks). */
export default {
  testEnvironment: 'jest-fixed-jsdom',
  // user-event typing through whole forms takes seconds on a busy 2-core machine; 5 s flakes
  testTimeout: 40000,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs'],
  testPathIgnorePatterns: ['/node_modules/', '/test/e2e/'],
  setupFilesAfterEnv: ['<rootDir>/test/jest/setup.ts'],
  transform: {
    '^.+\\.(mjs|[tj]sx?)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft)/)'],
  moduleNameMapper: { '\\.(css)$': '<rootDir>/test/jest/styleStub.js', '\\.(ttf)$': '<rootDir>/test/jest/fileStub.js' },
  extensionsToTreatAsEsm: [],
};
