import "@testing-library/jest-dom";

// jsdom does not lay out pages, so it has no scrolling; tests that care replace these with spies.
if (typeof window !== "undefined") {
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
}
