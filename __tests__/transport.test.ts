// The one transport of every form (DESIGN.md "Form submission", issue 9): a CORS simple request
// whose JSON answer decides the outcome, retried with backoff for about 30 s.
import {
  TEST_FORM_ENDPOINT,
  answerStored,
  fieldsOf,
  htmlErrorAnswer,
  jsonResponse,
  refusedAnswer,
  retryableAnswer,
  storedAnswer,
} from "./support/form-transport";
import { THROTTLED_MESSAGE, parseEndpointAnswer } from "@/lib/forms/contract";
import {
  ATTEMPT_TIMEOUT_MS,
  RETRY_DELAYS_MS,
  RETRY_WINDOW_MS,
  deliver,
  toFormData,
  type DeliverOptions,
  type Submission,
} from "@/lib/forms/transport";

const ENDPOINT = "https://script.example.com/macros/s/abc/exec";
const NOW = new Date("2025-03-04T05:06:07.089Z");
const ID = "3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f";

const submission = (overrides: Partial<Submission> = {}): Submission => ({
  id: ID,
  formType: "contact_explore",
  payload: { name: "Ada Lovelace", email: "ada@example.com" },
  formShownAt: "2025-03-04T05:05:00.000Z",
  honeypot: "",
  ...overrides,
});

let fetchMock: jest.Mock<Promise<Response>, Parameters<typeof fetch>>;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>(answerStored);
  global.fetch = fetchMock;
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

/**
 * A clock that moves only when the transport sleeps, so the 30 s window passes without waiting.
 * Each attempt may also take time (a hang that ends in a timeout, say).
 */
function fakeClock({ attemptMs = 0 } = {}) {
  let time = 1_000_000;
  const sleeps: number[] = [];
  const options: DeliverOptions = {
    endpoint: ENDPOINT,
    now: () => time,
    sleep: async (ms) => {
      sleeps.push(ms);
      time += ms;
    },
  };
  if (attemptMs) {
    fetchMock.mockImplementation(async () => {
      time += attemptMs;
      throw new DOMException("The endpoint did not answer in time", "TimeoutError");
    });
  }
  return { options, sleeps, elapsed: () => time - 1_000_000 };
}

/** The fields of every request sent. */
const sentFields = () => fetchMock.mock.calls.map(([, init]) => fieldsOf(init));

