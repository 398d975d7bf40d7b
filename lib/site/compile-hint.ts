// V8's file-wide explicit compile hint (v8.dev/blog/explicit-compile-hints). next.config.ts puts it
// at the top of every client chunk; scripts/check-export.ts checks that each chunk in out/ has it.
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
