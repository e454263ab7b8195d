import { expect, test } from "@playwright/test"
import { site } from "../testing/content"

const MISSING = "/no-such-page/"

test("an unknown page answers 404 and offers the way home", async ({ page }) => {
  const response = await page.goto(MISSING)
  expect(response?.status()).toBe(404)
  await expect(page.getByText("404", { exact: true })).toBeVisible()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found")
  const home = page.getByRole("main").getByRole("link", { name: "Return to Home" })
  await expect(home).toHaveAttribute("href", "/")

  await home.click()
  await expect.poll(() => new URL(page.url()).pathname).toBe("/")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.hero.heading)
})

test("an unknown page tells the console which path was missing", async ({ page }) => {
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  await page.goto(MISSING)
  await expect.poll(() => errors.filter((text) => text.includes(MISSING))).not.toEqual([])
})
