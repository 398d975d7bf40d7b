// The configuration of the content editor at /admin (Decap CMS, docs/cms.md), derived from the zod
// schemas in content/schema.ts, so an editor's form always asks for what `check:content` accepts.
// scripts/cms-config.ts writes it as out/admin/config.yml. No package maps zod 4 to Decap's widgets
// (the ones on npm read zod 3's internals), so this walks zod's own JSON Schema of each collection:
// the few JSON Schema shapes the content uses, each to one widget.
import { z } from "zod";
import { CLAIMS_FILE, agentFileSchema, articleSchema, claimsSchema, customerStorySchema, factFiles } from "@/content/schema";
import { AGENTS_FOLDER } from "@/content/agents/files";
import { CUSTOMERS_FOLDER } from "@/content/customers/files";
import { ARTICLES_FOLDER } from "@/content/articles/files";

type JsonSchema = {
  type?: string;
  enum?: readonly (string | number)[];
  pattern?: string;
  description?: string;
  minItems?: number;
  maxItems?: number;
  /** A tuple's items: ["call", "calls"], the singular and plural of a unit. */
  prefixItems?: readonly JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  items?: JsonSchema;
  /** `.nullable()`: the value's schema and `{ type: "null" }`. */
  anyOf?: readonly JsonSchema[];
};

export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required?: false;
  hint?: string;
  [option: string]: unknown;
};

/** What the fields of a collection or a file are made from. */
type FieldSource = {
  name: string;
  label: string;
  schema: z.ZodObject;
  /** Fields the schema has but the file does not: the article's id is its file's name. */
  computed: readonly string[];
  /** Widgets the JSON Schema cannot tell (long text, Markdown, images), by dotted path. */
  widgets: Record<string, Partial<CmsField> & { widget: string }>;
};

/** One content file edited as a whole (Decap's "files" collection), in its own format (by extension). */
type CmsFile = FieldSource & { file: string };

/** One folder of content files, edited as entries of one schema. */
type CmsCollection = FieldSource & {
  labelSingular: string;
  folder: string;
  extension: "md" | "yaml";
  /** The field an entry's file name (its slug) is made from. */
  identifierField: string;
  summary: string;
  /** The list's sort choices; the one with default_sort is how it opens. */
  sortableFields: readonly (string | { field: string; default_sort: "asc" | "desc" })[];
  /** Where an uploaded image goes, from the project root, and its address on the site. */
  media?: { folder: string; publicPath: string };
};

/** Every collection the editor shows: another folder of content is one more entry here. */
const cmsCollections: readonly CmsCollection[] = [
  {
    name: "articles",
    label: "Articles",
    labelSingular: "Article",
    folder: ARTICLES_FOLDER,
    extension: "md",
    identifierField: "title",
    schema: articleSchema,
    computed: ["id"],
    widgets: {
      description: { widget: "text" },
      image: { widget: "image", choose_url: false },
      // A section's title is its heading (content/schema.ts), so the body offers no # or ## of its own.
      "sections.body": {
        widget: "markdown",
        buttons: ["bold", "italic", "link", "heading-three", "quote", "bulleted-list", "numbered-list"],
        editor_components: ["image"],
      },
    },
    summary: "{{date}}: {{title}}",
    // Newest first, as the site lists them.
    sortableFields: [{ field: "date", default_sort: "desc" }, "title"],
    media: { folder: "public/images/blog", publicPath: "/images/blog" },
  },
  {
    name: "agents",
    label: "Agents",
    labelSingular: "Agent",
    folder: AGENTS_FOLDER,
    extension: "yaml",
    // The file's name is the slug, made from the name; content/agent-order.yaml may place it.
    identifierField: "name",
    schema: agentFileSchema,
    computed: ["slug"],
    widgets: {
      description: { widget: "text" },
      image: { widget: "image", choose_url: false },
      "proof.demoAudio.value.transcript": { widget: "text" },
    },
    summary: "{{name}}",
    sortableFields: [{ field: "name", default_sort: "asc" }],
    media: { folder: "public/images/agents", publicPath: "/images/agents" },
  },
  {
    name: "customers",
    label: "Customer stories",
    labelSingular: "Customer story",
    folder: CUSTOMERS_FOLDER,
    extension: "yaml",
    // Shown only once Consent is confirmed (docs/editing.md).
    identifierField: "customer",
    schema: customerStorySchema,
    computed: [],
    widgets: {
      logo: { widget: "image", choose_url: false },
      challenge: { widget: "text" },
      outcome: { widget: "text" },
      "quote.text": { widget: "text" },
    },
    summary: "{{customer}}",
    sortableFields: [{ field: "customer", default_sort: "asc" }],
    media: { folder: "public/images/customers", publicPath: "/images/customers" },
  },
];

