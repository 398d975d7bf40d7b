/** @jest-environment node */
import { blockingFromStart } from "../scripts/bench";

describe("blocking from start", () => {
  it("adds every long task's time beyond 50 ms, wherever it falls", () => {
    const lhr = { audits: { "long-tasks": { details: { items: [{ duration: 120 }, { duration: 50 }, { duration: 75.5 }] } } } };
    expect(blockingFromStart(lhr)).toBe(95.5);
  });

  it("is 0 with no long task", () => {
    expect(blockingFromStart({ audits: {} })).toBe(0);
  });
});
