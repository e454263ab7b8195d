import { expect, type Page } from "@playwright/test"
import { arabic, industries, services, site, trust, type Service } from "./content"

// The full service record in data/services/*.json (content.ts types only the fields most tests need).
export type ServiceDetail = Service & {
  overview: string[]
  scopeHeading: string
  scope: string[]
  methods: { name: string; detail: string }[]
  standards: { code: string; title: string }[]
  deliverables: string[]
}

export const serviceDetails = services as ServiceDetail[]

export const servicePath = (slug: string) => `/services/${slug}/`

// Quality, prequalification, privacy, complaints, projects and each case study, in one edition.
export function trustRoutes(locale: "en" | "ar"): { path: string; h1: string }[] {
  const prefix = locale === "ar" ? "/ar" : ""
  const { quality, prequalification, privacy, complaints, projects } = trust[locale]
  return [
    { path: `${prefix}/quality/`, h1: quality.title },
    { path: `${prefix}/prequalification/`, h1: prequalification.title },
    { path: `${prefix}/privacy/`, h1: privacy.title },
    { path: `${prefix}/complaints/`, h1: complaints.title },
    { path: `${prefix}/projects/`, h1: (locale === "ar" ? arabic.site : site).projectsPage.title },
    ...projects.map((project) => ({ path: `${prefix}/projects/${project.slug}/`, h1: project.title })),
  ]
}

// Every page of the site with the text of its one h1.
export const routes: { path: string; h1: string }[] = [
  { path: "/", h1: site.hero.heading },
  { path: "/services/", h1: site.servicesPage.heading },
  ...services.map((service) => ({ path: servicePath(service.slug), h1: service.title })),
  { path: "/contact/", h1: "Get In Touch" },
  ...trustRoutes("en"),
]

// The same pages in the Arabic edition.
export const arabicRoutes: { path: string; h1: string }[] = [
  { path: "/ar/", h1: arabic.site.hero.heading },
  { path: "/ar/services/", h1: arabic.site.servicesPage.heading },
  ...arabic.services.map((service) => ({ path: `/ar${servicePath(service.slug)}`, h1: service.title })),
  { path: "/ar/contact/", h1: arabic.site.contact.heading },
  ...trustRoutes("ar"),
]

// Chromium asks for /favicon.ico once per browser, so whether its 404 lands in a page's console depends on
// which test ran first; routes.spec.ts checks the icon on its own instead.
const FAVICON = /\/favicon\.ico$/