/**
 * Every single file the editor shows: the JSON files of facts, where the owner edits each value and
 * confirms it with its switch.
 */
const cmsFiles: readonly CmsFile[] = factFiles.map(({ file, schema, label }) => ({
  name: file.replace(/^content\/|\.json$/g, ""),
  label,
  file,
  schema,
  computed: [],
  // A claim's wording is a sentence or two: a box of several lines.
  widgets:
    file === CLAIMS_FILE
      ? Object.fromEntries(
          Object.entries(claimsSchema.shape)
            .filter(([, fact]) => fact.shape.value instanceof z.ZodString)
            .map(([name]) => [`${name}.value`, { widget: "text" }]),
        )
      : {},
}));

/** Where the editor opens a content file, as the hash of /admin/'s address; undefined for a file it does not edit. */
export function cmsEntryHash(path: string): string | undefined {
  const file = cmsFiles.find((each) => each.file === path);
  if (file) return `#/collections/${file.name}/entries/${file.name}`;
  const collection = cmsCollections.find((each) => path.startsWith(`${each.folder}/`) && path.endsWith(`.${each.extension}`));
  return collection && `#/collections/${collection.name}/entries/${path.slice(collection.folder.length + 1, -collection.extension.length - 1)}`;
}

/** The page beside the editor that lists every fact still to confirm (scripts/cms-config.ts). */
export const LAUNCH_CHECKLIST_PATH = "/admin/launch.html";

/** "relatedAgentTitle" -> "Related agent title". */
const labelOf = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The one date shape the content has (content/schema.ts, isoDate). */
const ISO_DATE_PATTERN = String.raw`^\d{4}-\d{2}-\d{2}$`;

function toField(name: string, schema: JsonSchema, required: boolean, collection: FieldSource, path: string): CmsField {
  // A value that may be null (none named yet): its own widget, which may be left empty.
  const nonNull = schema.anyOf?.filter((option) => option.type !== "null");
  if (nonNull?.length === 1 && schema.anyOf!.length === 2) return toField(name, { ...nonNull[0], description: schema.description }, false, collection, path);
  const field: CmsField = { name, label: labelOf(name), widget: "string" };
  if (!required) field.required = false;
  if (schema.description) field.hint = schema.description;
  const override = collection.widgets[path];
  if (schema.type === "string" && schema.enum) {
    Object.assign(field, { widget: "select", options: [...schema.enum] });
  } else if (schema.type === "string" && schema.pattern === ISO_DATE_PATTERN) {
    // Stored as the text "2025-11-18", as content/schema.ts reads it, never as a timestamp.
    Object.assign(field, { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false, picker_utc: true });
  } else if (schema.type === "string") {
    if (schema.pattern && !override) field.pattern = [schema.pattern, "is not in the form this field takes (content/schema.ts)"];
  } else if (schema.type === "number" || schema.type === "integer") {
    Object.assign(field, { widget: "number", value_type: schema.type === "integer" ? "int" : "float" });
  } else if (schema.type === "boolean") {
    field.widget = "boolean";
  } else if (schema.type === "object") {
    // Decap checks an optional object's required fields even while it is absent, so inside one
    // nothing is required in the editor; check:content still names what a present one lacks.
    Object.assign(field, { widget: "object", fields: toFields(schema, collection, `${path}.`, required) });
  } else if (schema.type === "array" && schema.prefixItems?.length && schema.prefixItems.every((item) => item.type === "string")) {
    // A pair of words (singular, plural): a list of exactly that many.
    const length = schema.prefixItems.length;
    Object.assign(field, { widget: "list", field: { name, label: labelOf(name), widget: "string" }, ...(required ? { min: length, max: length } : {}) });
  } else if (schema.type === "array" && schema.items?.type === "object") {
    Object.assign(field, { widget: "list", fields: toFields(schema.items, collection, `${path}.`) });
    if (schema.minItems && required) field.min = schema.minItems;
  } else if (schema.type === "array" && schema.items) {
    Object.assign(field, { widget: "list", field: toField(name, schema.items, true, collection, `${path}.*`) });
    if (schema.minItems && required) field.min = schema.minItems;
  } else {
    throw new Error(`${collection.name}: no editor widget for ${path} (${JSON.stringify(schema)}): add its shape to lib/cms/config.ts`);
  }
  return override ? { ...field, ...override } : field;
}

