import { expect, test, type Page } from "@playwright/test"
import { industries, services, site } from "../testing/content"
import { gotoHydrated, servicePath } from "../testing/pages"

const REQUIRED = ["firstName", "lastName", "email", "industry", "service", "message"] as const
const OPTIONAL = ["company", "phone"] as const
const SELECTS = ["industry", "service"] as const

const expectedError = (field: (typeof REQUIRED)[number]) =>
  field === "industry" || field === "service" ? site.form.errors.select : site.form.errors.required

const submit = (page: Page) => page.getByRole("button", { name: "Send Request" }).click()

// The control is marked invalid and described by a visible message right under it.
async function expectFieldError(page: Page, field: string, message: string) {
  const control = page.locator(`#${field}`)
  await expect(control).toHaveAttribute("aria-invalid", "true")
  const describedBy = await control.getAttribute("aria-describedby")
  expect(describedBy, `aria-describedby of #${field}`).toBeTruthy()
  const error = page.locator(`[id="${describedBy}"]`)
  await expect(error).toBeVisible()
  await expect(error).toHaveText(message)
  const [controlBox, errorBox] = [await control.boundingBox(), await error.boundingBox()]
  expect(errorBox!.y, `the error of #${field} is under the field`).toBeGreaterThanOrEqual(
    controlBox!.y + controlBox!.height - 1,
  )
}

test.describe("the quote form on /contact/", () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/contact/")
  })

  // The page's inline styles hold only the rules its server-rendered markup uses (site-build/postbuild/page-styles.ts);
  // those of an error, which only script shows, come with the full stylesheet linked before hydration.
  test("an error shown by script is styled: red text, red border", async ({ page }) => {
    expect(await page.locator("head style[data-rest-href]").evaluate((style) => style.textContent)).not.toContain(
      ".text-red-700",
    )
    await submit(page)
    const control = page.locator("#firstName")
    await expect(page.locator("#firstName-error")).toHaveCSS("color", "rgb(185, 28, 28)")
    await expect(control).toHaveCSS("border-top-color", "rgb(185, 28, 28)")
  })

  test("submitting it empty marks every required field and focuses the first", async ({ page }) => {
    await submit(page)
    for (const field of REQUIRED) await expectFieldError(page, field, expectedError(field))
    for (const field of OPTIONAL) {
      await expect(page.locator(`#${field}`)).not.toHaveAttribute("aria-invalid")
      await expect(page.locator(`#${field}-error`)).toHaveCount(0)
    }
    await expect(page.locator("#firstName")).toBeFocused()
  })

  test("entered values are kept after a failed submit", async ({ page }) => {
    await page.locator("#firstName").fill("Ahmed")
    await page.locator("#email").fill("not-an-email")
    await page.locator("#company").fill("Delta Fabrication")
    await page.locator("#industry").selectOption(industries[1].slug)
    await page.locator("#message").fill("Too short")
    await submit(page)

    await expect(page.locator("#lastName")).toBeFocused()
    await expectFieldError(page, "email", site.form.errors.email)
    await expect(page.locator("#firstName")).toHaveValue("Ahmed")
    await expect(page.locator("#email")).toHaveValue("not-an-email")
    await expect(page.locator("#company")).toHaveValue("Delta Fabrication")
    await expect(page.locator("#industry")).toHaveValue(industries[1].slug)
    await expect(page.locator("#message")).toHaveValue("Too short")
  })

  test("a fixed field loses its error when the visitor leaves it", async ({ page }) => {
    await submit(page)
    await expectFieldError(page, "lastName", site.form.errors.required)
    await page.locator("#lastName").fill("Hassan")
    await page.locator("#lastName").blur()
    await expect(page.locator("#lastName")).not.toHaveAttribute("aria-invalid")
    await expect(page.locator("#lastName")).not.toHaveAttribute("aria-describedby")
    await expect(page.locator("#lastName-error")).toHaveCount(0)
    // The fields not yet fixed keep theirs.
    await expectFieldError(page, "firstName", site.form.errors.required)
  })

  test("the message box is at least 120 px tall", async ({ page }) => {
    const box = await page.locator("#message").boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(120)
  })

  test("industry and service are native selects with a disabled empty placeholder", async ({ page }) => {
    const values = {
      industry: [...industries.map((industry) => industry.slug), "other"],
      // Last, the prequalification pack's request (/prequalification/'s "Request the full pack").
      service: [...services.map((service) => service.formValue), "vendor-registration"],
    }
    for (const field of SELECTS) {
      const select = page.locator(`#${field}`)
      expect(await select.evaluate((element) => element.tagName)).toBe("SELECT")
      const placeholder = select.locator("option").first()
      await expect(placeholder).toHaveAttribute("value", "")
      await expect(placeholder).toBeDisabled()
      await expect(placeholder).toHaveText(site.form[field].placeholder)
      const options = await select
        .locator("option")
        .evaluateAll((items) => items.map((item) => (item as HTMLOptionElement).value))
      expect(options).toEqual(["", ...values[field]])
    }
  })
})

test("a service page's Request a Quote leads to the form with that service chosen", async ({ page }) => {
  const service = services.find((item) => item.slug === "ndt")!
  await gotoHydrated(page, servicePath(service.slug))
  await page.getByRole("main").getByRole("link", { name: "Request a Quote" }).click()
  await expect.poll(() => new URL(page.url()).pathname).toBe("/contact/")
  expect(new URL(page.url()).searchParams.get("service")).toBe(service.formValue)
  await expect(page.locator("#service")).toHaveValue("ndt")
  await expect(page.locator("#contact-heading")).toBeInViewport()
})
