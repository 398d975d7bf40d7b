/** @jest-environment node */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { iconNames } from "@/content/choices";
import { CLAIMS_FILE, articleSchema } from "@/content/schema";
import { agentFiles } from "@/content/agents/files";
import { articleFiles } from "@/content/articles/files";
import { readDataFile } from "@/content/data-file";
import { cmsConfig, REPO_PLACEHOLDER, type CmsField } from "@/lib/cms/config";
import { adminCsp } from "@/lib/site/security-headers";
import { adminPage, cmsConfigYaml, cmsRepo, writeAdmin } from "@/scripts/cms-config";

type Collection = ReturnType<typeof cmsConfig>["collections"][number];
const isFolder = (collection: Collection): collection is Extract<Collection, { folder: string }> => "folder" in collection;
const articles = cmsConfig()
  .collections.filter(isFolder)
  .find((collection) => collection.name === "articles")!;
const agentsCollection = cmsConfig()
  .collections.filter(isFolder)
  .find((collection) => collection.name === "agents")!;
const byName = (fields: CmsField[]) => Object.fromEntries(fields.map((field) => [field.name, field]));

/** The dotted paths of `data` the fields do not edit: what a save would drop. */
function unedited(data: unknown, fields: CmsField[], path = ""): string[] {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return [];
  const known = byName(fields);
  return Object.entries(data).flatMap(([key, value]) => {
    const field = known[key];
    if (!field) return [`${path}${key}`];
    const nested = field.fields as CmsField[] | undefined;
    if (!nested) return [];
    return (Array.isArray(value) ? value : [value]).flatMap((item) => unedited(item, nested, `${path}${key}.`));
  });
}

/** The widgets a zod type may be edited with. */
function widgetsFor(schema: z.ZodType): string[] {
  const def = schema._zod.def;
  if (def.type === "optional") return widgetsFor((def as z.core.$ZodOptionalDef).innerType as z.ZodType);
  if (def.type === "enum") return ["select"];
  if (def.type === "array") return ["list"];
  if (def.type === "object") return ["object"];
  if (def.type === "number") return ["number"];
  if (def.type === "boolean") return ["boolean"];
  if (def.type === "string") return ["string", "text", "markdown", "datetime", "image"];
  // .refine() and .trim() wrap nothing in zod 4; a pipe or a default would need its own case.
  throw new Error(`no widget expected for a zod ${def.type}`);
}