// Console errors and uncaught exceptions of a page, collected from the moment this is called.
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() !== "error" || FAVICON.test(message.location().url)) return
    errors.push(`console.error: ${message.text()} (${message.location().url})`)
  })
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`))
  return errors
}

// React has hydrated the page once its event handlers are attached to the header's menu button,
// and, where the page has the quote form, once the form has switched off the browser's own validation.
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = document.querySelector("header button[aria-controls]")
    if (!button || !Object.keys(button).some((key) => key.startsWith("__reactProps$"))) return false
    const form = document.querySelector("form")
    return !form || form.hasAttribute("novalidate")
  })
}

export async function gotoHydrated(page: Page, path: string): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status(), `status of ${path}`).toBe(200)
  await waitForHydration(page)
}

// The home page's content: the four sections with their headings, cards and the quote form.
export async function expectHomeContent(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.hero.heading)

  const about = page.locator("section#about")
  await expect(about.getByRole("heading", { level: 2 })).toHaveText(site.about.heading)
  await expect(about.getByRole("heading", { level: 3 })).toHaveText([
    "Who We Are",
    "Our Vision",
    "Our Mission",
    "Why Choose Inspection",
  ])
  const reasons = site.about.reasons.map((reason: { title: string }) => reason.title)
  expect(reasons).toHaveLength(6)
  await expect(about.getByRole("heading", { level: 4 })).toHaveText(reasons)

  const servicesSection = page.locator("section#services")
  await expect(servicesSection.getByRole("heading", { level: 2 })).toHaveText(site.servicesSection.heading)
  await expect(servicesSection.getByRole("heading", { level: 3 })).toHaveText(services.map((service) => service.title))
  const learnMore = servicesSection.getByRole("link", { name: "Learn More" })
  await expect(learnMore).toHaveCount(services.length)
  for (const [index, service] of services.entries()) {
    await expect(learnMore.nth(index)).toHaveAttribute("href", servicePath(service.slug))
  }
  await expect(servicesSection.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services/")

  const industriesSection = page.locator("section#industries")
  expect(industries).toHaveLength(5)
  await expect(industriesSection.getByRole("heading", { level: 3 })).toHaveText([
    ...industries.map((industry) => industry.title),
    "Don't See Your Industry?",
  ])
  await expect(industriesSection.getByRole("link", { name: "Discuss Your Requirements" })).toBeVisible()

  await expectContactSection(page, 2)
}

// The contact section (home page, contact page): headings, contact details and every form field.
export async function expectContactSection(page: Page, headingLevel: 1 | 2): Promise<void> {
  const contact = page.locator("section#contact")
  await expect(contact.getByRole("heading", { level: headingLevel })).toHaveText("Get In Touch")
  await expect(
    contact.getByText("Ready to discuss your inspection and quality assurance needs? Contact our experts today.", {
      exact: true,
    }),
  ).toBeVisible()
  // The two cards' headings sit one level below the section heading (headings in order).
  const cardLevel = headingLevel + 1
  await expect(contact.getByRole("heading", { level: cardLevel })).toHaveText([
    "Request a Quote",
    "Contact Information",
  ])

  for (const phone of site.contact.phones as string[]) {
    await expect(contact.getByRole("link", { name: phone, exact: true })).toBeVisible()
  }
  await expect(contact.getByRole("link", { name: site.contact.email, exact: true })).toHaveAttribute(
    "href",
    `mailto:${site.contact.email}`,
  )
  await expect(contact.locator("address")).toContainText(site.contact.address.street)
  await expect(contact.getByText(site.contact.hours.text, { exact: true })).toBeVisible()

  const fields = ["firstName", "lastName", "email", "company", "phone", "industry", "service"] as const
  for (const field of fields) {
    await expect(contact.getByLabel(site.form[field].label)).toHaveAttribute("id", field)
    await expect(contact.locator(`#${field}`)).toBeVisible()
  }
  await expect(contact.getByLabel("Project Details")).toHaveAttribute("id", "message")
  await expect(contact.getByRole("button", { name: "Send Request" })).toBeVisible()
}

// A service page's body: overview, scope, methods, standards (when it has any), deliverables,
// the industries it serves and the links to the other services.
export async function expectServiceDetail(page: Page, service: ServiceDetail): Promise<void> {
  const labels = site.servicePage
  const region = (name: string) => page.getByRole("region", { name, exact: true })

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title)
  await expect(page.getByText(service.summary, { exact: true })).toBeVisible()
  await expect(region(labels.overviewHeading).locator("p")).toHaveText(service.overview)
  await expect(region(service.scopeHeading).getByRole("listitem")).toHaveText(service.scope)
  await expect(region(labels.methodsHeading).locator("dt")).toHaveText(service.methods.map((method) => method.name))
  await expect(region(labels.methodsHeading).locator("dd")).toHaveText(service.methods.map((method) => method.detail))
  if (service.standards.length > 0) {
    await expect(region(labels.standardsHeading).getByRole("listitem")).toHaveText(
      service.standards.map((standard) => `${standard.code} ${standard.title}`),
      { useInnerText: true },
    )
  } else {
    await expect(page.getByRole("heading", { name: labels.standardsHeading })).toHaveCount(0)
  }
  await expect(region(labels.deliverablesHeading).getByRole("listitem")).toHaveText(service.deliverables)

  const served = industries.filter((industry) => service.industries.includes(industry.slug))
  const servedLinks = region(labels.industriesHeading).getByRole("link")
  await expect(servedLinks).toHaveText(served.map((industry) => industry.title))
  for (const [index, industry] of served.entries()) {
    await expect(servedLinks.nth(index)).toHaveAttribute("href", `/#industry-${industry.slug}`)
  }

  const others = services.filter((other) => other.slug !== service.slug)
  expect(others).toHaveLength(11)
  const otherLinks = region("Other Services").getByRole("link")
  await expect(otherLinks).toHaveText(others.map((other) => other.title))
  for (const [index, other] of others.entries()) {
    await expect(otherLinks.nth(index)).toHaveAttribute("href", servicePath(other.slug))
  }
}

// Every form asks for consent to the privacy notice (an unticked box named "consent"); a valid request ticks it.
export const tickConsent = (page: Page) => page.locator("#consent").check()
