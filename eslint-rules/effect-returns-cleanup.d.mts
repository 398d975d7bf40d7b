// Types for the rule's unit test (__tests__/effect-returns-cleanup.test.ts).
import type { Rule } from "eslint";

declare const effectReturnsCleanup: Rule.RuleModule;
export default effectReturnsCleanup;
