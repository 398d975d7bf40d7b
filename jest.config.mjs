import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testPathIgnorePatterns: ["<rootDir>/__tests__/e2e/", "<rootDir>/__tests__/support/", "<rootDir>/node_modules/", "<rootDir>/out/", "<rootDir>/.next/"],
};

export default createJestConfig(config);
