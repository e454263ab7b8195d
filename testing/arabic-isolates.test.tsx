import * as React from "react"
import { render } from "@testing-library/react"
import { pageSeo, type SeoContent } from "../site-build/seo/page-seo"
import { unisolatedRuns } from "./unisolated-runs"
import { arabic } from "./content"
import { PrequalificationContent } from "../src/components/prequalification/prequalification-content"
import { Footer } from "../src/components/layout/footer"
import type { LayoutSite } from "../src/components/layout/types"
import { Seo } from "../src/components/seo/seo"
import { VerifyCheck } from "../src/components/verify/verify-check"
import { offlineResultHtml, type OfflineTexts } from "../src/lib/offline-result"
import type { LabelCheck } from "../src/lib/label-check"
import { verifyResultHtml } from "../src/lib/verify-result"
import { ContactInfo } from "../src/components/sections/contact-info"
import { IndustryProjects } from "../src/components/sections/industry-projects"
import { ProjectCard } from "../src/components/sections/project-card"
import { ProjectDetail } from "../src/components/sections/project-detail"
import { PageHeader } from "../src/components/sections/page-header"
import { QualityContent } from "../src/components/sections/quality-content"
import { ServiceDetail } from "../src/components/sections/service-detail"

// Every code, date, clause and unit of the Arabic pages sits in an isolate where it is rendered (issue 63), from
// data/ as the pages get it: a component that prints a data text as a plain string fails here, naming the run.

const { site } = arabic
const PROFILES = [{ locale: "ar", path: "/company-profile-ar.pdf", megabytes: "0.7" }]

const within = (element: React.ReactElement) => unisolatedRuns(render(<div dir="rtl">{element}</div>).container)

test("the contact details: the business hours' times and GMT offsets", () => {
  expect(within(<ContactInfo details={site.contact as unknown as Queries.ContactDetailsFragment} />)).toEqual([])
})

test("/quality/: the certificate's and the accreditation's headings, the scope and the policies", () => {
  type Quality = React.ComponentProps<typeof QualityContent>["quality"]
  const quality = arabic.quality as unknown as Quality
  expect(within(<QualityContent quality={quality} brand={site.brand} locale="ar" samples={site.samples} />)).toEqual([])
})

test("/prequalification/: the certificates' headings and the registrations", () => {
  type Props = React.ComponentProps<typeof PrequalificationContent>
  const pack = { ...arabic.prequalification, locale: "ar", generatedOn: "2026-11-25" }
  expect(
    within(
      <PrequalificationContent
        pack={pack as unknown as Props["pack"]}
        quality={arabic.quality as unknown as Props["quality"]}
        projects={arabic.projects as unknown as Props["projects"]}
        profiles={PROFILES}
        samples={site.samples}
      />,
    ),
  ).toEqual([])
})

// Every Arabic page's h1 (a case study's "API 653") and the same page's <title>, whose markup holds no elements.
const h1s = [
  ...[arabic.quality, arabic.prequalification, arabic.privacy, arabic.complaints].map((page) => page.title),
  site.projectsPage.title,
  ...arabic.projects.map((project) => project.title),
  ...arabic.services.map((service) => service.title),
  site.contact.pageTitle,
]
const seoContent: SeoContent = {
  ...arabic,
  siteUrl: "https://www.example.test",
  pages: {
    quality: arabic.quality,
    prequalification: arabic.prequalification,
    privacy: arabic.privacy,
    complaints: arabic.complaints,
  },
  entries: { projects: arabic.projects },
}
const paths = [
  "/",
  "/services/",
  "/contact/",
  ...arabic.services.map((service) => `/services/${service.slug}/`),
  ...["/quality/", "/prequalification/", "/privacy/", "/complaints/", "/projects/"],
  ...arabic.projects.map((project) => `/projects/${project.slug}/`),
]

test.each(h1s)("the h1 «%s»", (title) => {
  expect(within(<PageHeader title={title} breadcrumbLabel="" breadcrumbs={[]} />)).toEqual([])
})

