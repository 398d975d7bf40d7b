import { pageJavaScript, sharedRuntime, gzipTotal } from "./scripts/page-javascript";
import { canonicalRoutes } from "./lib/site-routes";
const rt = sharedRuntime(canonicalRoutes());
console.log("runtime", rt.bytes);
for (const route of ["/contact", "/agent/finance-tracker", "/services", "/blogs", "/all-agents", "/"]) {
  console.log(route, gzipTotal(pageJavaScript(route).files.filter((f) => !rt.files.includes(f))));
}
