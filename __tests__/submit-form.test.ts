import { submitForm, toFormData } from "@/lib/forms/transport";

const ENDPOINT = "https://script.example.com/macros/s/abc/exec";
const NOW = new Date("2025-03-04T05:06:07.089Z");

let fetchMock: jest.Mock<Promise<Response>, Parameters<typeof fetch>>;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  global.fetch = fetchMock;
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
});

/** What a no-cors request resolves to: an opaque response with status 0 and nothing to read. */
const opaqueResponse = () => ({ type: "opaque", ok: false, status: 0 }) as unknown as Response;

/** The one request submitForm made: its URL and options. */
function sentRequest() {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, init: init ?? {} };
}

describe("toFormData", () => {
  it("carries the formType and an ISO timestamp", () => {
    const body = toFormData("contact", {}, NOW);
    expect(body.get("formType")).toBe("contact");
    expect(body.get("timestamp")).toBe("2025-03-04T05:06:07.089Z");
  });

  it("stamps the current time by default", () => {
    const before = Date.now();
    const stamp = String(toFormData("contact", {}).get("timestamp"));
    expect(stamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(stamp)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(stamp)).toBeLessThanOrEqual(Date.now());
  });

  it("carries every non-empty field as text", () => {
    const body = toFormData("agent_request", { fullName: "Grace Hopper", count: 3, urgent: false, zero: 0 }, NOW);
    expect(body.get("fullName")).toBe("Grace Hopper");
    expect(body.get("count")).toBe("3");
    expect(body.get("urgent")).toBe("false");
    expect(body.get("zero")).toBe("0");
  });

  it('leaves out "", null and undefined fields', () => {
    const body = toFormData("contact", { empty: "", nothing: null, missing: undefined, kept: "x" }, NOW);
    expect(body.has("empty")).toBe(false);
    expect(body.has("nothing")).toBe(false);
    expect(body.has("missing")).toBe(false);
    expect([...body.keys()]).toEqual(["formType", "timestamp", "kept"]);
  });

  it("sends objects and lists as JSON text", () => {
    const body = toFormData("contact", { services: ["Data Engineering", "AI/ML Solutions"], meta: { page: "/contact" } }, NOW);
    expect(body.get("services")).toBe('["Data Engineering","AI/ML Solutions"]');
    expect(body.get("meta")).toBe('{"page":"/contact"}');
  });

  it("sends each field once", () => {
    const body = toFormData("contact", { name: "Ada", email: "ada@example.com" }, NOW);
    expect(body.getAll("name")).toEqual(["Ada"]);
    expect(body.getAll("formType")).toEqual(["contact"]);
  });
});

describe("submitForm", () => {
  it("posts once, in no-cors mode, a multipart body to the endpoint and reports success", async () => {
    fetchMock.mockResolvedValue(opaqueResponse());
    const result = await submitForm("contact_explore", { name: "Ada", email: "ada@example.com", company: "" }, ENDPOINT);

    expect(result).toEqual({ success: true, message: "Form submitted successfully! We will get back to you soon." });
    const { url, init } = sentRequest();
    expect(url).toBe(ENDPOINT);
    expect(init.method).toBe("POST");
    expect(init.mode).toBe("no-cors");
    expect(init.body).toBeInstanceOf(FormData);
    const body = init.body as FormData;
    expect(body.get("formType")).toBe("contact_explore");
    expect(body.get("name")).toBe("Ada");
    expect(body.get("email")).toBe("ada@example.com");
    expect(body.has("company")).toBe(false);
    expect(Date.parse(String(body.get("timestamp")))).not.toBeNaN();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("counts an opaque answer as success without reading it", async () => {
    const opaque = { type: "opaque", ok: false, status: 0, json: jest.fn(), text: jest.fn() };
    fetchMock.mockResolvedValue(opaque as unknown as Response);
    await expect(submitForm("agent_request", { fullName: "Grace" }, ENDPOINT)).resolves.toEqual({
      success: true,
      message: "Form submitted successfully! We will get back to you soon.",
    });
    expect(opaque.json).not.toHaveBeenCalled();
    expect(opaque.text).not.toHaveBeenCalled();
  });

  it("reports 'There was an error submitting the form. Please try again.' when the request throws", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const result = await submitForm("contact", { name: "Ada" }, ENDPOINT);

    expect(result).toEqual({ success: false, message: "There was an error submitting the form. Please try again." });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalled();
  });

  it("fails the same way, without a request, when no endpoint is configured", async () => {
    const result = await submitForm("contact", { name: "Ada" }, "");

    expect(result).toEqual({ success: false, message: "There was an error submitting the form. Please try again." });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalled();
  });
});