describe("toFormData", () => {
  it("carries the formType, an ISO timestamp, the submission id, when the form was shown and the honeypot as 'website'", () => {
    const body = toFormData(submission(), NOW);
    expect(body.get("formType")).toBe("contact_explore");
    expect(body.get("timestamp")).toBe("2025-03-04T05:06:07.089Z");
    expect(body.get("submissionId")).toBe(ID);
    expect(body.get("formShownAt")).toBe("2025-03-04T05:05:00.000Z");
    expect(body.get("website")).toBe("");
  });

  it("sends the honeypot even when it is empty, and a bot's value as it is", () => {
    expect(toFormData(submission(), NOW).has("website")).toBe(true);
    expect(toFormData(submission({ honeypot: "https://spam.example" }), NOW).get("website")).toBe("https://spam.example");
  });

  it("stamps the current time by default", () => {
    const before = Date.now();
    const stamp = String(toFormData(submission()).get("timestamp"));
    expect(stamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(stamp)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(stamp)).toBeLessThanOrEqual(Date.now());
  });

  it("carries every non-empty payload field as text", () => {
    const body = toFormData(submission({ formType: "agent_request", payload: { fullName: "Grace Hopper", count: 3, urgent: false, zero: 0 } }), NOW);
    expect(body.get("fullName")).toBe("Grace Hopper");
    expect(body.get("count")).toBe("3");
    expect(body.get("urgent")).toBe("false");
    expect(body.get("zero")).toBe("0");
  });

  it('leaves out "", null and undefined payload fields', () => {
    const body = toFormData(submission({ payload: { empty: "", nothing: null, missing: undefined, kept: "x" } }), NOW);
    expect(body.has("empty")).toBe(false);
    expect(body.has("nothing")).toBe(false);
    expect(body.has("missing")).toBe(false);
    expect([...body.keys()]).toEqual(["formType", "timestamp", "submissionId", "formShownAt", "website", "kept"]);
  });

  it("sends objects and lists as JSON text", () => {
    const body = toFormData(submission({ payload: { services: ["Data Engineering", "AI/ML Solutions"], meta: { page: "/contact" } } }), NOW);
    expect(body.get("services")).toBe('["Data Engineering","AI/ML Solutions"]');
    expect(body.get("meta")).toBe('{"page":"/contact"}');
  });

  it("carries when a person first interacted and the submission it supersedes, when there are any", () => {
    const body = toFormData(submission({ interactedAt: "2025-03-04T05:05:30.000Z", supersedes: "0f0e0d0c-0b0a-4098-8765-432100000000" }), NOW);
    expect(body.get("interactedAt")).toBe("2025-03-04T05:05:30.000Z");
    expect(body.get("supersedes")).toBe("0f0e0d0c-0b0a-4098-8765-432100000000");
    expect([...body.keys()]).toEqual(["formType", "timestamp", "submissionId", "formShownAt", "website", "interactedAt", "supersedes", "name", "email"]);

    const plain = toFormData(submission(), NOW);
    expect(plain.has("interactedAt")).toBe(false);
    expect(plain.has("supersedes")).toBe(false);
  });

  it("sends each field once", () => {
    const body = toFormData(submission({ payload: { name: "Ada", email: "ada@example.com" } }), NOW);
    expect(body.getAll("name")).toEqual(["Ada"]);
    expect(body.getAll("formType")).toEqual(["contact_explore"]);
    expect(body.getAll("submissionId")).toEqual([ID]);
  });
});

describe("parseEndpointAnswer", () => {
  it("reads the three answers of the contract", () => {
    expect(parseEndpointAnswer({ success: true, id: ID })).toEqual({ success: true, id: ID });
    expect(parseEndpointAnswer({ success: false, message: "Invalid email" })).toEqual({ success: false, message: "Invalid email" });
    expect(parseEndpointAnswer({ success: false, message: "Busy", retryable: true })).toEqual({ success: false, message: "Busy", retryable: true });
  });

  it("gives undefined for anything else", () => {
    for (const body of [undefined, null, "ok", 200, {}, { success: true }, { success: "true", id: ID }, { success: false }, { ok: true }]) {
      expect(parseEndpointAnswer(body)).toBeUndefined();
    }
  });
});

