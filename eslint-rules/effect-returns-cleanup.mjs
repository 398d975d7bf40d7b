// React calls whatever an effect returns as its cleanup. An arrow like `() => window.scrollTo(0, 0)`
// returns what scrollTo returns, typed void but a Promise in current Chromium, and React then
// crashes the page on unmount ("destroy is not a function"). This rule lets an effect return only
// nothing or a function. Our own because typescript-eslint's no-confusing-void-expression also
// flags every `onClick={() => setX(1)}`, and no kept rule looks at effect callbacks alone.
import { ESLintUtils } from "@typescript-eslint/utils";
import ts from "typescript";

const EFFECT_HOOKS = new Set(["useEffect", "useLayoutEffect", "useInsertionEffect"]);

function hookName(callee) {
  if (callee.type === "Identifier") return callee.name;
  if (callee.type === "MemberExpression" && callee.property.type === "Identifier") return callee.property.name;
  return undefined;
}

/** The return statements of this function, not of the functions nested in it. */
function ownReturns(node, found = []) {
  if (!node || typeof node.type !== "string") return found;
  if (node.type === "ReturnStatement") found.push(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === "parent") continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (!child || typeof child.type !== "string") continue;
      if (/Function/.test(child.type)) continue;
      ownReturns(child, found);
    }
  }
  return found;
}

const effectReturnsCleanup = {
  meta: {
    type: "problem",
    docs: { description: "An effect callback returns nothing or a cleanup function." },
    messages: {
      notCleanup: "This effect returns a value that is not a cleanup function; React will call it on unmount. Use a block body: `() => { ... }`.",
      async: "An effect callback cannot be async: it would return a Promise as its cleanup.",
    },
    schema: [],
  },
  create(context) {
    const services = ESLintUtils.getParserServices(context);
    const checker = services.program.getTypeChecker();
    const isCallable = (expression) => {
      const type = checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(expression));
      return (
        type.getCallSignatures().length > 0 ||
        (type.isUnion() && type.types.every((part) => part.getCallSignatures().length > 0 || part.flags & ts.TypeFlags.Undefined))
      );
    };
    return {
      CallExpression(node) {
        if (!EFFECT_HOOKS.has(hookName(node.callee))) return;
        const callback = node.arguments[0];
        if (!callback || (callback.type !== "ArrowFunctionExpression" && callback.type !== "FunctionExpression")) return;
        if (callback.async) return context.report({ node: callback, messageId: "async" });
        if (callback.body.type !== "BlockStatement") {
          if (!isCallable(callback.body)) context.report({ node: callback.body, messageId: "notCleanup" });
          return;
        }
        for (const statement of ownReturns(callback.body)) {
          if (statement.argument && !isCallable(statement.argument)) context.report({ node: statement.argument, messageId: "notCleanup" });
        }
      },
    };
  },
};

export default effectReturnsCleanup;
