// `npm run check:launch`: lists every fact only the owner can confirm that is still unconfirmed
// (lib/launch/unconfirmed-facts.ts), each with its file and field, and fails while any is left.
// Run it before a production deploy; docs/launch.md explains each kind of fact.
import { formatUnconfirmedFact, unconfirmedFacts } from "../lib/launch/unconfirmed-facts";

const facts = unconfirmedFacts();
if (facts.length) {
  console.error(`${facts.length === 1 ? "One fact is" : `${facts.length} facts are`} not confirmed by the owner yet (see docs/launch.md):`);
  for (const fact of facts) console.error(`  - ${formatUnconfirmedFact(fact)}`);
  process.exit(1);
}
console.log("Every fact only the owner can confirm is confirmed: the site may launch.");
