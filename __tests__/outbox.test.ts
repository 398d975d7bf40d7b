// The on-device outbox (localStorage) and the drafts (sessionStorage) behind every form: what
// could not be delivered waits and is sent again exactly once per submission; what is typed
// survives a reload until it is sent.
import { LEGACY_OUTBOX_KEY, draftKey, localStorageText, outboxInStorage, outboxKeyOf, outboxKeys } from "./support/form-transport";
import { clearDraft, loadDraft, saveDraft } from "@/lib/forms/drafts";
import {
  OUTBOX_EVENT,
  OUTBOX_MAX_AGE_MS,
  OUTBOX_MAX_ATTEMPTS,
  flushOutbox,
  hasOutboxEntries,
  isInOutbox,
  markSending,
  outboxChange,
  outboxEntries,
  outboxKey,
  removeFromOutbox,
  saveToOutbox,
  settleInOutbox,
  type OutboxEventDetail,
} from "@/lib/forms/outbox";
import type { Delivery, Submission } from "@/lib/forms/transport";

const submission = (id: string, overrides: Partial<Submission> = {}): Submission => ({
  id,
  formType: "contact",
  payload: { name: "Ada Lovelace", email: "ada@example.com", message: "Call me after 3pm" },
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

  it("keeps a saved submission in localStorage under lumenfold:outbox:<id>, with when it was saved and no attempts yet", () => {
    expect(saveToOutbox(submission("a"), new Date("2025-03-04T05:06:07.089Z"))).toBe(true);

    expect(outboxEntries()).toEqual([{ submission: submission("a"), savedAt: "2025-03-04T05:06:07.089Z", attempts: 0 }]);
    expect(outboxKeys()).toEqual(["lumenfold:outbox:a"]);
    expect(JSON.parse(localStorage.getItem(outboxKeyOf("a")) ?? "null")).toEqual({ submission: submission("a"), savedAt: "2025-03-04T05:06:07.089Z", attempts: 0 });
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

  it("removes one entry by id, with its storage key", () => {
    saveToOutbox(submission("a"));
    saveToOutbox(submission("b"));
    removeFromOutbox("a");
    expect(ids()).toEqual(["b"]);
    expect(outboxKeys()).toEqual(["lumenfold:outbox:b"]);
    removeFromOutbox("b");
    expect(outboxKeys()).toEqual([]);
    expect(hasOutboxEntries()).toBe(false);
  });

  it("treats corrupt JSON under an entry's key as no entry, and saves over it", () => {
    localStorage.setItem(outboxKeyOf("a"), "{not json");
    expect(outboxEntries()).toEqual([]);
    expect(isInOutbox("a")).toBe(false);
    saveToOutbox(submission("a"));
    expect(ids()).toEqual(["a"]);
  });

  it("skips keys that do not hold a submission, and never sends them", async () => {
    localStorage.setItem(outboxKeyOf("x"), JSON.stringify({ submission: { id: "x" } }));
    localStorage.setItem(outboxKeyOf("y"), "null");
    localStorage.setItem(outboxKeyOf("z"), JSON.stringify({ settled: { id: "z", status: "stored" } }));
    saveToOutbox(submission("a"));
    expect(ids()).toEqual(["a"]);
    const send = jest.fn(async (sent: Submission): Promise<Delivery> => ({ status: "unreachable", message: `${sent.id} offline` }));
    await flushOutbox(send);
    expect(send.mock.calls.map(([sent]) => sent.id)).toEqual(["a"]);
  });

  it("leaves other keys of localStorage alone", () => {
    localStorage.setItem("lumenfold:theme", "dark");
    localStorage.setItem("lumenfold:outboxes", "[]");
    saveToOutbox(submission("a"));
    removeFromOutbox("a");
    expect(localStorage.getItem("lumenfold:theme")).toBe("dark");
    expect(localStorage.getItem("lumenfold:outboxes")).toBe("[]");
    expect(outboxEntries()).toEqual([]);
  });

  it("does not throw when storage is full or blocked, and says the submission was not kept", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    let kept: boolean | undefined;
    expect(() => (kept = saveToOutbox(submission("a")))).not.toThrow();
    expect(kept).toBe(false);
    expect(outboxEntries()).toEqual([]);
    expect(isInOutbox("a")).toBe(false);
  });

  it("says the submission was not kept when storage cannot even be read", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(saveToOutbox(submission("a"))).toBe(false);
    expect(outboxEntries()).toEqual([]);
    expect(hasOutboxEntries()).toBe(false);
  });
});

