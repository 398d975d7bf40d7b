import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // zod is the largest part of a form page's JavaScript: components load the schemas with
    // import() when the visitor uses a form (see lib/contact-form.ts), never with the page.
    files: ["components/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: ["zod", "zod/mini", "@/lib/contact-payload", "@/lib/agent-request-payload", "@/lib/form-fields"].map((name) => ({
            name,
            allowTypeImports: true,
            message: "Load zod schemas on demand with import(); static imports put zod into the page's JavaScript.",
          })),
        },
      ],
    },
  },
  globalIgnores([".next/**", "out/**", "node_modules/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "receiver/**"]),
]);