/** `present`: whether the object these fields belong to is always there (see the object case above). */
function toFields(schema: JsonSchema, collection: FieldSource, prefix = "", present = true): CmsField[] {
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => !(prefix === "" && collection.computed.includes(name)))
    .map(([name, property]) => toField(name, property, present && (schema.required?.includes(name) ?? false), collection, `${prefix}${name}`));
}

/** The collection's fields, in the schema's order. */
function collectionFields(collection: FieldSource): CmsField[] {
  // "input": what a file holds, before the schema's transforms (trim) run.
  return toFields(z.toJSONSchema(collection.schema, { io: "input" }) as JsonSchema, collection);
}

/** Written where the owner hasn't set the repository yet (docs/cms.md says how). */
export const REPO_PLACEHOLDER = "OWNER/REPOSITORY";

/** `collections` and `files`: the site's, unless a test maps its own. */
export function cmsConfig({
  repo = REPO_PLACEHOLDER,
  authUrl,
  collections = cmsCollections,
  files = cmsFiles,
}: { repo?: string; authUrl?: string; collections?: readonly CmsCollection[]; files?: readonly CmsFile[] } = {}) {
  return {
    // Without base_url Decap logs in through Netlify's OAuth provider (api.netlify.com).
    backend: { name: "github", repo, branch: "main", ...(authUrl ? { base_url: authUrl } : {}) },
    // Used only when the page is opened on localhost, and decap-server (`npm run cms`) answers.
    local_backend: true,
    // Each save is a commit on main, which the Pages workflow tests and then deploys.
    publish_mode: "simple",
    media_folder: "public/images",
    public_folder: "/images",
    // File names from titles: lower-case letters, digits and hyphens, as content/schema.ts's slug.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      ...collections.map((collection) => ({
        name: collection.name,
        label: collection.label,
        label_singular: collection.labelSingular,
        folder: collection.folder,
        extension: collection.extension,
        format: collection.extension === "md" ? "frontmatter" : "yaml",
        create: true,
        slug: "{{slug}}",
        identifier_field: collection.identifierField,
        summary: collection.summary,
        sortable_fields: [...collection.sortableFields],
        ...(collection.media ? { media_folder: `/${collection.media.folder}`, public_folder: collection.media.publicPath } : {}),
        fields: collectionFields(collection),
      })),
      ...files.map((file) => ({
        name: file.name,
        label: file.label,
        description: `Set Confirmed once you have checked a value. Every fact still to confirm, with the pages that show it: ${LAUNCH_CHECKLIST_PATH}`,
        files: [{ name: file.name, label: file.label, file: file.file, fields: collectionFields(file) }],
      })),
    ],
  };
}