describe("deliver", () => {
  it("posts a CORS simple request to the endpoint: POST, mode cors, no credentials, no custom headers, redirects followed, a FormData body", async () => {
    await deliver(submission(), { endpoint: ENDPOINT });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(init).toMatchObject({ method: "POST", mode: "cors", credentials: "omit", redirect: "follow" });
    expect(init?.headers).toBeUndefined();
    expect(init?.body).toBeInstanceOf(FormData);
    expect(fieldsOf(init)).toMatchObject({ formType: "contact_explore", submissionId: ID, website: "", name: "Ada Lovelace", email: "ada@example.com" });
  });

  it("posts to NEXT_PUBLIC_FORM_ENDPOINT by default", async () => {
    await deliver(submission());
    expect(fetchMock.mock.calls[0]?.[0]).toBe(TEST_FORM_ENDPOINT);
  });

  it("gives every attempt an AbortSignal", async () => {
    const { options } = fakeClock();
    fetchMock.mockResolvedValueOnce(retryableAnswer()).mockImplementation(answerStored);
    await deliver(submission(), options);

    expect(fetchMock).toHaveBeenCalledTimes(2);
    const signals = fetchMock.mock.calls.map(([, init]) => init?.signal);
    for (const signal of signals) {
      expect(signal).toBeInstanceOf(AbortSignal);
      expect(signal?.aborted).toBe(false);
    }
    expect(signals[0]).not.toBe(signals[1]);
  });

  it("reports stored on { success: true, id }, after one request", async () => {
    await expect(deliver(submission(), { endpoint: ENDPOINT })).resolves.toEqual({ status: "stored", id: ID });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("reports stored for a repeat the endpoint already stored, whatever the HTTP status", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, id: ID }, 200));
    await expect(deliver(submission(), { endpoint: ENDPOINT })).resolves.toEqual({ status: "stored", id: ID });
  });

  it("does not count { success: true } for another submission's id as delivery: it retries, and reports unreachable when the window closes", async () => {
    const OTHER = "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a";
    const { options, sleeps } = fakeClock();
    fetchMock.mockResolvedValue(storedAnswer(OTHER));

    await expect(deliver(submission(), options)).resolves.toEqual({ status: "unreachable", message: `The endpoint acknowledged ${OTHER}, not ${ID}` });

    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(sleeps).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
    expect(new Set(sentFields().map((fields) => fields.submissionId))).toEqual(new Set([ID]));
    expect(consoleError).toHaveBeenCalled();
  });

  it("is stored once the endpoint acknowledges this very submission after a stray acknowledgement", async () => {
    const { options } = fakeClock();
    fetchMock.mockResolvedValueOnce(storedAnswer("someone-else")).mockImplementation(answerStored);
    await expect(deliver(submission(), options)).resolves.toEqual({ status: "stored", id: ID });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("does not count { success: true } with an empty id as delivery", async () => {
    const { options } = fakeClock();
    fetchMock.mockResolvedValue(storedAnswer(""));
    await expect(deliver(submission(), options)).resolves.toMatchObject({ status: "unreachable" });
  });

  it("reports a refusal with its message and does not send it again", async () => {
    const { options, sleeps } = fakeClock();
    fetchMock.mockResolvedValue(refusedAnswer("Enter a valid email address, like name@company.com"));
    await expect(deliver(submission(), options)).resolves.toEqual({ status: "refused", message: "Enter a valid email address, like name@company.com" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sleeps).toEqual([]);
  });

  it("takes the local inbox's honest statuses: a 400 or a 429 with a refusal is a refusal", async () => {
    fetchMock.mockResolvedValueOnce(refusedAnswer("email: Invalid email", 400)).mockResolvedValueOnce(refusedAnswer(THROTTLED_MESSAGE, 429));
    await expect(deliver(submission(), { endpoint: ENDPOINT })).resolves.toEqual({ status: "refused", message: "email: Invalid email" });
    await expect(deliver(submission(), { endpoint: ENDPOINT })).resolves.toEqual({ status: "refused", message: THROTTLED_MESSAGE });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("sends again after a retryable answer, until stored", async () => {
    const { options, sleeps } = fakeClock();
    fetchMock.mockResolvedValueOnce(retryableAnswer("Busy, please try again")).mockResolvedValueOnce(retryableAnswer("Busy", 503)).mockImplementation(answerStored);
    await expect(deliver(submission(), options)).resolves.toEqual({ status: "stored", id: ID });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sleeps).toEqual([RETRY_DELAYS_MS[0], RETRY_DELAYS_MS[1]]);
  });

  it("sends again after an answer that is not JSON (an HTML 500 page)", async () => {
    const { options } = fakeClock();
    fetchMock.mockResolvedValueOnce(htmlErrorAnswer(500)).mockImplementation(answerStored);
    await expect(deliver(submission(), options)).resolves.toEqual({ status: "stored", id: ID });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("sends again after JSON that is not an answer of the contract", async () => {
    const { options } = fakeClock();
    fetchMock.mockResolvedValueOnce(jsonResponse({ result: "ok" })).mockImplementation(answerStored);
    await expect(deliver(submission(), options)).resolves.toEqual({ status: "stored", id: ID });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("sends again after a network error", async () => {
    const { options } = fakeClock();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockRejectedValueOnce(new TypeError("Failed to fetch")).mockImplementation(answerStored);
    await expect(deliver(submission(), options)).resolves.toEqual({ status: "stored", id: ID });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("sends the same submission id, and the same fields, on every retry", async () => {
    const { options } = fakeClock();
    fetchMock
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(htmlErrorAnswer(502))
      .mockResolvedValueOnce(retryableAnswer())
      .mockImplementation(answerStored);
    await deliver(submission(), options);

    const sent = sentFields();
    expect(sent).toHaveLength(4);
    expect(new Set(sent.map((fields) => fields.submissionId))).toEqual(new Set([ID]));
    const withoutTimestamp = ({ timestamp, ...fields }: Record<string, string>) => {
      expect(timestamp).toBeTruthy();
      return fields;
    };
    for (const fields of sent) expect(withoutTimestamp(fields)).toEqual(withoutTimestamp(sent[0]!));
  });

  it("backs off 1, 2, 4 then 8 s between attempts and gives up as unreachable when the 30 s window closes", async () => {
    const { options, sleeps, elapsed } = fakeClock();
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(deliver(submission(), options)).resolves.toEqual({ status: "unreachable", message: "Failed to fetch" });

    expect(sleeps).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(elapsed()).toBeLessThan(RETRY_WINDOW_MS);
    expect(new Set(sentFields().map((fields) => fields.submissionId))).toEqual(new Set([ID]));
    expect(consoleError).toHaveBeenCalled();
  });

  it("counts the time attempts take against the window: two 15 s timeouts use it up", async () => {
    const { options, elapsed } = fakeClock({ attemptMs: ATTEMPT_TIMEOUT_MS });
    await expect(deliver(submission(), options)).resolves.toMatchObject({ status: "unreachable" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(elapsed()).toBeLessThanOrEqual(RETRY_WINDOW_MS + ATTEMPT_TIMEOUT_MS);
  });

  it("keeps retrying a busy endpoint within the window, then reports its last message", async () => {
    const { options } = fakeClock();
    fetchMock.mockResolvedValue(retryableAnswer("Storage is full"));
    await expect(deliver(submission(), options)).resolves.toEqual({ status: "unreachable", message: "Storage is full" });
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it("honours the injected window and delays", async () => {
    const { options, sleeps } = fakeClock();
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await deliver(submission(), { ...options, retryWindowMs: 1_000, retryDelaysMs: [300] });
    expect(sleeps).toEqual([300, 300, 300]);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("aborts an attempt that gets no answer within 15 s, as a timeout, and reports unreachable", async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    let settled = false;
    const delivery = deliver(submission(), { endpoint: ENDPOINT, retryWindowMs: ATTEMPT_TIMEOUT_MS }).finally(() => (settled = true));

    await jest.advanceTimersByTimeAsync(ATTEMPT_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);

    await jest.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect((signal?.reason as DOMException).name).toBe("TimeoutError");
    await expect(delivery).resolves.toEqual({ status: "unreachable", message: "The endpoint did not answer in time" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("retries a timed-out attempt, and is stored when the endpoint answers in time", async () => {
    jest.useFakeTimers();
    fetchMock
      .mockImplementationOnce(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
          }),
      )
      .mockImplementation(answerStored);
    const delivery = deliver(submission(), { endpoint: ENDPOINT });
    await jest.advanceTimersByTimeAsync(ATTEMPT_TIMEOUT_MS + RETRY_DELAYS_MS[0]!);
    await expect(delivery).resolves.toEqual({ status: "stored", id: ID });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("clears the attempt's timer once it is answered", async () => {
    jest.useFakeTimers();
    await deliver(submission(), { endpoint: ENDPOINT });
    expect(jest.getTimerCount()).toBe(0);
  });

  it("reports unreachable, without a request, when no endpoint is configured", async () => {
    await expect(deliver(submission(), { endpoint: "" })).resolves.toMatchObject({ status: "unreachable" });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
