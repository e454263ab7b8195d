import { expect, test, type Page } from "@playwright/test"
import { arabic, site, trust } from "../testing/content"

// What a buyer checks before shortlisting: where the evidence is linked from, and what it shows.
// Every route's h1, axe, SEO, hreflang, sitemap and width checks come from testing/pages.ts's route lists.
const EDITIONS = [
  { locale: "en", prefix: "", texts: site },
  { locale: "ar", prefix: "/ar", texts: arabic.site },
] as const

const jsonLdTypes = (page: Page) =>
  page.$$eval('script[type="application/ld+json"]', (scripts) =>
    scripts.map((script) => JSON.parse(script.textContent ?? "{}")["@type"]),
  )

for (const { locale, prefix, texts } of EDITIONS) {
  const { quality, projects } = trust[locale]

  test(`${locale}: the hero's ISO 9001 claim, About and the footer lead to the evidence`, async ({ page }) => {
    await page.goto(`${prefix}/`)
    await expect(
      page.locator("#hero-heading").locator("..").getByRole("link", { name: "ISO 9001:2015" }),
    ).toHaveAttribute("href", `${prefix}/quality/`)
    await expect(page.locator("section#about").getByRole("link", { name: texts.about.qualityLink })).toHaveAttribute(
      "href",
      `${prefix}/quality/`,
    )
    const footer = page.getByRole("navigation", { name: texts.footer.companyHeading })
    for (const [key, path] of [
      ["quality", "/quality/"],
      ["projects", "/projects/"],
      ["complaints", "/complaints/"],
      ["privacy", "/privacy/"],
      // A returning client's way in (issue 64).
      ["client", "/client/"],
    ] as const) {
      await expect(footer.getByRole("link", { name: texts.footer.links[key] })).toHaveAttribute(
        "href",
        `${prefix}${path}`,
      )
    }
  })

  test(`${locale}: /quality/ shows the certificate, the accreditation scope, head counts and the sample mark`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/quality/`)
    const data = quality as unknown as {
      certificate: { number: string }
      accreditation: { number: string; scope: { discipline: string }[] }
      personnel: { items: { code: string; headCount: number }[] }
      labels: { sample: string }
      impartiality: { heading: string }
    }
    await expect(page.getByText(data.certificate.number)).toBeVisible()
    await expect(page.getByText(data.accreditation.number)).toBeVisible()
    await expect(page.getByText(data.labels.sample)).toHaveCount(2)
    for (const row of data.accreditation.scope)
      await expect(page.getByRole("rowheader", { name: row.discipline })).toBeVisible()
    for (const item of data.personnel.items) {
      const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: item.code, exact: true }) })
      await expect(row.getByRole("cell").last()).toHaveText(String(item.headCount))
    }
    await expect(page.getByRole("heading", { level: 2, name: data.impartiality.heading })).toBeVisible()
    expect(await jsonLdTypes(page)).toEqual(["AboutPage", "BreadcrumbList"])
  })

  test(`${locale}: /projects/ lists every case study newest first, each opening its page`, async ({ page }) => {
    await page.goto(`${prefix}/projects/`)
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(projects.map((p) => p.title))
    expect(await jsonLdTypes(page)).toEqual(["CollectionPage", "BreadcrumbList"])
    // Each card's link is named by its label and the project, so a list of links tells them apart.
    const link = page.getByRole("link", { name: projects[0].title })
    await expect(link).toContainText(texts.projectsPage.readMore)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/projects/${projects[0].slug}/$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(projects[0].title)
    await expect(page.getByRole("heading", { level: 2, name: texts.projectsPage.outcome })).toBeVisible()
    expect(await jsonLdTypes(page)).toEqual(["Article", "BreadcrumbList"])
  })

  test(`${locale}: a service page shows its recent work, and only projects that used it`, async ({ page }) => {
    const expected = projects.filter((project) => project.services.includes("ndt")).slice(0, 3)
    await page.goto(`${prefix}/services/ndt/`)
    const section = page.locator("section#recent-work, section[aria-labelledby='recent-work']")
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(texts.projectsPage.recentWork)
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(expected.map((project) => project.title))
    await page.goto(`${prefix}/services/recruitment/`)
    await expect(page.locator("section[aria-labelledby='recent-work']")).toHaveCount(0)
  })

  test(`${locale}: each industry on the home page lists its own case studies, newest first`, async ({ page }) => {
    await page.goto(`${prefix}/`)
    const industries = [...new Set(projects.map((project) => project.industry))]
    expect(industries.length).toBeGreaterThanOrEqual(5)
    for (const industry of industries) {
      const links = page.locator(`#industry-${industry}`).getByRole("link")
      const expected = projects.filter((project) => project.industry === industry)
      await expect(links).toHaveText(expected.map((project) => project.title))
      await expect(links.first()).toHaveAttribute("href", `${prefix}/projects/${expected[0].slug}/`)
    }
  })
}
