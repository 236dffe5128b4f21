import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
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
    transformIgnorePatterns: ['/node_modules/(?!(next-intl|use-intl|icu-minify|intl-messageformat|@formatjs|@schummar|kysely|kysely-postgres-js)/)'],
  };
}
