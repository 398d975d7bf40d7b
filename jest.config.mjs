import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** Packages that ship only as ES modules: jest runs CommonJS, so it compiles them like our own code. */
const esmOnlyPackages = ["stemmer"];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testPathIgnorePatterns: ["<rootDir>/__tests__/e2e/", "<rootDir>/__tests__/support/", "<rootDir>/node_modules/", "<rootDir>/out/", "<rootDir>/.next/"],
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((pattern) =>
      pattern.startsWith("/node_modules/(?!.pnpm)") ? pattern.replace("(?!.pnpm)", `(?!.pnpm)(?!(${esmOnlyPackages.join("|")})/)`) : pattern,
    ),
  };
}