describe("the outbox in two tabs", () => {
  it("keeps each tab's entries under their own keys, so neither overwrites the other's", () => {
    // Tab A read the outbox before tab B saved; the old single-key outbox lost B's entry when A wrote back.
    saveToOutbox(submission("tab-a-1"), new Date("2025-03-04T05:00:00.000Z"));
    const seenByTabA = ids();
    localStorage.setItem(
      outboxKeyOf("tab-b"),
      JSON.stringify({ submission: submission("tab-b"), savedAt: "2025-03-04T05:01:00.000Z", attempts: 0 }),
    );
    saveToOutbox(submission("tab-a-2"), new Date("2025-03-04T05:02:00.000Z"));
    removeFromOutbox("tab-a-1");

    expect(seenByTabA).toEqual(["tab-a-1"]);
    expect(ids()).toEqual(["tab-b", "tab-a-2"]);
    expect(outboxKeys()).toEqual(["lumenfold:outbox:tab-a-2", "lumenfold:outbox:tab-b"]);
  });

  it("keeps an entry another tab saved while this tab's flush was sending", async () => {
    saveToOutbox(submission("a"));
    let answer: (delivery: Delivery) => void = () => {};
    const send = jest.fn(() => new Promise<Delivery>((resolve) => (answer = resolve)));

    const flushing = flushOutbox(send);
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
    // Meanwhile, in another tab:
    localStorage.setItem(outboxKeyOf("b"), JSON.stringify({ submission: submission("b"), savedAt: new Date().toISOString(), attempts: 0 }));
    answer({ status: "stored", id: "a" });
    await flushing;

    expect(ids()).toEqual(["b"]);
  });

  it("leaves the outcome to another tab that settled an entry while this tab was sending it", async () => {
    const events = listenToOutbox();
    saveToOutbox(submission("a"));
    let answer: (delivery: Delivery) => void = () => {};
    const flushing = flushOutbox(() => new Promise<Delivery>((resolve) => (answer = resolve)));
    await Promise.resolve();
    // The other tab stored it and removed it.
    localStorage.removeItem(outboxKeyOf("a"));
    answer({ status: "refused", message: "Too many requests" });

    await expect(flushing).resolves.toEqual([]);
    expect(events).toEqual([]);
    expect(outboxKeys()).toEqual([]);
  });
  it("does not bring back, or send, an entry another tab discarded while an earlier one was being sent", async () => {
    saveToOutbox(submission("a"), new Date(Date.now() - 60_000));
    saveToOutbox(submission("b"), new Date());
    let answer: (delivery: Delivery) => void = () => {};
    const send = jest.fn<Promise<Delivery>, [Submission]>(() => new Promise<Delivery>((resolve) => (answer = resolve)));
    const flushing = flushOutbox(send);
    await Promise.resolve();
    // While "a" is sent, the visitor discards "b" in another tab.
    localStorage.removeItem(outboxKeyOf("b"));
    answer({ status: "unreachable", message: "offline" });
    await flushing;

    expect(send.mock.calls.map(([sent]) => sent.id)).toEqual(["a"]);
    expect(ids()).toEqual(["a"]);
    expect(localStorageText()).not.toContain('"b"');
  });
});