test.each(paths)("the <title> and the description of /ar%s", (path) => {
  const page = pageSeo(`/ar${path}`, seoContent)
  const head = render(
    <Seo page={{ ...page, image: null, jsonLd: [] } as unknown as Queries.SeoHeadFragment} />,
  ).container
  expect(unisolatedRuns(head)).toEqual([])
  const contents = [...head.querySelectorAll("meta[name=description], meta[property^='og:']")].map(
    (meta) => meta.getAttribute("content") ?? "",
  )
  const holder = document.createElement("div")
  for (const content of contents) holder.append(Object.assign(document.createElement("p"), { textContent: content }))
  expect(unisolatedRuns(holder)).toEqual([])
})

// /verify/: the form's hints ("LE-2026-00421") and the answer, whose values staff typed: an Arabic item name with
// its rating ("رافعة علوية 5 t"), a tag number, a site. The answer is HTML written by src/lib/verify-result.ts.
const texts = arabic.verify as unknown as OfflineTexts & React.ComponentProps<typeof VerifyCheck>["texts"]
const ITEM = { item: "رافعة علوية 5 t", serial: "40-P-1204", number: "LE-2026-00421" }
const answerRuns = (html: string) => {
  const holder = document.createElement("div")
  holder.dir = "rtl"
  holder.innerHTML = html
  return unisolatedRuns(holder)
}

test("/verify/: the form's hints", () => {
  expect(within(<VerifyCheck texts={texts} brand={site.brand} locale="ar" />)).toEqual([])
})

test.each(["valid", "withdrawn"] as const)("/verify/: the server's answer, %s", (status) => {
  const html = verifyResultHtml(texts, site.brand, "ar", {
    found: true,
    ...ITEM,
    kind: "competence-card",
    status,
    statusDate: status === "valid" ? null : "2026-11-02",
    rating: "SWL 5 t",
    client: "شركة الإسكندرية للبترول",
    site: "رصيف 3، ميناء الدخيلة",
    inspectedOn: "2026-03-31",
    validUntil: "2027-03-31",
    inspector: "أحمد سالم",
    inspectorCertificate: "PCN 12345",
  })
  expect(answerRuns(html)).toEqual([])
})

test("/verify/: the answer the page gives itself from a signed label", () => {
  const check = {
    genuine: true,
    facts: { keyId: "k1", ...ITEM, kind: "competence-card", inspectedOn: "2026-03-31", validUntil: "2027-03-31" },
  } as unknown as LabelCheck
  expect(answerRuns(offlineResultHtml(texts, site.brand, "ar", { check, today: "2026-12-07" }))).toEqual([])
})

test("the case studies' cards, their links' hidden words and an industry's recent work", () => {
  const cards = (
    <>
      <ul>
        {arabic.projects.map((project) => (
          <ProjectCard
            key={project.slug}
            project={project}
            linkLabel="اقرأ"
            headingLevel="h2"
            sampleTag={site.samples.tag}
          />
        ))}
      </ul>
      <IndustryProjects heading="" projects={arabic.projects} />
    </>
  )
  expect(within(cards)).toEqual([])
})

test("the footer: the copyright line", () => {
  const layoutSite = { ...site, locale: "ar" } as unknown as LayoutSite
  expect(within(<Footer site={layoutSite} services={arabic.services} profiles={PROFILES} languages={[]} />)).toEqual([])
})

test.each(arabic.services.map((service) => [service.slug, service] as const))(
  "the body of /ar/services/%s/: overview, methods, standards, codes",
  (_slug, service) => {
    const labels = site.servicePage as unknown as React.ComponentProps<typeof ServiceDetail>["labels"]
    expect(within(<ServiceDetail service={service} labels={labels} />)).toEqual([])
  },
)

test.each(arabic.projects.map((project) => [project.slug, project] as const))(
  "the body of /ar/projects/%s/",
  (_slug, project) => {
    type Project = React.ComponentProps<typeof ProjectDetail>["project"]
    const detail = (
      <ProjectDetail
        project={project as unknown as Project}
        labels={site.projectsPage}
        locale="ar"
        sampleNote={site.samples.caseStudy}
        services={arabic.services}
      />
    )
    expect(within(detail)).toEqual([])
  },
)
