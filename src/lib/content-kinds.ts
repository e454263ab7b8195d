import type { z, ZodTypeAny } from "zod"
import { glossarySchema, industrySchema, serviceSchema, siteSchema, type SiteData } from "./content-schema"
import {
  complaintsSchema,
  prequalificationSchema,
  privacySchema,
  projectSchema,
  qualitySchema,
  verifySchema,
} from "./trust-content-schema"
import { holidaysSchema } from "./holidays-schema"
import { intervalSchema } from "./intervals-schema"
import { clientSchema } from "./client-schema"
import { checkedReportFormSchema } from "./report-form-schema"
import { reportPdfTextsSchema } from "./report-pdf-texts-schema"
import * as routes from "./routes"

// The one list of the kinds of content in data/. The build's GraphQL types, edition nodes and pages, the content
// check, the page SEO, the sitemap, the measured pages and the browser CMS's configuration all come from it:
// adding a kind is adding an entry here (docs/editing.md, "Adding a kind of content"). It imports the zod
// schemas, so page components must not import it (their route helpers are in routes.ts).

// Where a kind's entries are, relative to data/:
// - "file": one entry, data/<path> (site.json);
// - "list": one file holding a JSON array of entries, each with a `slug` (industries.json);
// - "folder": one file per entry, data/<path>/<slug>.json, its `slug` the file's name (services/).
export type KindSource =
  | { shape: "file"; path: `${string}.json` }
  | { shape: "list"; path: `${string}.json` }
  | { shape: "folder"; path: string }

// The schema.org type of a page's WebPage entry (site-build/seo/json-ld.ts): AboutPage (quality), WebPage (privacy,
// complaints), CollectionPage (projects) or Article (a case study, written by the company).
export type WebPageType = "AboutPage" | "WebPage" | "CollectionPage" | "Article"

// A field of another kind's ids: every value must be the slug of one of its entries. `noun` words the error:
// `"x" is not a <noun> in data/<source>`.
export type KindReference = { field: string; kind: string; noun: string }

// A list whose items messages name by a key of theirs rather than by position: `section "equipment"` where the
// path said sections[1]. `list` is the list's path, with [] for the items of an outer list ("sections[].fields").
export type NamedList = { list: string; key: string; noun: string }

export type ContentKindSpec = {
  // The kind's id: the CMS collection's name, the list page's kind in site-build/seo/page-seo.ts.
  name: string
  // One entry, in error messages (`service "ndt"`) and as the detail page's kind in site-build/seo/page-seo.ts.
  entry: string
  // For people: the CMS's collection label.
  label: string
  source: KindSource
  // The field that names an entry in messages and, for a folder kind, its file (data/<path>/<id>.json): "slug"
  // unless said.
  idField?: string
  // The English of one entry (each translation block is checked against the English).
  schema: ZodTypeAny
  // Fields every edition shares (ids, icons, codes, numbers): alike in each edition, edited once in the CMS. A path
  // with [] for the items of a list ("standards[].code").
  sharedFields: readonly string[]
  // The GraphQL type of one entry in one edition (SiteJson(locale: "ar")); its source node is <Name>Source.
  type: string
  // The list page (one path) and the detail page of an entry, when the kind has them. `template` renders the
  // detail pages (src/templates/<entry>.tsx).
  routes?: {
    list?: string
    detail?: { path: (slug: string) => string; template: string }
  }
  // Whether search engines may list its pages (sitemap, robots meta).
  indexed: boolean
  // What the pages' search entries say (site-build/seo/page-seo.ts); a kind without it is worded there by hand.
  seo?: {
    // The list page: a WebPage-type entry with a breadcrumb; its title and description from the kind's own file,
    // or, for a folder kind, from this block of site.json.
    list?: { type: WebPageType; texts?: keyof SiteData }
    // Each detail page: its entry's title and summary.
    detail?: { type: WebPageType }
  }
  // Other kinds whose files a page shows as its own (the sitemap's lastmod), besides site.json and its own.
  shows?: { list?: readonly string[]; detail?: readonly string[] }
  // The detail page the phone budgets measure (the first file's when unset).
  measuredSlug?: string
  // The content check's rules beyond the schema and the translations.
  rules?: {
    // Fields no two entries may share.
    unique?: readonly ("slug" | "order")[]
    references?: readonly KindReference[]
    // Fields naming a picture in data/images ("hero.image"): the file must exist.
    images?: readonly string[]
    // Lists whose items the messages name by their id.
    namedItems?: readonly NamedList[]
  }
}