describe("the outbox of an earlier version (one key for every entry)", () => {
  const legacyEntry = (id: string, savedAt: string) => ({ submission: submission(id), savedAt });

  it("moves each entry of lumenfold:outbox to a key of its own, with no attempts counted, and removes the old key", () => {
    localStorage.setItem(
      LEGACY_OUTBOX_KEY,
      JSON.stringify([legacyEntry("a", "2025-03-04T05:06:00.000Z"), legacyEntry("b", "2025-03-04T05:07:00.000Z")]),
    );

    expect(outboxEntries()).toEqual([
      { submission: submission("a"), savedAt: "2025-03-04T05:06:00.000Z", attempts: 0 },
      { submission: submission("b"), savedAt: "2025-03-04T05:07:00.000Z", attempts: 0 },
    ]);
    expect(localStorage.getItem(LEGACY_OUTBOX_KEY)).toBeNull();
    expect(outboxKeys()).toEqual(["lumenfold:outbox:a", "lumenfold:outbox:b"]);
    expect(isInOutbox("a")).toBe(true);
  });

  it("sends the moved entries like any other", async () => {
    localStorage.setItem(LEGACY_OUTBOX_KEY, JSON.stringify([legacyEntry("a", new Date().toISOString())]));
    const send = jest.fn(async (sent: Submission): Promise<Delivery> => ({ status: "stored", id: sent.id }));
    await expect(flushOutbox(send)).resolves.toEqual([{ id: "a", status: "stored", message: undefined, claimed: false }]);
    expect(send.mock.calls.map(([sent]) => sent)).toEqual([submission("a")]);
    expect(localStorage.length).toBe(0);
  });

  it("finds the moved entries through hasOutboxEntries too, so the page loads the transport for them", () => {
    localStorage.setItem(LEGACY_OUTBOX_KEY, JSON.stringify([legacyEntry("a", "2025-03-04T05:06:00.000Z")]));
    expect(hasOutboxEntries()).toBe(true);
    expect(localStorage.getItem(LEGACY_OUTBOX_KEY)).toBeNull();
  });

  it("keeps the old key while storage is too full to move its entries, so no lead is lost", () => {
    localStorage.setItem(LEGACY_OUTBOX_KEY, JSON.stringify([legacyEntry("a", "2025-03-04T05:06:00.000Z")]));
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    outboxEntries();
    expect(localStorage.getItem(LEGACY_OUTBOX_KEY)).toContain('"a"');

    setItem.mockRestore();
    expect(ids()).toEqual(["a"]);
    expect(localStorage.getItem(LEGACY_OUTBOX_KEY)).toBeNull();
  });

  it("treats corrupt JSON under the old key as empty, and removes it", () => {
    localStorage.setItem(LEGACY_OUTBOX_KEY, "{not json");
    expect(outboxEntries()).toEqual([]);
    expect(localStorage.getItem(LEGACY_OUTBOX_KEY)).toBeNull();
    saveToOutbox(submission("a"));
    expect(ids()).toEqual(["a"]);
  });

  it("treats JSON that is not a list as empty", () => {
    localStorage.setItem(LEGACY_OUTBOX_KEY, '{"submission":{"id":"a"}}');
    expect(outboxEntries()).toEqual([]);
    expect(localStorage.getItem(LEGACY_OUTBOX_KEY)).toBeNull();
  });

  it("skips list items that are not submissions, and can still save and remove", () => {
    localStorage.setItem(LEGACY_OUTBOX_KEY, JSON.stringify([null, 3, { submission: null }, { submission: { id: "x" } }]));
    expect(outboxEntries()).toEqual([]);
    expect(hasOutboxEntries()).toBe(false);
    expect(localStorage.getItem(LEGACY_OUTBOX_KEY)).toBeNull();
    expect(outboxKeys()).toEqual([]);
    saveToOutbox(submission("a"));
    removeFromOutbox("a");
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
    localStorage.setItem(LEGACY_OUTBOX_KEY, "[{");
    localStorage.setItem(outboxKeyOf("a"), "{");
    const send = jest.fn();
    await expect(flushOutbox(send)).resolves.toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });
});

