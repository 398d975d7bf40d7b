// The network side of the form component tests: every test gets a fresh fetch mock that answers
// like a no-cors post, and can read back what the form sent.
import { act } from "@testing-library/react";
import { clearToasts } from "@/lib/forms/toasts";

export const TEST_FORM_ENDPOINT = "https://inbox.example.com/submit";

/** What fetch resolves to for a no-cors post: an opaque response the site never reads. */
export const opaqueResponse = () => ({ type: "opaque", ok: false, status: 0 }) as unknown as Response;

type FetchMock = jest.Mock<Promise<Response>, Parameters<typeof fetch>>;

/** Installs the mock around each test; call it once at the top of a test file. */
export function mockFormTransport(): { fetch: () => FetchMock; sentFields: () => Record<string, string> } {
  let fetchMock: FetchMock;

  beforeEach(() => {
    fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockResolvedValue(opaqueResponse());
    global.fetch = fetchMock;
  });

  afterEach(() => {
    act(() => clearToasts());
  });

  return {
    fetch: () => fetchMock,
    /** The FormData of the one request the form sent. */
    sentFields() {
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe(TEST_FORM_ENDPOINT);
      expect(init).toMatchObject({ method: "POST", mode: "no-cors" });
      const body = init?.body as FormData;
      return Object.fromEntries([...body.entries()].map(([key, value]) => [key, String(value)]));
    },
  };
}
