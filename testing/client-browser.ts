import path from "node:path"
import { expect, type Page } from "@playwright/test"
import { simpleParser } from "mailparser"
import { turnOnTwoFactor } from "./attacker"
import { readOutboxMails } from "./eml-outbox"
import { signIn, staffCall } from "./staff"
import { SHARED_DATA_DIR } from "./staff-browser"

// The client pages' browser tests on the shared server (data in var/e2e): a company made in the workspace by an
// administrator with two-factor on, its mails read from the outbox, an invitation taken up in the browser.

type Account = { email: string; password: string }

export async function makeClientCompany(
  baseURL: string,
  staffAdmin: Account,
  company: { name: string; nameAr: string; sites: string[] },
  administrator: { email: string; name: string },
): Promise<{ id: string; staffCookie: string }> {
  const signedIn = await signIn(baseURL, staffAdmin)
  const { cookie } = await turnOnTwoFactor(baseURL, signedIn.cookie, staffAdmin.password)
  const created = await staffCall(baseURL, "/api/staff/client-companies", {
    method: "POST",
    json: { ...company, administrator },
    headers: { cookie },
  })
  expect(created.status).toBe(200)
  return { id: ((await created.json()) as { id: string }).id, staffCookie: cookie }
}

// The link of the last mail to an address that carries one of the client pages' links (set-password/, invitation/).
export async function clientMailLink(email: string, page: "set-password" | "invitation" = "set-password") {
  const pattern = new RegExp(`https?://\\S+/client/${page}/\\?\\S+`)
  const find = async () => {
    for (const mail of readOutboxMails(path.join(SHARED_DATA_DIR, "outbox")).reverse()) {
      if (!mail.includes(email)) continue
      const found = pattern.exec((await simpleParser(mail)).text ?? "")
      if (found) return found[0]
    }
    return null
  }
  await expect.poll(find).toBeTruthy()
  return (await find())!
}

export async function clientSignInPage(page: Page, account: Account) {
  await page.getByLabel("Email", { exact: true }).fill(account.email)
  await page.getByLabel("Password", { exact: true }).fill(account.password)
  await page.getByRole("button", { name: "Sign in" }).click()
}

// A new account's invitation taken up from the mail's link: the address and a password on one screen sign the
// invitee in and accept it (issue 64).
export async function takeUpInvitation(page: Page, account: Account) {
  await page.goto(await clientMailLink(account.email))
  await page.getByLabel("Email", { exact: true }).fill(account.email)
  await page.getByLabel("New password").fill(account.password)
  await page.getByLabel("The same password again").fill(account.password)
  await page.getByRole("button", { name: "Set the password" }).click()
  // Then the register, or the company's required two-factor set-up first.
  await expect(page.getByRole("heading", { name: "Set your password" })).toBeHidden()
}
