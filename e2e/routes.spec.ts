import { expect, test } from "@playwright/test"
import { services, site } from "../testing/content"
import {
  expectContactSection,
  expectHomeContent,
  expectServiceDetail,
  serviceDetails,
  servicePath,
} from "../testing/pages"

// Each page's status, h1, footer, policy, requests and widths are checked by e2e/pages.spec.ts, in the load that
// runs axe on it; these are the contents of particular pages.

// Browsers fetch the page's icon, or /favicon.ico when it names none: a 404 there is a console error
// on the first page a visitor opens.
test("the site's icon loads", async ({ page }) => {
  await page.goto("/")
  const icon = await page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>("link[rel~='icon']")
    return link ? link.href : new URL("/favicon.ico", location.href).href
  })
  const response = await page.request.get(icon)
  expect(response.status(), `GET ${icon}`).toBe(200)
})

test("the home page has its sections, with their ids and headings", async ({ page }) => {
  await page.goto("/")
  for (const id of ["about", "services", "industries", "contact"]) {
    await expect(page.locator(`section#${id}`)).toBeVisible()
  }
  await expectHomeContent(page)
})

test("the services page shows one card per service, in order", async ({ page }) => {
  await page.goto("/services/")
  const cards = page.getByRole("region", { name: site.servicesPage.heading, exact: true }).getByRole("listitem")
  await expect(cards).toHaveCount(services.length)
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText(services.map((service) => service.title))
  const links = cards.getByRole("link", { name: "Learn More" })
  for (const [index, service] of services.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", servicePath(service.slug))
  }
})

test("the contact page shows the contact details and the quote form", async ({ page }) => {
  await page.goto("/contact/")
  await expectContactSection(page, 1)
})

for (const service of serviceDetails) {
  test(`the ${service.slug} page shows the service's details and links to the other services`, async ({ page }) => {
    await page.goto(servicePath(service.slug))
    await expectServiceDetail(page, service)
  })
}

test.describe("without JavaScript", () => {
  test("the home page shows all its content", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    const response = await page.goto("/")
    expect(response?.status()).toBe(200)
    // The form switches off the browser's validation once React runs: it must still be on here.
    await expect(page.locator("form")).not.toHaveAttribute("novalidate")
    await expectHomeContent(page)
    await context.close()
  })

  test("a service page shows all its content", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    const service = serviceDetails.find((item) => item.slug === "ndt") ?? serviceDetails[0]
    const response = await page.goto(servicePath(service.slug))
    expect(response?.status()).toBe(200)
    await expectServiceDetail(page, service)
    await expect(page.getByRole("link", { name: site.servicePage.ctaButton })).toBeVisible()
    await context.close()
  })
})
