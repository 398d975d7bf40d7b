// The one transport of every form (DESIGN.md "Form submission"): a CORS simple request whose JSON
// answer decides the outcome; retrying is the sender's (outbox.test.ts).
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
import { parseEndpointAnswer } from "@/lib/forms/contract";
import { ATTEMPT_TIMEOUT_MS, sendOnce, toFormData, type Submission } from "@/lib/forms/transport";

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

describe("sendOnce", () => {
  it("posts a CORS simple request to the endpoint: POST, mode cors, no credentials, no custom headers, redirects followed, a FormData body", async () => {
    await sendOnce(submission(), { endpoint: ENDPOINT });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(init).toMatchObject({ method: "POST", mode: "cors", credentials: "omit", redirect: "follow" });
    expect(init?.headers).toBeUndefined();
    expect(init?.body).toBeInstanceOf(FormData);
    expect(fieldsOf(init)).toMatchObject({ formType: "contact_explore", submissionId: ID, website: "", name: "Ada Lovelace", email: "ada@example.com" });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("posts to NEXT_PUBLIC_FORM_ENDPOINT by default", async () => {
    await sendOnce(submission());
    expect(fetchMock.mock.calls[0]?.[0]).toBe(TEST_FORM_ENDPOINT);
  });

  it("reports stored on { success: true, id } for this submission, whatever the HTTP status", async () => {
    await expect(sendOnce(submission(), { endpoint: ENDPOINT })).resolves.toEqual({ status: "stored", id: ID });
    fetchMock.mockResolvedValue(jsonResponse({ success: true, id: ID }, 200));
    await expect(sendOnce(submission(), { endpoint: ENDPOINT })).resolves.toEqual({ status: "stored", id: ID });
  });

  it("does not count { success: true } for another submission's id, or an empty one, as delivery", async () => {
    const OTHER = "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a";
    fetchMock.mockResolvedValueOnce(storedAnswer(OTHER)).mockResolvedValueOnce(storedAnswer(""));
    await expect(sendOnce(submission(), { endpoint: ENDPOINT })).resolves.toEqual({
      status: "unreachable",
      message: `The endpoint acknowledged ${OTHER}, not ${ID}`,
    });
    await expect(sendOnce(submission(), { endpoint: ENDPOINT })).resolves.toMatchObject({ status: "unreachable" });
  });

  it("reports a refusal with its message, whatever the HTTP status (the local inbox answers 400)", async () => {
    fetchMock
      .mockResolvedValueOnce(refusedAnswer("Enter a valid email address, like name@company.com"))
      .mockResolvedValueOnce(refusedAnswer("Full Name is required", 400));
    await expect(sendOnce(submission(), { endpoint: ENDPOINT })).resolves.toEqual({
      status: "refused",
      message: "Enter a valid email address, like name@company.com",
    });
    await expect(sendOnce(submission(), { endpoint: ENDPOINT })).resolves.toEqual({ status: "refused", message: "Full Name is required" });
  });

  it("reports unreachable, to be tried again, for a retryable answer, an HTML error page, JSON outside the contract and a network error", async () => {
    fetchMock
      .mockResolvedValueOnce(retryableAnswer("Busy, please try again"))
      .mockResolvedValueOnce(htmlErrorAnswer(500))
      .mockResolvedValueOnce(jsonResponse({ result: "ok" }))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await sendOnce(submission(), { endpoint: ENDPOINT }));
    expect(outcomes).toEqual([
      { status: "unreachable", message: "Busy, please try again" },
      { status: "unreachable", message: "Unreadable answer (HTTP 500)" },
      { status: "unreachable", message: "Unreadable answer (HTTP 200)" },
      { status: "unreachable", message: "Failed to fetch" },
    ]);
  });

  it("aborts an attempt that gets no answer within 15 s, as a timeout", async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    let settled = false;
    const delivery = sendOnce(submission(), { endpoint: ENDPOINT }).finally(() => (settled = true));

    await jest.advanceTimersByTimeAsync(ATTEMPT_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(delivery).resolves.toEqual({ status: "unreachable", message: "The endpoint did not answer in time" });
  });

  it("clears the attempt's timer once it is answered", async () => {
    jest.useFakeTimers();
    await sendOnce(submission(), { endpoint: ENDPOINT });
    expect(jest.getTimerCount()).toBe(0);
  });

  it("reports unreachable, without a request, when no endpoint is configured", async () => {
    await expect(sendOnce(submission(), { endpoint: "" })).resolves.toMatchObject({ status: "unreachable" });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
