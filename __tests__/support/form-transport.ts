// The network side of the form tests: every test gets a fresh fetch mock that answers like the
// form endpoint (lib/forms/contract.ts), and can read back what the form sent.
//
// The transport reads NEXT_PUBLIC_FORM_ENDPOINT when its module loads, so this module sets it as
// soon as it is imported: import it before anything that imports the transport.
import { act } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import toast from "react-hot-toast/headless";

export const TEST_FORM_ENDPOINT = "https://inbox.example.com/submit";
process.env.NEXT_PUBLIC_FORM_ENDPOINT = TEST_FORM_ENDPOINT;

/** Where the outbox and the drafts live, as the visitor's browser would keep them: one key per outbox entry. */
export const OUTBOX_KEY_PREFIX = "lumenfold:outbox:";
export const outboxKeyOf = (id: string) => `${OUTBOX_KEY_PREFIX}${id}`;
export const draftKey = (formId: string) => `lumenfold:draft:${formId}`;

type FetchMock = jest.Mock<Promise<Response>, Parameters<typeof fetch>>;

/** A Response-like answer (jsdom has no Response): what the transport reads of it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as unknown as Response;
}

/** The endpoint stored the submission. */
export const storedAnswer = (id: string) => jsonResponse({ success: true, id });
/** The endpoint refused the submission (invalid, throttled): not to be sent again. */
export const refusedAnswer = (message: string, status = 200) => jsonResponse({ success: false, message }, status);
/** The endpoint could not store the submission now; the same submission may be sent again. */
export const retryableAnswer = (message = "Busy, please try again", status = 200) => jsonResponse({ success: false, message, retryable: true }, status);
/** An HTML error page from a proxy or a crashed server: not JSON. */
export const htmlErrorAnswer = (status = 500) =>
  ({
    ok: false,
    status,
    json: async () => {
      throw new SyntaxError("Unexpected token '<', \"<!DOCTYPE \"... is not valid JSON");
    },
  }) as unknown as Response;

/** The fields of a multipart body, as text. */
export function fieldsOf(init: RequestInit | undefined): Record<string, string> {
  const body = init?.body;
  if (!(body instanceof FormData)) throw new Error("The request carried no FormData body");
  return Object.fromEntries([...body.entries()].map(([key, value]) => [key, String(value)]));
}

/** What the endpoint answers by default: stored, under the submission id the request carried. */
export const answerStored: (...args: Parameters<typeof fetch>) => Promise<Response> = async (_url, init) =>
  storedAnswer(String((init?.body as FormData | undefined)?.get("submissionId") ?? ""));

export type FormTransport = {
  fetch: () => FetchMock;
  /** The fields of the one request that was sent (fails unless exactly one was). */
  sentFields: () => Record<string, string>;
  /** The fields of every request sent, in order. */
  allSentFields: () => Record<string, string>[];
  /** From now on the endpoint refuses every submission with this message. */
  refuseWith: (message: string) => void;
  /** From now on the endpoint answers that it is busy (retryable). */
  answerBusy: (message?: string) => void;
  /** From now on the endpoint answers an HTML 500 page. */
  answerHtmlError: (status?: number) => void;
  /** From now on every request fails as a dropped connection does. */
  failNetwork: () => void;
  /**
   * Every request fails and jest's clock runs the transport's 30 s of retries in no real time;
   * returns the user to drive the form with (the fake timers end after each test).
   */
  goOffline: () => UserEvent;
  /** From now on the endpoint stores every submission again. */
  recover: () => void;
};

/** Installs the mock around each test; call it once at the top of a test file. */
export function mockFormTransport(): FormTransport {
  let fetchMock: FetchMock;

  beforeEach(() => {
    fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>(answerStored);
    global.fetch = fetchMock;
  });

  afterEach(() => {
    jest.useRealTimers();
    act(() => toast.remove());
    localStorage.clear();
    sessionStorage.clear();
  });

  const failNetwork = () => void fetchMock.mockImplementation(async () => Promise.reject(new TypeError("Failed to fetch")));

  function checked(call: Parameters<typeof fetch> | undefined): Record<string, string> {
    const [url, init] = call ?? [];
    expect(url).toBe(TEST_FORM_ENDPOINT);
    expect(init).toMatchObject({ method: "POST", mode: "cors" });
    return fieldsOf(init);
  }

  return {
    fetch: () => fetchMock,
    sentFields() {
      expect(fetchMock).toHaveBeenCalledTimes(1);
      return checked(fetchMock.mock.calls[0]);
    },
    allSentFields: () => fetchMock.mock.calls.map((call) => checked(call)),
    refuseWith: (message) => void fetchMock.mockImplementation(async () => refusedAnswer(message)),
    answerBusy: (message) => void fetchMock.mockImplementation(async () => retryableAnswer(message)),
    answerHtmlError: (status) => void fetchMock.mockImplementation(async () => htmlErrorAnswer(status)),
    failNetwork,
    goOffline() {
      jest.useFakeTimers({ advanceTimers: true });
      failNetwork();
      return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    },
    recover: () => void fetchMock.mockImplementation(answerStored),
  };
}

/** The localStorage keys of the outbox entries still to be delivered (settled ones stay a day to be told), sorted. */
export function outboxKeys(): string[] {
  return storageKeys().filter((key) => {
    if (!key.startsWith(OUTBOX_KEY_PREFIX)) return false;
    const status = (JSON.parse(localStorage.getItem(key) ?? "null") as { status?: string } | null)?.status;
    return status === "sending" || status === "waiting";
  });
}

/** Every key localStorage holds, sorted. */
function storageKeys(): string[] {
  return Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? "").sort();
}

export type StoredOutboxEntry = {
  submission: { id: string; formType: string; payload: Record<string, unknown>; supersedes?: string };
  savedAt: string;
  status: string;
  attempts: number;
};

/** The submissions waiting in the on-device outbox, as stored (one key each), oldest first. */
export function outboxInStorage(): StoredOutboxEntry[] {
  return outboxKeys()
    .map((key) => JSON.parse(localStorage.getItem(key) ?? "null") as StoredOutboxEntry | null)
    .filter((value): value is StoredOutboxEntry => typeof value?.submission?.id === "string")
    .sort((a, b) => a.savedAt.localeCompare(b.savedAt));
}

/** Everything localStorage holds, as one text: to check that a lead's name or message is gone. */
export function localStorageText(): string {
  return JSON.stringify(Object.fromEntries(storageKeys().map((key) => [key, localStorage.getItem(key)])));
}

/**
 * Runs the transport's retries on jest's fake clock (jest.useFakeTimers({ advanceTimers: true })
 * must be on) until `done()` holds, half a second at a time, for at most `limitMs` of fake time.
 */
export async function runClockUntil(done: () => boolean, limitMs = 60_000): Promise<void> {
  for (let elapsed = 0; !done(); elapsed += 500) {
    if (elapsed > limitMs) throw new Error(`Still waiting after ${limitMs} ms of fake time`);
    await act(() => jest.advanceTimersByTimeAsync(500));
  }
}
