// Starts the local inbox on a free port with the INBOX_FILE given as the argument, says whether it
// listened, and stops. The inbox tests run it as another user to try a file they may not write.
import { startFormInbox } from "../../scripts/form-inbox";

startFormInbox({ port: 0, host: "127.0.0.1", file: process.argv[2] ?? "", quiet: true }).then(
  (server) => {
    console.log("listening");
    server.close();
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
