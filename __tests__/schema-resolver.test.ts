import { contactFormSchema, emptyContactForm } from "@/lib/contact-payload";
import { schemaResolver } from "@/lib/schema-resolver";

const resolve = (values: unknown) =>
  schemaResolver(contactFormSchema)(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("schemaResolver", () => {
  it("passes parsed values through when the form is valid", async () => {
    const result = await resolve({ ...emptyContactForm(), fullName: "  Ada  ", email: "ada@example.com" });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ fullName: "Ada", email: "ada@example.com" });
  });

  it("reports the first problem of each field under the field's name", async () => {
    const result = await resolve({ ...emptyContactForm(), email: "nope" });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      fullName: { type: "too_small", message: "Full Name is required" },
      email: { type: "invalid_format", message: "Enter a valid email address, like name@company.com" },
    });
  });
});
