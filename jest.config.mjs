import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // Jest's default is one worker fewer than the cores: a single worker on a 2-core CI machine, where
  // the suite takes 114 s; with two it takes 68 s (the main process only waits for the workers).
  maxWorkers: '100%',
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)', '<rootDir>/tests/components/**/*.test.tsx'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/server-only-stub.ts',
  },
};

// next-intl, use-intl and Kysely ship ESM only: let SWC transform them too.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: ['/node_modules/(?!(next-intl|use-intl|icu-minify|intl-messageformat|@formatjs|@schummar|kysely|kysely-postgres-js|@noble)/)'],
  };
}
