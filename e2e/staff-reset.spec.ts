import path from "node:path"
import { expect, test } from "@playwright/test"
import { simpleParser } from "mailparser"
import { readOutboxMails } from "../testing/eml-outbox"
import { staffCli } from "../testing/staff"
import { noAxeViolations, signInPage, STAFF_TEST_TIMEOUT_MS } from "../testing/staff-browser"

test.describe.configure({ timeout: STAFF_TEST_TIMEOUT_MS })

// A staff member who forgot their password asks for a link on the sign-in page, gets it by mail (the shared
// server writes .eml files into var/e2e/outbox), sets a new password there and signs in with it.
const DATA_DIR = "var/e2e"
const stamp = Date.now()
const MEMBER = { email: `forgetful.${stamp}@inspection.test`, name: "Sherif Mansour", password: "Old-Pass-2026!zq" }
const NEW_PASSWORD = "Brand-new-Pass-2026!k"

test.beforeAll(() => {
  const result = staffCli(
    ["add", MEMBER.email, "--name", MEMBER.name, "--role", "staff"],
    { DATA_DIR },
    MEMBER.password,
  )
  expect(result.code, result.stderr).toBe(0)
})

test("a forgotten password is reset with the mailed one-time link on the site", async ({ page, baseURL }) => {
  await page.goto("/staff/")
  await page.getByRole("button", { name: "Forgot your password?" }).click()
  await page.getByLabel("Email of your account").fill(MEMBER.email)
  await page.getByRole("button", { name: "Send a reset link" }).click()
  await expect(page.getByRole("status")).toContainText("If this address has a workspace account")
  await noAxeViolations(page)

  const findMail = () =>
    readOutboxMails(path.join(DATA_DIR, "outbox")).find(
      (text) => text.includes(MEMBER.email) && text.includes("set-password"),
    )
  await expect.poll(findMail).toBeTruthy()
  const mail = findMail()!
  // Read as a mail client reads it (quoted-printable decoded).
  const text = (await simpleParser(mail)).text ?? ""
  const link = /https?:\/\/\S+\/staff\/set-password\/\?token=\w+/.exec(text)![0]
  expect(link.startsWith(`${baseURL}/staff/set-password/?token=`)).toBe(true)

  await page.goto(link)
  await page.getByLabel(/New password/).fill(NEW_PASSWORD)
  await page.getByRole("button", { name: /Set/ }).click()
  await expect(page.getByText("Your password is set.")).toBeVisible()

  await signInPage(page, { email: MEMBER.email, password: NEW_PASSWORD })
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible()
})
