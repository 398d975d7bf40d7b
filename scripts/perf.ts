// `npm run perf`: Lighthouse CI's autorun, with lighthouserc.json's settings and budgets, on the
// routes of scripts/budget-routes.ts. Arguments after `--` go to lhci (the Budgets workflow passes
// the runner's Chrome).
import { spawnSync } from "node:child_process";
import { budgetRoutes } from "./budget-routes";

/** The port lighthouserc.json's startServerCommand serves on. */
const PORT = 3270;

const urls = budgetRoutes().map((route) => `--collect.url=http://127.0.0.1:${PORT}${route}`);
const result = spawnSync("npx", ["lhci", "autorun", ...urls, ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