describe("the content editor's configuration", () => {
  it("has every article field with a widget of its type, and which are required", () => {
    const fields = byName(articles.fields);
    const shape = articleSchema.shape;
    const stored = Object.keys(shape).filter((name) => name !== "id");
    expect(Object.keys(fields)).toEqual(stored);
    for (const name of stored) {
      const schema = shape[name as keyof typeof shape] as z.ZodType;
      expect({ name, widget: widgetsFor(schema).includes(fields[name]!.widget) }).toEqual({ name, widget: true });
      expect({ name, required: fields[name]!.required ?? true }).toEqual({ name, required: !schema.safeParse(undefined).success });
    }
  });

  it("edits the sections as a list of title, icon, subtitle and a Markdown body", () => {
    const sections = byName(articles.fields).sections!;
    expect(sections).toMatchObject({ widget: "list", min: 1 });
    const fields = byName(sections.fields as CmsField[]);
    const sectionShape = (articleSchema.shape.sections.unwrap() as unknown as z.ZodObject).shape;
    expect(Object.keys(fields)).toEqual(Object.keys(sectionShape));
    expect(fields.body).toMatchObject({ widget: "markdown" });
    expect(fields.body!.buttons).not.toContain("heading-one");
    expect(fields.title).not.toHaveProperty("required");
    expect(fields.subtitle).toMatchObject({ widget: "string", required: false });
  });

  it("offers exactly the schema's choices for the colors and icons", () => {
    const fields = byName(articles.fields);
    expect(fields.categoryColor).toMatchObject({ widget: "select", options: articleSchema.shape.categoryColor.options });
    const icon = byName(fields.sections!.fields as CmsField[]).icon!;
    expect(icon.options).toEqual([...iconNames]);
  });

  it("stores the date as the text the schema reads, never as a timestamp", () => {
    expect(byName(articles.fields).date).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
  });

  it("edits the agents' folder as YAML files named by the slug made from the agent's name, with every field they hold", () => {
    expect(agentsCollection).toMatchObject({ folder: "content/agents", extension: "yaml", format: "yaml", identifier_field: "name", create: true });
    expect(agentsCollection.fields.map((field) => field.name)).not.toContain("slug");
    for (const file of agentFiles())
      expect({ file, unedited: unedited(readDataFile(process.cwd(), file).data, agentsCollection.fields) }).toEqual({ file, unedited: [] });
  });

  it("knows every field the site's articles hold, so a save drops none", () => {
    const fieldNames = articles.fields.map((field) => field.name);
    const sectionFields = (byName(articles.fields).sections!.fields as CmsField[]).map((field) => field.name);
    for (const file of articleFiles()) {
      const data = readDataFile(process.cwd(), file).data as { sections: Record<string, unknown>[] } & Record<string, unknown>;
      expect(Object.keys(data).filter((key) => !fieldNames.includes(key))).toEqual([]);
      for (const section of data.sections) expect(Object.keys(section).filter((key) => !sectionFields.includes(key))).toEqual([]);
    }
  });

  it("edits the articles' folder as Markdown files with front matter, named by their slug", () => {
    expect(articles).toMatchObject({ folder: "content/articles", extension: "md", format: "frontmatter", slug: "{{slug}}", create: true });
  });

  it("maps a YAML collection, a description to a hint, numbers, booleans and nested objects, and refuses a shape it has no widget for", () => {
    const collection = {
      name: "things",
      label: "Things",
      labelSingular: "Thing",
      folder: "content/things",
      extension: "yaml" as const,
      identifierField: "count",
      computed: [],
      widgets: {},
      summary: "{{count}}",
      sortableFields: [],
      schema: z.object({
        count: z.number().int().describe("How many"),
        live: z.boolean().optional(),
        price: z.object({ usd: z.number() }),
        tags: z.array(z.string()),
        unit: z.tuple([z.string(), z.string()]),
      }),
    };
    const fieldsOf = (schema: z.ZodObject) => cmsConfig({ collections: [{ ...collection, schema }] }).collections.filter(isFolder)[0]!.fields;
    const things = cmsConfig({ collections: [collection] }).collections.filter(isFolder)[0]!;
    expect(things).toMatchObject({ folder: "content/things", extension: "yaml", format: "yaml" });
    const fields = byName(things.fields);
    expect(fields.count).toMatchObject({ widget: "number", value_type: "int", hint: "How many" });
    expect(fields.live).toMatchObject({ widget: "boolean", required: false });
    expect(fields.price).toMatchObject({ widget: "object", fields: [{ name: "usd", widget: "number", value_type: "float" }] });
    expect(fields.tags).toMatchObject({ widget: "list", field: { widget: "string" } });
    expect(fields.unit).toMatchObject({ widget: "list", field: { widget: "string" }, min: 2, max: 2 });
    expect(() => fieldsOf(z.object({ when: z.union([z.string(), z.number()]) }))).toThrow(/no editor widget for when/);
  });

  it("edits the claims as their one file: each claim's value and whether the owner has confirmed it", () => {
    const claims = cmsConfig().collections.find((collection) => collection.name === "claims");
    expect(claims).toMatchObject({ files: [{ file: CLAIMS_FILE }] });
    const [file] = claims && "files" in claims ? claims.files : [];
    const fields = byName(file!.fields);
    const onDisk = JSON.parse(readFileSync(CLAIMS_FILE, "utf8")) as Record<string, { value: unknown }>;
    expect(Object.keys(fields)).toEqual(Object.keys(onDisk));
    for (const [name, claim] of Object.entries(onDisk)) {
      expect(fields[name]).toMatchObject({ widget: "object" });
      const parts = byName(fields[name]!.fields as CmsField[]);
      expect(parts.confirmed).toMatchObject({ widget: "boolean" });
      expect(parts.value!.widget).toBe(typeof claim.value === "string" ? "text" : "object");
    }
  });

  it("commits to main of the repository named by CMS_REPO, the host's build, or a placeholder", () => {
    expect(cmsRepo({ CMS_REPO: "owner/site", GITHUB_REPOSITORY: "other/repo" })).toBe("owner/site");
    expect(cmsRepo({ GITHUB_REPOSITORY: "other/repo" })).toBe("other/repo");
    expect(cmsRepo({ VERCEL_GIT_REPO_OWNER: "owner", VERCEL_GIT_REPO_SLUG: "site" })).toBe("owner/site");
    expect(cmsRepo({ REPOSITORY_URL: "https://github.com/owner/site" })).toBe("owner/site");
    expect(cmsRepo({})).toBe(REPO_PLACEHOLDER);
    const config = parse(cmsConfigYaml({ CMS_REPO: "owner/site", CMS_AUTH_URL: "https://auth.example.com" })) as ReturnType<typeof cmsConfig>;
    expect(config.backend).toEqual({ name: "github", repo: "owner/site", branch: "main", base_url: "https://auth.example.com" });
    expect(config.local_backend).toBe(true);
  });

  it("is what the script writes, beside Decap's own files and a noindex page with the editor's policy", () => {
    const folder = mkdtempSync(join(tmpdir(), "admin-"));
    try {
      writeAdmin(folder, {});
      expect(parse(readFileSync(join(folder, "config.yml"), "utf8"))).toEqual(cmsConfig());
      const files = readdirSync(folder);
      expect(files).toEqual(expect.arrayContaining(["index.html", "config.yml", "decap-cms.js"]));
      expect(files.filter((name) => name.endsWith(".map"))).toEqual([]);
      const page = readFileSync(join(folder, "index.html"), "utf8");
      expect(page).toBe(adminPage());
      expect(page).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(page).toContain(`<meta http-equiv="Content-Security-Policy" content="${adminCsp()}" />`);
      // Every script is one of the files beside it: nothing from another origin.
      for (const [, src] of page.matchAll(/<script[^>]*src="([^"]+)"/g)) expect(files).toContain(src!.replace(/^\/admin\//, ""));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