// A kind of one entry, data/<name>.json, with a page of its own that search engines list: its entry is named as the
// kind, its GraphQL type after it (quality → QualityJson), and its page's search entry is a `seoType` page worded
// from the file's own title and description.
// No `const` type parameters: Parcel, which compiles gatsby-node.ts and what it imports, cannot parse them.
function onePageKind<Name extends string, Schema extends ZodTypeAny, Shared extends readonly string[]>(
  name: Name,
  label: string,
  schema: Schema,
  sharedFields: Shared,
  list: string,
  seoType: WebPageType,
) {
  return {
    name,
    entry: name,
    label,
    source: { shape: "file", path: `${name}.json` },
    schema,
    sharedFields,
    type: `${name.charAt(0).toUpperCase()}${name.slice(1)}Json`,
    routes: { list },
    indexed: true,
    seo: { list: { type: seoType } },
  } as const
}

// The fields the editions of these two files share (each kind's sharedFields).
const QUALITY_SHARED = [
  "certificate.sample",
  "certificate.standard",
  "certificate.number",
  "certificate.issued",
  "certificate.validUntil",
  "accreditation.sample",
  "accreditation.standard",
  "accreditation.number",
  "accreditation.issued",
  "accreditation.validUntil",
  "personnel.sample",
  "personnel.items[].code",
  "personnel.items[].headCount",
] as const

const PREQUALIFICATION_SHARED = [
  "identity.sample",
  "identity.commercialRegister",
  "identity.taxCard",
  "identity.founded",
  "certificates[].sample",
  "certificates[].standard",
  "certificates[].number",
  "certificates[].issued",
  "certificates[].expires",
  "hse.sample",
  "hse.items[].value",
  "insurance[].sample",
  "insurance[].expires",
  "registrations[].sample",
  "registrations[].expires",
] as const

