// `npm run check:launch`: lists every fact only the owner can confirm that is still unconfirmed
// (lib/launch/unconfirmed-facts.ts), each with its file and field, and fails while any is left.
// `npm run build` runs it first (prebuild), so a production build stops on an unconfirmed fact;
// with SITE_PREVIEW=1 (`npm run build:preview`) it lists them and lets a preview build go on.
// Then it lists the optional facts (proof the pages show once confirmed), which never stop it.
import { buildRefused } from "../lib/launch/preview";
import { formatUnconfirmedFact, optionalFacts, unconfirmedFacts } from "../lib/launch/unconfirmed-facts";

const optional = optionalFacts();
if (optional.length) {
  console.log(
    `Optional: ${optional.length === 1 ? "one fact" : `${optional.length} facts`} the site may launch without; each page leaves it out until confirmed (docs/launch.md):`,
  );
  for (const fact of optional) console.log(`  - ${formatUnconfirmedFact(fact)}`);
}

const facts = unconfirmedFacts();
const count = facts.length === 1 ? "One fact is" : `${facts.length} facts are`;
if (!facts.length) {
  console.log("Every fact only the owner can confirm is confirmed: the site may launch.");
} else if (buildRefused(process.env, facts)) {
  console.error(`${count} not confirmed by the owner yet (see docs/launch.md):`);
  for (const fact of facts) console.error(`  - ${formatUnconfirmedFact(fact)}`);
  console.error("A production build stops here. Confirm each one, or build a preview, marked not for launch: npm run build:preview");
  process.exit(1);
} else {
  console.log(`${count} not confirmed by the owner yet: building a preview, marked not for launch on every page (npm run check:launch lists them).`);
}
