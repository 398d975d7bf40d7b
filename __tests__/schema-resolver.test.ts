import { emptyContactForm } from "@/lib/forms/contact/form";
import { contactFormSchema } from "@/lib/forms/contact/schema";
import { schemaResolver } from "@/lib/forms/schema-resolver";

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("schemaResolver", () => {
  const resolve = (values: unknown) => schemaResolver(async () => contactFormSchema)(values as never, undefined, options);

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

  it("loads the schema once, on the first validation", async () => {
    const load = jest.fn(async () => contactFormSchema);
    const resolver = schemaResolver(load);
    expect(load).not.toHaveBeenCalled();
    await resolver({ ...emptyContactForm() } as never, undefined, options);
    await resolver({ ...emptyContactForm(), fullName: "Ada" } as never, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries loading again after a failed load, so a dropped connection is not permanent", async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error("ChunkLoadError")).mockResolvedValue(contactFormSchema);
    const resolver = schemaResolver(load);
    await expect(resolver({ ...emptyContactForm() } as never, undefined, options)).rejects.toThrow("ChunkLoadError");
    const result = await resolver({ ...emptyContactForm(), fullName: "Ada", email: "ada@example.com" } as never, undefined, options);
    expect(result.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
