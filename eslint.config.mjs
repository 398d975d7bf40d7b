import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import effectReturnsCleanup from "./eslint-rules/effect-returns-cleanup.mjs";

// The layers import one way: content < lib < components < app. Scripts may use lib and content.
const upward = (...layers) => ({
  "no-restricted-imports": [
    "error",
    {
      patterns: [
        {
          regex: `^(@/|(\\.\\./)+)(${layers.join("|")})(/|$)`,
          message: "Imports run one way: content < lib < components < app (scripts may use lib and content).",
        },
      ],
    },
  ],
});

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // zod is the largest part of a form page's JavaScript: components load the schemas with
    // import() when the visitor uses a form (see lib/forms/contact/form.ts), never with the page.
    files: ["components/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: ["zod", "zod/mini", "@/lib/forms/contact/schema", "@/lib/forms/agent-request/schema", "@/lib/forms/fields"].map((name) => ({
            name,
            allowTypeImports: true,
            message: "Load zod schemas on demand with import(); static imports put zod into the page's JavaScript.",
          })),
        },
      ],
    },
  },
  {
    // Typed: whether an effect's return value is a function is a question for the type checker.
    files: ["app/**/*.ts", "app/**/*.tsx", "components/**/*.ts", "components/**/*.tsx", "lib/**/*.ts", "lib/**/*.tsx"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { lumenfold: { rules: { "effect-returns-cleanup": effectReturnsCleanup } } },
    rules: { "lumenfold/effect-returns-cleanup": "error" },
  },
  {
    // A page's first Intl formatter loads ICU's data on the main thread, 100 ms on a throttled
    // phone during hydration; the site writes its numbers and dates with lib/site/numbers.ts and
    // content/date-text.ts instead.
    files: ["app/**", "components/**", "lib/**", "content/**"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "Intl", message: "Use lib/site/numbers.ts or content/date-text.ts: Intl loads ICU data on the page's main thread." },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
          message: "Use lib/site/numbers.ts or content/date-text.ts: toLocaleString loads ICU data on the page's main thread.",
        },
      ],
    },
  },
  { files: ["content/**"], rules: upward("lib", "components", "app", "scripts") },
  { files: ["lib/**"], rules: upward("components", "app", "scripts") },
  { files: ["components/**"], rules: upward("app", "scripts") },
  { files: ["scripts/**"], rules: upward("components", "app") },
  // The export check reads the full icon set's path data to find it in the pages' JavaScript.
  { files: ["scripts/check-export.ts"], rules: upward("app") },
  // Import loops, type-only ones included, are caught by dependency-cruiser (.dependency-cruiser.cjs).
  globalIgnores([".next/**", "out/**", "node_modules/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "receiver/**"]),
]);