// The kinds, in the order the content check reports them. The entries are alike in shape, one record each: a new
// kind is one more entry here, not code elsewhere.
export const CONTENT_KINDS = [
  {
    name: "site",
    entry: "site",
    label: "Site",
    source: { shape: "file", path: "site.json" },
    schema: siteSchema,
    sharedFields: [
      "brand",
      "seo.areaServed[].type",
      "hero.claims[].icon",
      "hero.claims[].link",
      "hero.image",
      "about.cards[].icon",
      "about.reasons[].icon",
      "contact.phones",
      "contact.emergencyPhone",
      "contact.email",
      "contact.whatsapp",
      "contact.address.countryCode",
      "contact.hours.days",
      "contact.hours.opens",
      "contact.hours.closes",
      "footer.copyrightYear",
      "notFound.code",
    ],
    type: "SiteJson",
    indexed: true,
    rules: { images: ["hero.image"] },
  },
  {
    name: "industries",
    entry: "industry",
    label: "Industries",
    source: { shape: "list", path: "industries.json" },
    schema: industrySchema,
    sharedFields: ["slug", "icon"],
    type: "IndustriesJson",
    indexed: true,
    rules: { unique: ["slug"] },
  },
  {
    name: "services",
    entry: "service",
    label: "Services",
    source: { shape: "folder", path: "services" },
    schema: serviceSchema,
    sharedFields: ["order", "slug", "formValue", "icon", "image", "industries", "standards[].code"],
    type: "ServicesJson",
    routes: {
      list: routes.SERVICES_PATH,
      detail: { path: routes.servicePath, template: "src/templates/service.tsx" },
    },
    indexed: true,
    // Its "Recent work" lists the case studies that used it.
    shows: { detail: ["industries", "projects"] },
    measuredSlug: "ndt",
    rules: {
      // Several services may share a form value (a new service maps onto the closest quote category); not these.
      unique: ["slug", "order"],
      references: [{ field: "industries", kind: "industries", noun: "slug" }],
      images: ["image"],
    },
  },
  onePageKind("quality", "Quality and accreditation", qualitySchema, QUALITY_SHARED, routes.QUALITY_PATH, "AboutPage"),
  onePageKind("privacy", "Privacy notice", privacySchema, ["version"], routes.PRIVACY_PATH, "WebPage"),
  onePageKind("complaints", "Complaints and appeals", complaintsSchema, [], routes.COMPLAINTS_PATH, "WebPage"),
  {
    name: "verify",
    entry: "verify",
    label: "Certificate check",
    source: { shape: "file", path: "verify.json" },
    schema: verifySchema,
    sharedFields: ["kinds[].id"],
    type: "VerifyJson",
    routes: { list: routes.VERIFY_PATH },
    // The public check answers about one document at a time: nothing there for a search engine to list.
    indexed: false,
  },
  {
    ...onePageKind(
      "prequalification",
      "Prequalification",
      prequalificationSchema,
      PREQUALIFICATION_SHARED,
      routes.PREQUALIFICATION_PATH,
      "AboutPage",
    ),
    // Its certificates and qualifications come from quality.json, its references from the case studies.
    shows: { list: ["quality", "projects"] },
  },
  {
    name: "projects",
    entry: "project",
    label: "Case studies",
    source: { shape: "folder", path: "projects" },
    schema: projectSchema,
    sharedFields: ["sample", "slug", "completed", "industry", "services", "codes[].code", "figures[].value"],
    type: "ProjectsJson",
    routes: {
      list: routes.PROJECTS_PATH,
      detail: { path: routes.projectPath, template: "src/templates/project.tsx" },
    },
    indexed: true,
    seo: { list: { type: "CollectionPage", texts: "projectsPage" }, detail: { type: "Article" } },
    shows: { list: ["industries"], detail: ["industries"] },
    rules: { references: [{ field: "services", kind: "services", noun: "service" }] },
  },
  {
    name: "holidays",
    entry: "holidays",
    label: "Public holidays",
    source: { shape: "file", path: "holidays.json" },
    schema: holidaysSchema,
    sharedFields: ["days[].date", "days[].approximate"],
    type: "HolidaysJson",
    // No page: the server and the workspace count the 24-hour reply promise with it (src/lib/due-time.ts).
    indexed: false,
  },
  {
    name: "intervals",
    entry: "interval",
    label: "Examination intervals",
    source: { shape: "list", path: "intervals.json" },
    schema: intervalSchema,
    sharedFields: ["slug", "kinds", "months"],
    type: "IntervalsJson",
    // No page: the workspace's certificate form proposes valid-until from it (src/pages/staff/[...].tsx).
    indexed: false,
    rules: { unique: ["slug"] },
  },
  {
    name: "client",
    entry: "client",
    label: "Client register",
    source: { shape: "file", path: "client.json" },
    schema: clientSchema,
    sharedFields: [],
    type: "ClientJson",
    // The signed-in clients' app at /client/ (src/pages/client/[...].tsx): its texts, no page for search engines.
    indexed: false,
  },
  {
    name: "reportForms",
    entry: "report form",
    label: "Report forms",
    source: { shape: "folder", path: "report-forms" },
    idField: "kind",
    schema: checkedReportFormSchema,
    // A report written in Arabic is read in English in the office: its values are keyed by the same ids and typed
    // alike in both editions, edited once.
    sharedFields: [
      "kind",
      "sections[].id",
      "sections[].fields[].id",
      "sections[].fields[].type",
      "sections[].fields[].required",
      "sections[].fields[].unit",
      "sections[].fields[].options[].value",
      "sections[].fields[].prefill",
    ],
    type: "ReportFormsJson",
    // No page: the inspectors' app (/inspect/) draws its reports from them, through the server
    // (content/report-forms.ts), which checks a report's completeness against them too.
    indexed: false,
    rules: {
      namedItems: [
        { list: "sections", key: "id", noun: "section" },
        { list: "sections[].fields", key: "id", noun: "form field" },
      ],
    },
  },
  {
    name: "reportPdf",
    entry: "report PDF",
    label: "Issued report PDF",
    source: { shape: "file", path: "report-pdf.json" },
    schema: reportPdfTextsSchema,
    sharedFields: [],
    type: "ReportPdfJson",
    // No page: the words around a report form's labels in the PDF issued when a report is authorised
    // (server/inspect/report-pdf.ts).
    indexed: false,
  },
  {
    name: "glossary",
    entry: "glossary",
    label: "Glossary",
    source: { shape: "file", path: "glossary.json" },
    schema: glossarySchema,
    // A term's row holds both languages: edited once, on the English side.
    sharedFields: [
      "terms",
      "terms[].english",
      "terms[].arabic",
      "terms[].avoid",
      "terms[].avoid[]",
      "terms[].note",
      "terms[].match",
    ],
    type: "GlossaryJson",
    // No page: the content check holds every text of data/ to it (content/glossary-check.ts).
    indexed: false,
  },
] as const satisfies readonly ContentKindSpec[]

// The same list seen through the common shape, where code reads the optional fields of any kind.
export const CONTENT_KIND_SPECS: readonly ContentKindSpec[] = CONTENT_KINDS

export type ContentKind = (typeof CONTENT_KINDS)[number]
// One edition's content of a kind: the entry of a one-file kind, the entries of the others.
export type KindContent<K extends ContentKind> = K["source"]["shape"] extends "file"
  ? z.infer<K["schema"]>
  : z.infer<K["schema"]>[]

// The kind a file of data/ belongs to (its path relative to data/, "services/ndt.json"), if any.
export function kindOfFile(relativePath: string): ContentKind | undefined {
  return CONTENT_KINDS.find(({ source }) =>
    source.shape === "folder"
      ? relativePath.startsWith(`${source.path}/`) && relativePath.endsWith(".json")
      : relativePath === source.path,
  )
}

// gatsby-transformer-json's node for the files as written (both languages), which site-build/nodes/editions.ts turns
// into one `type` node per edition: SiteSource → SiteJson.
export const sourceType = (kind: ContentKindSpec) => `${kind.name.charAt(0).toUpperCase()}${kind.name.slice(1)}Source`