describe("outbox expiry", () => {
  const SAVED = Date.parse("2025-03-04T05:06:07.089Z");
  const DAY = 24 * 60 * 60 * 1000;
  const unreachable = async (): Promise<Delivery> => ({ status: "unreachable", message: "Failed to fetch" });

  /** What a lead holds that must not outlive its entry. */
  function expectNoLeadLeftInStorage() {
    const text = localStorageText();
    expect(text).not.toContain("Ada Lovelace");
    expect(text).not.toContain("ada@example.com");
    expect(text).not.toContain("Call me after 3pm");
  }

  it("keeps entries for seven days and twenty sends", () => {
    expect(OUTBOX_MAX_AGE_MS).toBe(7 * DAY);
    expect(OUTBOX_MAX_ATTEMPTS).toBe(20);
  });

  it("drops an entry older than OUTBOX_MAX_AGE_MS without sending it, clears what it held and announces it as expired", async () => {
    const events = listenToOutbox();
    saveToOutbox(submission("old"), new Date(SAVED));
    const send = jest.fn(unreachable);

    const results = await flushOutbox(send, () => SAVED + OUTBOX_MAX_AGE_MS + 1);

    expect(send).not.toHaveBeenCalled();
    expect(results).toEqual([{ id: "old", status: "expired", claimed: false }]);
    expect(events).toEqual([{ id: "old", status: "expired" }]);
    expect(outboxKeys()).toEqual([]);
    expect(isInOutbox("old")).toBe(false);
    expectNoLeadLeftInStorage();
  });

  it("still sends an entry that is exactly OUTBOX_MAX_AGE_MS old, and the younger ones beside an expired one", async () => {
    saveToOutbox(submission("old"), new Date(SAVED - 1));
    saveToOutbox(submission("week"), new Date(SAVED));
    saveToOutbox(submission("new"), new Date(SAVED + DAY));
    const send = jest.fn(async (sent: Submission): Promise<Delivery> => ({ status: "stored", id: sent.id }));

    const results = await flushOutbox(send, () => SAVED + OUTBOX_MAX_AGE_MS);

    expect(send.mock.calls.map(([sent]) => sent.id)).toEqual(["week", "new"]);
    expect(results.map(({ id, status }) => [id, status])).toEqual([
      ["old", "expired"],
      ["week", "stored"],
      ["new", "stored"],
    ]);
    expect(outboxKeys()).toEqual([]);
  });

  it("counts every send of an entry in storage, and keeps an entry that is still unreachable", async () => {
    saveToOutbox(submission("a"), new Date(SAVED));
    await flushOutbox(unreachable, () => SAVED + 1);
    await flushOutbox(unreachable, () => SAVED + 2);
    expect(outboxInStorage()).toEqual([{ submission: submission("a"), savedAt: new Date(SAVED).toISOString(), attempts: 2 }]);
  });

  it("gives an entry up after OUTBOX_MAX_ATTEMPTS sends: removed, cleared and announced as expired", async () => {
    const events = listenToOutbox();
    saveToOutbox(submission("a"), new Date(SAVED));
    const send = jest.fn(unreachable);
    for (let flush = 0; flush < OUTBOX_MAX_ATTEMPTS; flush++) await flushOutbox(send, () => SAVED + 1000);
    expect(send).toHaveBeenCalledTimes(OUTBOX_MAX_ATTEMPTS);
    expect(outboxEntries()[0]?.attempts).toBe(OUTBOX_MAX_ATTEMPTS);
    expect(events).toEqual([]);

    const results = await flushOutbox(send, () => SAVED + 1000);

    expect(send).toHaveBeenCalledTimes(OUTBOX_MAX_ATTEMPTS);
    expect(results).toEqual([{ id: "a", status: "expired", claimed: false }]);
    expect(events).toEqual([{ id: "a", status: "expired" }]);
    expect(outboxKeys()).toEqual([]);
    expectNoLeadLeftInStorage();
  });

  it("tells other tabs that the entry expired before removing it", async () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem");
    saveToOutbox(submission("old"), new Date(SAVED));
    await flushOutbox(unreachable, () => SAVED + OUTBOX_MAX_AGE_MS + 1);
    expect(setItem).toHaveBeenLastCalledWith(outboxKey("old"), JSON.stringify({ settled: { id: "old", status: "expired" } }));
    expect(outboxKeys()).toEqual([]);
  });
});

