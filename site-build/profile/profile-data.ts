import fs from "node:fs"
import path from "node:path"
import { readContent } from "../../content/read-content"
import { ARTWORK_EXTENSION } from "../../content/image-files"
import { logoMarkSvg } from "../../src/lib/brand"
import { expiryStatus, type ExpiryStatus } from "../../src/lib/expiry"
import { fill, formatDate } from "../../src/lib/format"
import { localizePath, type Locale } from "../../src/lib/locales"
import { CONTACT_PATH } from "../../src/lib/routes"
import { isolateLtrRuns } from "../../src/lib/bidi-runs"

// A service's artwork for the PDF, as Typst finds it in the project: a photo it can place (the site's rule: a
// photo wins over the SVG), else the SVG; a service without an image, or with a photo Typst cannot read (WebP,
// AVIF), keeps the plain navy tile.
const TYPST_PHOTOS = ["jpg", "jpeg", "png"]
function serviceArtwork(name: string | null | undefined): string | null {
  if (!name) return null
  const images = path.resolve("data", "images")
  for (const extension of [...TYPST_PHOTOS, ARTWORK_EXTENSION])
    if (fs.existsSync(path.join(images, `${name}.${extension}`))) return `/data/images/${name}.${extension}`
  return null
}

// One edition of data/ as the company profile and the expiry check read it: the site, services, industries,
// quality.json, prequalification.json and the case studies (newest first). Call validateContent first.
export function readProfileContent(dataDir: string) {
  const editions = readContent(dataDir)
  return (locale: Locale) => {
    const { prequalification, projects, ...content } = editions[locale]
    return {
      ...content,
      pack: prequalification,
      projects: [...projects].sort((a, b) => b.completed.localeCompare(a.completed)),
    }
  }
}
export type ProfileContent = ReturnType<ReturnType<typeof readProfileContent>>

// Everything in data/ that carries an expiry date, named as a reader would find it.
export function datedDocuments({ quality, pack }: ProfileContent) {
  return [
    {
      file: "quality.json",
      name: quality.certificate.heading,
      number: quality.certificate.number,
      expires: quality.certificate.validUntil,
      sample: quality.certificate.sample,
    },
    {
      file: "quality.json",
      name: quality.accreditation.heading,
      number: quality.accreditation.number,
      expires: quality.accreditation.validUntil,
      sample: quality.accreditation.sample,
    },
    ...pack.certificates.map((item) => ({
      file: "prequalification.json",
      name: item.heading,
      number: item.number,
      expires: item.expires,
      sample: item.sample,
    })),
    ...pack.insurance.map((item) => ({
      file: "prequalification.json",
      name: item.kind,
      number: "",
      expires: item.expires,
      sample: item.sample,
    })),
    ...pack.registrations.map((item) => ({
      file: "prequalification.json",
      name: item.client,
      number: item.reference,
      expires: item.expires,
      sample: item.sample,
    })),
  ]
}

// The build's warnings: what has expired (shown as renewal in progress) or expires within 60 days, by name.
export function expiryWarnings(content: ProfileContent, today: string): string[] {
  return datedDocuments(content).flatMap((document) => {
    const status = expiryStatus(document.expires, today)
    const what = `data/${document.file}: "${document.name}"${document.number ? ` (${document.number})` : ""}`
    if (status === "renewal")
      return [`${what} expired on ${document.expires}: shown as "Renewal in progress" until a new date is entered`]
    if (status === "expiring") return [`${what} expires on ${document.expires}, within 60 days: shown highlighted`]
    return []
  })
}

// Every text the template sets with its codes, dates and units inside Arabic isolated, as on the site (U+2066…U+2069,
// which Typst honours): a text without Arabic, an SVG or a path comes back as it was.
function isolated<T>(value: T): T {
  if (typeof value === "string") return isolateLtrRuns(value) as T
  if (Array.isArray(value)) return value.map(isolated) as T
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, isolated(item)])) as T
  return value
}

