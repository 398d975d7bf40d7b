// The on-device outbox (localStorage) and the drafts (sessionStorage) behind every form: what
// could not be delivered waits and is sent again exactly once per submission; what is typed
// survives a reload until it is sent.
import { OUTBOX_KEY, draftKey } from "./support/form-transport";
import { clearDraft, loadDraft, saveDraft } from "@/lib/forms/drafts";
import {
  OUTBOX_EVENT,
  flushOutbox,
  hasOutboxEntries,
  isInOutbox,
  outboxEntries,
  removeFromOutbox,
  saveToOutbox,
  type OutboxEventDetail,
} from "@/lib/forms/outbox";
import type { Delivery, Submission } from "@/lib/forms/transport";

const submission = (id: string, overrides: Partial<Submission> = {}): Submission => ({
  id,
  formType: "contact",
  payload: { name: "Ada Lovelace", email: "ada@example.com" },
  formShownAt: "2025-03-04T05:05:00.000Z",
  honeypot: "",
  ...overrides,
});

const ids = () => outboxEntries().map((entry) => entry.submission.id);

/** Records every OUTBOX_EVENT; claims them (preventDefault) when told to. */
function listenToOutbox({ claim = false } = {}) {
  const events: OutboxEventDetail[] = [];
  const listener = (event: Event) => {
    events.push((event as CustomEvent<OutboxEventDetail>).detail);
    if (claim) event.preventDefault();
  };
  window.addEventListener(OUTBOX_EVENT, listener);
  listeners.push(listener);
  return events;
}
const listeners: EventListener[] = [];

afterEach(() => {
  for (const listener of listeners.splice(0)) window.removeEventListener(OUTBOX_EVENT, listener);
  localStorage.clear();
  sessionStorage.clear();
  jest.restoreAllMocks();
});

describe("the outbox", () => {
  it("is empty at first", () => {
    expect(outboxEntries()).toEqual([]);
    expect(hasOutboxEntries()).toBe(false);
    expect(isInOutbox("a")).toBe(false);
  });

  it("keeps a saved submission in localStorage, with when it was saved", () => {
    saveToOutbox(submission("a"), new Date("2025-03-04T05:06:07.089Z"));

    expect(outboxEntries()).toEqual([{ submission: submission("a"), savedAt: "2025-03-04T05:06:07.089Z" }]);
    expect(JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? "null")).toEqual([{ submission: submission("a"), savedAt: "2025-03-04T05:06:07.089Z" }]);
    expect(hasOutboxEntries()).toBe(true);
    expect(isInOutbox("a")).toBe(true);
  });

  it("replaces an earlier copy with the same id instead of keeping two", () => {
    saveToOutbox(submission("a"));
    saveToOutbox(submission("b"));
    saveToOutbox(submission("a", { payload: { name: "Ada King" } }));

    expect(ids().sort()).toEqual(["a", "b"]);
    expect(outboxEntries().find((entry) => entry.submission.id === "a")?.submission.payload).toEqual({ name: "Ada King" });
  });

  it("removes one entry by id, and the storage key with the last one", () => {
    saveToOutbox(submission("a"));
    saveToOutbox(submission("b"));
    removeFromOutbox("a");
    expect(ids()).toEqual(["b"]);
    removeFromOutbox("b");
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
    expect(hasOutboxEntries()).toBe(false);
  });

  it("treats corrupt JSON in localStorage as empty, and saves over it", () => {
    localStorage.setItem(OUTBOX_KEY, "{not json");
    expect(outboxEntries()).toEqual([]);
    expect(isInOutbox("a")).toBe(false);
    saveToOutbox(submission("a"));
    expect(ids()).toEqual(["a"]);
  });

  it("treats JSON that is not a list as empty", () => {
    localStorage.setItem(OUTBOX_KEY, '{"submission":{"id":"a"}}');
    expect(outboxEntries()).toEqual([]);
  });

  it("skips list items that are not submissions, and can still save and remove", () => {
    localStorage.setItem(OUTBOX_KEY, JSON.stringify([null, 3, { submission: null }, { submission: { id: "x" } }]));
    expect(outboxEntries()).toEqual([]);
    expect(hasOutboxEntries()).toBe(false);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
    saveToOutbox(submission("a"));
    removeFromOutbox("a");
    expect(outboxEntries()).toEqual([]);
  });

  it("does not throw when storage is full or blocked", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    expect(() => saveToOutbox(submission("a"))).not.toThrow();
    expect(outboxEntries()).toEqual([]);
  });
});