describe("settleInOutbox and outboxChange (the storage event of another tab)", () => {
  const storageEvent = (key: string | null, newValue: string | null, oldValue: string | null = null) =>
    new StorageEvent("storage", { key, newValue, oldValue, storageArea: localStorage, url: "https://lumenfold.ai/contact" });
  const entryText = (id: string) => JSON.stringify({ submission: submission(id), savedAt: "2025-03-04T05:06:07.089Z", attempts: 0 });

  it("leaves the outcome under the entry's key for a moment, then removes the key", () => {
    saveToOutbox(submission("a"));
    saveToOutbox(submission("b"));
    const setItem = jest.spyOn(Storage.prototype, "setItem");
    const removeItem = jest.spyOn(Storage.prototype, "removeItem");

    settleInOutbox({ id: "a", status: "refused", message: "Too many requests" });

    expect(setItem).toHaveBeenCalledWith("lumenfold:outbox:a", JSON.stringify({ settled: { id: "a", status: "refused", message: "Too many requests" } }));
    expect(removeItem).toHaveBeenCalledWith("lumenfold:outbox:a");
    expect(setItem.mock.invocationCallOrder[0]).toBeLessThan(removeItem.mock.invocationCallOrder[0]!);
    expect(outboxKeys()).toEqual(["lumenfold:outbox:b"]);
    expect(isInOutbox("a")).toBe(false);
  });

  it("still removes the entry when the outcome cannot be written", () => {
    saveToOutbox(submission("a"));
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    expect(() => settleInOutbox({ id: "a", status: "stored" })).not.toThrow();
    expect(outboxKeys()).toEqual([]);
  });

  it("reads the outcome another tab left under the entry's key", () => {
    const detail: OutboxEventDetail = { id: "a", status: "stored" };
    expect(outboxChange(storageEvent(outboxKey("a"), JSON.stringify({ settled: detail }), entryText("a")), "a")).toEqual(detail);
    const refused: OutboxEventDetail = { id: "a", status: "refused", message: "Invalid email" };
    expect(outboxChange(storageEvent(outboxKey("a"), JSON.stringify({ settled: refused }), entryText("a")), "a")).toEqual(refused);
    const expired: OutboxEventDetail = { id: "a", status: "expired" };
    expect(outboxChange(storageEvent(outboxKey("a"), JSON.stringify({ settled: expired }), entryText("a")), "a")).toEqual(expired);
  });

  it('reads "removed" when the entry vanished without an outcome (discarded there), or all of storage was cleared', () => {
    expect(outboxChange(storageEvent(outboxKey("a"), null, entryText("a")), "a")).toBe("removed");
    expect(outboxChange(storageEvent(null, null), "a")).toBe("removed");
  });

  it("reads nothing while the entry still waits (saved again, or a send counted)", () => {
    expect(outboxChange(storageEvent(outboxKey("a"), entryText("a")), "a")).toBeUndefined();
    expect(outboxChange(storageEvent(outboxKey("a"), entryText("a"), entryText("a")), "a")).toBeUndefined();
  });

  it("reads nothing from sessionStorage's events, whose clear() also has no key", () => {
    const fromSession = new StorageEvent("storage", { key: null, newValue: null, storageArea: sessionStorage });
    expect(outboxChange(fromSession, "a")).toBeUndefined();
  });

  it("reads nothing about another entry or another key", () => {
    const settledB = JSON.stringify({ settled: { id: "b", status: "stored" } });
    expect(outboxChange(storageEvent(outboxKey("b"), settledB), "a")).toBeUndefined();
    expect(outboxChange(storageEvent(outboxKey("b"), null, entryText("b")), "a")).toBeUndefined();
    expect(outboxChange(storageEvent("lumenfold:theme", "dark"), "a")).toBeUndefined();
    expect(outboxChange(storageEvent("lumenfold:outbox", null), "a")).toBeUndefined();
    expect(outboxChange(storageEvent(outboxKey("ab"), null), "a")).toBeUndefined();
  });
});

describe("flushOutbox beside a form that is sending", () => {
  afterEach(() => {
    markSending("a", false);
    markSending("b", false);
  });

  it("skips a submission marked as sending, without counting a send, and sends the others", async () => {
    saveToOutbox(submission("a"));
    saveToOutbox(submission("b"));
    markSending("a", true);
    const send = jest.fn(async (sent: Submission): Promise<Delivery> => ({ status: "stored", id: sent.id }));

    const results = await flushOutbox(send);

    expect(send.mock.calls.map(([sent]) => sent.id)).toEqual(["b"]);
    expect(results.map((result) => result.id)).toEqual(["b"]);
    expect(outboxInStorage()).toEqual([expect.objectContaining({ submission: submission("a"), attempts: 0 })]);
  });

  it("sends it again once the form is no longer sending it", async () => {
    saveToOutbox(submission("a"));
    markSending("a", true);
    const send = jest.fn(async (sent: Submission): Promise<Delivery> => ({ status: "stored", id: sent.id }));
    await flushOutbox(send);
    markSending("a", false);
    await flushOutbox(send);
    expect(send.mock.calls.map(([sent]) => sent.id)).toEqual(["a"]);
    expect(outboxKeys()).toEqual([]);
  });
});

describe("drafts", () => {
  type Values = { fullName: string; email: string };

  it("saves a draft in sessionStorage under lumenfold:draft:<form> and loads it back, with when the form was first shown and the last submission sent", () => {
    const draft = { values: { fullName: "Ada", email: "ada@" }, formShownAt: "2025-03-04T05:05:00.000Z", lastSent: submission("a") };
    saveDraft<Values>("contact", draft);

    expect(JSON.parse(sessionStorage.getItem(draftKey("contact")) ?? "null")).toEqual(draft);
    expect(loadDraft<Values>("contact")).toEqual(draft);
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
