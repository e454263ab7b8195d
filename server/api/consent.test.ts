/** @jest-environment node */
import fs from "node:fs"
import type { Kysely } from "kysely"
import { openDatabase } from "../storage/database"
import type { Database } from "../storage/schema"
import { validateQuote } from "../../src/lib/quote-schema"
import {
  content,
  countRows,
  postForm,
  postJson,
  startRequestApp,
  storedQuote,
  tempDir,
  validQuote,
  type RequestApp,
} from "../../testing/quote-app"
import { englishEdition } from "../../testing/content"
import { TEST_NOW } from "../../testing/test-clock"

jest.setTimeout(60_000)

// Consent to the privacy notice (Law 151 of 2020): required by the shared schema, so by the API in both
// languages and for posts without JavaScript, and recorded with the notice's version.
const NOTICE_VERSION = englishEdition.privacy.version
let dataDir: string
let db: Kysely<Database>
let quoteApp: RequestApp

beforeAll(async () => {
  dataDir = tempDir("consent-")
  db = await openDatabase({ dataDir })
  // Stopped at one instant: the consent's time is the server's reading of it.
  quoteApp = await startRequestApp({ db, minFillMs: 0, clock: () => TEST_NOW })
})

afterAll(async () => {
  await quoteApp?.close()
  await db?.destroy()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

test('the shared schema requires the box ticked: true from the script, "on" from a browser\'s post', () => {
  const { consent: _omitted, ...withoutConsent } = validQuote() // eslint-disable-line @typescript-eslint/no-unused-vars
  expect(validateQuote(withoutConsent)).toEqual({ ok: false, errors: { consent: { code: "consent" } } })
  expect(validateQuote({ ...withoutConsent, consent: false }).ok).toBe(false)
  expect(validateQuote({ ...withoutConsent, consent: "" }).ok).toBe(false)
  expect(validateQuote({ ...withoutConsent, consent: "on" }).ok).toBe(true)
  expect(validateQuote({ ...withoutConsent, consent: true }).ok).toBe(true)
})

test("the API answers 400 with the consent message, in the visitor's language, and stores nothing", async () => {
  const before = await countRows(db)
  for (const locale of ["en", "ar"] as const) {
    const response = await postJson(quoteApp, { ...validQuote({ consent: false }), locale })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: { consent: content[locale].site.form.errors.consent } })
  }
  const page = await postForm(quoteApp, { ...(validQuote() as Record<string, string>), consent: "" })
  expect(page.status).toBe(400)
  expect(await page.text()).toContain(`${content.en.site.form.consentLink}: ${content.en.site.form.errors.consent}`)
  expect(await countRows(db)).toEqual(before)
})

test("a request with consent stores when it was given and which notice the form linked to", async () => {
  const response = await postJson(quoteApp, validQuote({ email: "consent@example.com" }))
  expect(response.status).toBe(201)
  const { reference } = await response.json()
  const stored = await storedQuote(db, reference)
  expect(stored.notice_version).toBe(NOTICE_VERSION)
  expect(stored.consent_at).toBe(TEST_NOW.toISOString())

  const posted = await postForm(quoteApp, { ...(validQuote() as Record<string, string>), consent: "on" })
  expect(posted.status).toBe(303)
})
