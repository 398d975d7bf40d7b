// markdown-it-deflist ships no types, and npm has no @types package for it.
declare module "markdown-it-deflist" {
  import type { PluginSimple } from "markdown-it";
  const deflist: PluginSimple;
  export default deflist;
}
