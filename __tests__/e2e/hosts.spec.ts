// The exported site as each static host needs it (vercel.json is checked in __tests__/hosts.test.ts).
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { OUT_DIR } from "../../scripts/page-javascript";
import { expect, test } from "./fixtures";

test("the export carries .nojekyll, so GitHub Pages publishes _next/ and .well-known/ instead of dropping them", () => {
  expect(existsSync(join(OUT_DIR, ".nojekyll"))).toBe(true);
  expect(readdirSync(OUT_DIR)).toEqual(expect.arrayContaining(["_next", ".well-known"]));
});