// The template's input (site-build/profile/company-profile.typ): texts filled, dates written in the edition's way,
// each expiry date with its status on `today`.
export function profileData(
  content: ProfileContent,
  { locale, today, siteUrl, qrSvg }: { locale: Locale; today: string; siteUrl: string; qrSvg: string },
) {
  const { site, pack, quality, services, industries, projects } = content
  const brand = site.brand
  const text = (value: string) => fill(value, { brand })
  const { labels } = pack
  const date = (iso: string) => formatDate(iso, locale)
  const dated = (expires: string) => {
    const status: ExpiryStatus = expiryStatus(expires, today)
    return { expires: date(expires), status, statusText: labels[status] }
  }
  const certificates = [
    { ...quality.certificate, issuer: quality.certificate.body, expires: quality.certificate.validUntil },
    { ...quality.accreditation, issuer: quality.accreditation.body, expires: quality.accreditation.validUntil },
    ...pack.certificates,
  ]
  const website = new URL(siteUrl).host
  return isolated({
    lang: locale,
    title: `${brand} — ${pack.profile.title}`,
    keywords: [brand, "ISO 9001", "ISO/IEC 17020", "API 510", "API 570", "API 653", "ISO 9712"],
    brand,
    website,
    logoSvg: logoMarkSvg(),
    qrSvg,
    profileTitle: pack.profile.title,
    tagline: text(site.hero.heading),
    subtitle: pack.profile.subtitle,
    claims: site.hero.claims.map((claim) => claim.label),
    stats: site.hero.stats,
    generated: fill(pack.profile.generated, { date: date(today), site: website }),
    sampleTag: labels.sampleTag,
    sampleNote: labels.sample,
    // The mark of an entry flagged `sample` in data/ (a case study, the head counts, the accreditation scope).
    samples: site.samples,
    about: {
      heading: pack.profile.who,
      intro: text(site.about.intro),
      cards: site.about.cards.map((card) => ({ title: text(card.title), text: text(card.text) })),
      whyHeading: text(site.about.whyHeading),
      reasons: site.about.reasons.map((reason) => ({ title: text(reason.title), text: text(reason.text) })),
    },
    industries: {
      heading: pack.profile.industries,
      items: industries.map(({ title, description, sectors }) => ({ title, description: text(description), sectors })),
    },
    services: {
      heading: pack.profile.services,
      methods: pack.profile.methods,
      codes: pack.profile.codes,
      items: services.map((service) => ({
        title: service.title,
        summary: text(service.summary),
        methods: service.methods.map((method) => method.name),
        codes: service.standards.map((standard) => standard.code),
        image: serviceArtwork(service.image),
      })),
    },
    certificates: {
      heading: pack.sections.certificates,
      columns: [labels.certificate, labels.number, labels.issuer, labels.issued, labels.expires],
      items: certificates.map((item) => ({
        heading: item.heading,
        number: item.number,
        issuer: item.issuer,
        issued: date(item.issued),
        sample: item.sample,
        ...dated(item.expires),
      })),
    },
    accreditationScope: {
      heading: `${quality.accreditation.standard} — ${quality.labels.scope}`,
      columns: [quality.labels.discipline, pack.profile.methods, quality.labels.codes],
      items: quality.accreditation.scope,
      sample: quality.accreditation.sample,
    },
    personnel: {
      heading: pack.sections.personnel,
      intro: text(quality.personnel.intro),
      columns: [labels.qualification, labels.discipline, labels.headCount],
      items: quality.personnel.items,
      sample: quality.personnel.sample,
    },
    hse: {
      heading: pack.sections.hse,
      intro: text(pack.hse.intro),
      columns: [labels.measure, labels.value, labels.period],
      items: pack.hse.items,
      sample: pack.hse.sample,
    },
    insurance: {
      heading: pack.sections.insurance,
      columns: [labels.cover, labels.insurer, labels.limit, labels.expires],
      items: pack.insurance.map((item) => ({ ...item, ...dated(item.expires) })),
    },
    registrations: {
      heading: pack.sections.registrations,
      columns: [labels.client, labels.category, labels.reference, labels.expires],
      items: pack.registrations.map((item) => ({ ...item, ...dated(item.expires) })),
    },
    projects: {
      heading: pack.profile.projects,
      items: projects.map((project) => ({
        sample: project.sample,
        title: project.title,
        client: project.client,
        location: project.location,
        year: project.completed.slice(0, 4),
        summary: text(project.summary),
        figures: project.figures,
        codes: project.codes.map((code) => code.code),
      })),
    },
    impartiality: {
      heading: quality.impartiality.heading,
      paragraphs: quality.impartiality.paragraphs.map(text),
      items: (quality.impartiality.items ?? []).map(text),
    },
    contact: {
      heading: pack.profile.contact,
      addressLabel: site.contact.addressLabel,
      address: [
        site.contact.address.street,
        `${site.contact.address.city} ${site.contact.address.postalCode}`,
        site.contact.address.country,
      ].join(locale === "ar" ? "، " : ", "),
      phoneLabel: site.contact.phoneLabel,
      phones: site.contact.phones,
      emailLabel: site.contact.emailLabel,
      email: site.contact.email,
      hoursLabel: site.contact.hoursLabel,
      hours: site.contact.hours.text,
      scan: pack.profile.scan,
    },
    contactUrl: `${siteUrl}${localizePath(CONTACT_PATH, locale)}`,
  })
}
