// Where the local form inbox listens and writes. Shared by next.config.ts (dev default), the inbox
// server, `npm start` and the browser tests, so the address is written once.
export const LOCAL_INBOX_PORT = Number(process.env.INBOX_PORT ?? 3001);
export const LOCAL_INBOX_HOST = process.env.INBOX_HOST ?? "127.0.0.1";
export const LOCAL_INBOX_PATH = "/submit";
export const LOCAL_INBOX_URL = `http://${LOCAL_INBOX_HOST}:${LOCAL_INBOX_PORT}${LOCAL_INBOX_PATH}`;
export const LOCAL_INBOX_FILE = process.env.INBOX_FILE ?? ".data/form-inbox.jsonl";
