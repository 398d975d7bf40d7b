// How a preview's notice opens a file's own text. Import-free, so code that reaches the browser
// (lib/legal/sub-processors.ts, in the WebMCP tools' chunk) can use it without the launch check.

/** `text`, after `notice` when there is one. */
export function withNotice(notice: string | undefined, text: string): string {
  return notice ? `${notice} ${text}` : text;
}
