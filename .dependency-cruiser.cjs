// The import graph's rules, type-only imports included (ESLint's import/no-cycle skips those):
// no loops, and the layers import one way: content < lib < components < app; scripts may use lib
// and content. `npm run lint` runs it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: "no-circular", severity: "error", comment: "No import loops.", from: {}, to: { circular: true } },
    { name: "content-is-the-bottom", severity: "error", from: { path: "^content/" }, to: { path: "^(lib|components|app|scripts)/" } },
    { name: "lib-below-components", severity: "error", from: { path: "^lib/" }, to: { path: "^(components|app|scripts)/" } },
    { name: "components-below-app", severity: "error", from: { path: "^components/" }, to: { path: "^(app|scripts)/" } },
    // One exception: the export check reads the full icon set's path data to find it in the pages' JavaScript.
    {
      name: "scripts-use-lib-and-content",
      severity: "error",
      from: { path: "^scripts/" },
      to: { path: "^(components|app)/", pathNot: "^components/ui/(small-)?icon-paths\\.ts$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