describe("flushOutbox", () => {
  it("sends each saved submission once, in the order saved, and removes the stored and refused ones", async () => {
    saveToOutbox(submission("stored"));
    saveToOutbox(submission("refused"));
    saveToOutbox(submission("unreachable"));
    const answers: Record<string, Delivery> = {
      stored: { status: "stored", id: "stored" },
      refused: { status: "refused", message: "Invalid email" },
      unreachable: { status: "unreachable", message: "Failed to fetch" },
    };
    const send = jest.fn(async (sent: Submission) => answers[sent.id]!);

    const results = await flushOutbox(send);

    expect(send.mock.calls.map(([sent]) => sent)).toEqual([submission("stored"), submission("refused"), submission("unreachable")]);
    expect(ids()).toEqual(["unreachable"]);
    expect(results).toEqual([
      { id: "stored", status: "stored", message: undefined, claimed: false },
      { id: "refused", status: "refused", message: "Invalid email", claimed: false },
    ]);
  });

  it("announces each stored or refused submission with OUTBOX_EVENT, and not the ones that stay", async () => {
    const events = listenToOutbox();
    saveToOutbox(submission("a"));
    saveToOutbox(submission("b"));
    saveToOutbox(submission("c"));
    await flushOutbox(async (sent): Promise<Delivery> =>
      sent.id === "a" ? { status: "stored", id: "a" } : sent.id === "b" ? { status: "refused", message: "Too many requests" } : { status: "unreachable", message: "x" },
    );

    expect(events).toEqual([
      { id: "a", status: "stored", message: undefined },
      { id: "b", status: "refused", message: "Too many requests" },
    ]);
  });

  it("removes an entry before announcing it, so a listener sees the outbox without it", async () => {
    let inOutboxWhenAnnounced: boolean | undefined;
    window.addEventListener(OUTBOX_EVENT, function listener(event) {
      inOutboxWhenAnnounced = isInOutbox((event as CustomEvent<OutboxEventDetail>).detail.id);
      window.removeEventListener(OUTBOX_EVENT, listener);
    });
    saveToOutbox(submission("a"));
    await flushOutbox(async () => ({ status: "stored" }));
    expect(inOutboxWhenAnnounced).toBe(false);
  });

  it("reports a result as claimed when a form on the page called preventDefault", async () => {
    listenToOutbox({ claim: true });
    saveToOutbox(submission("a"));
    const results = await flushOutbox(async () => ({ status: "stored" }));
    expect(results).toEqual([{ id: "a", status: "stored", message: undefined, claimed: true }]);
  });

  it("sends nothing and reports nothing when the outbox is empty", async () => {
    const send = jest.fn();
    await expect(flushOutbox(send)).resolves.toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });

  it("shares one run between calls made while it runs, so no entry is sent twice", async () => {
    saveToOutbox(submission("a"));
    saveToOutbox(submission("b"));
    const pending: (() => void)[] = [];
    const send = jest.fn(
      (sent: Submission) => new Promise<Delivery>((resolve) => pending.push(() => resolve({ status: "stored", id: sent.id }))),
    );

    const first = flushOutbox(send);
    const second = flushOutbox(send);
    const third = flushOutbox(async () => ({ status: "stored" }));
    expect(second).toBe(first);
    expect(third).toBe(first);
    while (pending.length || send.mock.calls.length < 2) {
      pending.shift()?.();
      await Promise.resolve();
    }
    await first;

    expect(send.mock.calls.map(([sent]) => sent.id)).toEqual(["a", "b"]);
    expect(await second).toEqual(await first);
    expect(outboxEntries()).toEqual([]);
  });

  it("starts a new run once the previous one has finished", async () => {
    saveToOutbox(submission("a"));
    const send = jest.fn(async (): Promise<Delivery> => ({ status: "unreachable", message: "offline" }));
    await flushOutbox(send);
    await flushOutbox(send);
    expect(send).toHaveBeenCalledTimes(2);
    expect(ids()).toEqual(["a"]);
  });

  it("starts a new run after a run that failed", async () => {
    saveToOutbox(submission("a"));
    await expect(flushOutbox(async () => Promise.reject(new Error("chunk failed")))).rejects.toThrow("chunk failed");
    expect(ids()).toEqual(["a"]);
    await expect(flushOutbox(async () => ({ status: "stored" }))).resolves.toHaveLength(1);
    expect(ids()).toEqual([]);
  });

  it("reads corrupt JSON as an empty outbox", async () => {
    localStorage.setItem(OUTBOX_KEY, "[{");
    const send = jest.fn();
    await expect(flushOutbox(send)).resolves.toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });
});

describe("drafts", () => {
  type Values = { fullName: string; email: string };

  it("saves a draft in sessionStorage under lumenfold:draft:<form> and loads it back", () => {
    saveDraft<Values>("contact", { values: { fullName: "Ada", email: "ada@" }, submissionId: "a" });

    expect(JSON.parse(sessionStorage.getItem(draftKey("contact")) ?? "null")).toEqual({ values: { fullName: "Ada", email: "ada@" }, submissionId: "a" });
    expect(loadDraft<Values>("contact")).toEqual({ values: { fullName: "Ada", email: "ada@" }, submissionId: "a" });
    expect(localStorage.length).toBe(0);
  });

  it("keeps one draft per form", () => {
    saveDraft<Values>("contact", { values: { fullName: "Ada", email: "" } });
    saveDraft<Values>("agent-request:sales-pro-agent", { values: { fullName: "Grace", email: "" } });
    expect(loadDraft<Values>("contact")?.values.fullName).toBe("Ada");
    expect(loadDraft<Values>("agent-request:sales-pro-agent")?.values.fullName).toBe("Grace");
  });

  it("has no draft before anything was typed", () => {
    expect(loadDraft("contact")).toBeUndefined();
  });

  it("clears a draft, and only that one", () => {
    saveDraft<Values>("contact", { values: { fullName: "Ada", email: "" } });
    saveDraft<Values>("other", { values: { fullName: "Grace", email: "" } });
    clearDraft("contact");
    expect(loadDraft("contact")).toBeUndefined();
    expect(sessionStorage.getItem(draftKey("contact"))).toBeNull();
    expect(loadDraft<Values>("other")?.values.fullName).toBe("Grace");
  });

  it("treats a corrupt draft as none", () => {
    sessionStorage.setItem(draftKey("contact"), "{");
    expect(loadDraft("contact")).toBeUndefined();
  });

  it("does not throw when storage is blocked", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    jest.spyOn(Storage.prototype, "removeItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(() => saveDraft("contact", { values: {} })).not.toThrow();
    expect(loadDraft("contact")).toBeUndefined();
    expect(() => clearDraft("contact")).not.toThrow();
  });
});
