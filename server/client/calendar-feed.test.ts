/** @jest-environment node */
import ICAL from "ical.js"
import { addDays, cairoToday } from "../../src/lib/cairo-time"
import { CLIENT_CALENDAR_PATH } from "../../src/lib/client-paths"
import { storeSamples, twoCompaniesForTests } from "../../testing/client-companies"
import { acceptAsNewAccount, clientCall, clientSignIn, lastMailTo } from "../../testing/client-accounts"
import { staffCall } from "../../testing/staff"
import { TEST_NOW } from "../../testing/test-clock"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { clientUnsubscribeLink } from "./links"
import { reminderPref } from "./reminder-prefs"

jest.setTimeout(180_000)

const databases = databasesForTests("client-calendar-")
const today = cairoToday(TEST_NOW)
const inDays = (days: number) => addDays(today, days)!

const ALPHA_ADMIN = { email: "nour.adel@alpha-rigs.test", password: "Cl1ent-nour-Pass!2026" }
const BETA_ADMIN = { email: "hany.fathy@beta-tanks.test", password: "Cl1ent-hany-Pass!2026" }
const ALPHA_MEMBER = { email: "mona.ezzat@alpha-rigs.test", password: "Cl1ent-mona-Pass!2026" }
const ALPHA_LEAVER = { email: "tamer.said@alpha-rigs.test", password: "Cl1ent-tamer-Pass!2026" }

type Sample = { number: string; serial: string; due: number | null; status?: "withdrawn" }
const ALPHA: Sample[] = [
  { number: "CA-1", serial: "SL-1", due: 12 },
  { number: "CA-2", serial: "SL-2", due: -4 },
  { number: "CA-3", serial: "SL-3", due: null },
  { number: "CA-4", serial: "SL-4", due: 30, status: "withdrawn" },
]
const BETA: Sample[] = [{ number: "CB-1", serial: "SL-1", due: 15 }]

describe.each(STORAGE_KINDS)("a member's calendar feed of due dates on %s", (kind) => {
  const companies = twoCompaniesForTests(databases, kind, [
    ["Alpha Rigs", ALPHA_ADMIN],
    ["Beta Tanks", BETA_ADMIN],
  ])

  const certificate = (companyId: string, sample: Sample) => ({
    number: `${sample.number}-${kind}`,
    kind: "lifting-equipment" as const,
    item: `Chain sling ${sample.serial}`,
    serial: sample.serial,
    rating: null,
    client: "Sample client",
    site: "Rig 7",
    inspected_on: inDays(-300),
    valid_until: sample.due === null ? null : inDays(sample.due),
    inspector: "Hany Youssef",
    inspector_certificate: "LEEA 0051234",
    status: sample.status ?? ("valid" as const),
    code: `K${sample.number}${kind}`,
    created_at: TEST_NOW.toISOString(),
    company_id: companyId,
  })
  const change = (cookie: string, action: string, headers: Record<string, string> = {}) =>
    staffCall(companies.server, CLIENT_CALENDAR_PATH, {
      method: "POST",
      json: { action },
      headers: { cookie, ...headers },
    })
  const feedAt = (url: string) => {
    const { pathname, search } = new URL(url)
    return companies.server.fetch(`${companies.server.base}${pathname}${search}`)
  }
  const events = (text: string) =>
    new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((event) => new ICAL.Event(event))

  beforeAll(async () => {
    await storeSamples(companies.db, certificate, [companies.alpha.id, ALPHA], [companies.beta.id, BETA])
  })

  test("the feed, read without a session by an iCalendar parser, holds one all-day event per dated item, no person", async () => {
    const none = await companies.server.fetch(`${companies.server.base}${CLIENT_CALENDAR_PATH}`, {
      headers: { cookie: companies.alpha.cookie },
    })
    expect(await none.json()).toEqual({ url: null })
    const made = await change(companies.alpha.cookie, "renew")
    expect(made.status).toBe(200)
    const { url } = (await made.json()) as { url: string }
    expect(url).toMatch(/\/api\/client\/calendar\.ics\?token=[\w-]{32}$/)

    const feed = await feedAt(url)
    expect(feed.status).toBe(200)
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8")
    const text = await feed.text()
    const read = events(text)
    // The withdrawn item and the one without a due date have no event; Beta's SL-1 is not here.
    expect(read.map((event) => event.summary).sort()).toEqual([
      "Examination due: Chain sling SL-1 · SL-1",
      "Examination due: Chain sling SL-2 · SL-2",
    ])
    for (const event of read) {
      expect(event.startDate.isDate).toBe(true)
      expect(event.location).toBe("Rig 7")
    }
    const sling = read.find((event) => event.summary.includes("SL-1"))!
    expect(sling.startDate.toString()).toBe(inDays(12))
    expect(sling.uid).toBe(`CA-1-${kind}@`.concat(new URL(url).hostname))
    // Items and sites only: no name or address of anyone.
    expect(text).not.toMatch(/@alpha-rigs\.test|Alpha Rigs administrator|Nour/i)
  })

  test("renewing retires the old address, revoking answers 404, and an altered secret finds nothing", async () => {
    const { url: old } = (await (await change(companies.alpha.cookie, "renew")).json()) as { url: string }
    const { url: renewed } = (await (await change(companies.alpha.cookie, "renew")).json()) as { url: string }
    expect(renewed).not.toBe(old)
    expect((await feedAt(old)).status).toBe(404)
    expect((await feedAt(renewed)).status).toBe(200)
    const token = new URL(renewed).searchParams.get("token")!
    const altered = renewed.replace(token, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)
    expect((await feedAt(altered)).status).toBe(404)
    expect((await companies.server.fetch(`${companies.server.base}/api/client/calendar.ics?token=short`)).status).toBe(
      400,
    )
    // Another company's member has an address of their own, with their own items.
    const { url: betas } = (await (await change(companies.beta.cookie, "renew")).json()) as { url: string }
    expect(events(await (await feedAt(betas)).text()).map((event) => event.summary)).toEqual([
      "Examination due: Chain sling SL-1 · SL-1",
    ])
    expect((await change(companies.alpha.cookie, "revoke")).status).toBe(200)
    expect((await feedAt(renewed)).status).toBe(404)
  })

  test("the address is managed by the signed-in member only: anonymous, staff and foreign callers are refused", async () => {
    expect((await companies.server.fetch(`${companies.server.base}${CLIENT_CALENDAR_PATH}`)).status).toBe(401)
    expect(
      (
        await companies.server.fetch(`${companies.server.base}${CLIENT_CALENDAR_PATH}`, {
          headers: { cookie: companies.staff },
        })
      ).status,
    ).toBe(401)
    expect((await change(companies.alpha.cookie, "renew", { origin: "https://evil.test" })).status).toBe(403)
    expect((await change(companies.alpha.cookie, "destroy")).status).toBe(400)
  })

  // A member of Alpha with a calendar address and, from a reminder digest, its unsubscribe link.
  const memberWithSecrets = async (who: { email: string; password: string }) => {
    const invited = await clientCall(companies.server, "/organization/invite-member", {
      json: { email: who.email, role: "member" },
      cookie: companies.alpha.cookie,
    })
    expect(invited.status).toBe(200)
    const { cookie, accepted } = await acceptAsNewAccount(companies.server, companies.db, who)
    const { member } = (await accepted.json()) as { member: { id: string; userId: string } }
    const { url: feed } = (await (await change(cookie, "renew")).json()) as { url: string }
    // The settings a digest is made with (reminder-run.ts), and the link it carries.
    const { unsubscribe_token } = await reminderPref(companies.db, companies.alpha.id, member.userId)
    return { memberId: member.id, feed, unsubscribe: clientUnsubscribeLink(companies.server.base, unsubscribe_token) }
  }
  const remove = (memberId: string) =>
    clientCall(companies.server, "/organization/remove-member", {
      json: { memberIdOrEmail: memberId },
      cookie: companies.alpha.cookie,
    })
  // What the secret addresses answer to someone holding them, without a session.
  const secretsAnswer = async ({ feed, unsubscribe }: { feed: string; unsubscribe: string }) => {
    const page = await companies.server.fetch(unsubscribe)
    const oneClick = await companies.server.fetch(unsubscribe, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    })
    const feedAnswer = await feedAt(feed)
    const text = `${await page.text()}${await oneClick.text()}${await feedAnswer.text()}`
    return { statuses: [feedAnswer.status, page.status, oneClick.status], namesCompany: text.includes("Alpha Rigs") }
  }

  test("a removed member's feed and unsubscribe link end with the membership, also once they are invited back", async () => {
    const secrets = await memberWithSecrets(ALPHA_MEMBER)
    expect((await feedAt(secrets.feed)).status).toBe(200)
    expect((await companies.server.fetch(secrets.unsubscribe)).status).toBe(200)

    expect((await remove(secrets.memberId)).status).toBe(200)
    // Neither the register's items nor the company's name to whoever holds the old addresses.
    expect(await secretsAnswer(secrets)).toEqual({ statuses: [404, 404, 404], namesCompany: false })

    // Invited back: the addresses of the ended membership stay dead.
    expect(
      (
        await clientCall(companies.server, "/organization/invite-member", {
          json: { email: ALPHA_MEMBER.email, role: "member" },
          cookie: companies.alpha.cookie,
        })
      ).status,
    ).toBe(200)
    const { cookie } = await clientSignIn(companies.server, ALPHA_MEMBER)
    const { invitation } = await lastMailTo(companies.db, ALPHA_MEMBER.email)
    const back = await clientCall(companies.server, "/organization/accept-invitation", {
      json: { invitationId: invitation },
      cookie,
    })
    expect(back.status).toBe(200)
    expect((await secretsAnswer(secrets)).statuses).toEqual([404, 404, 404])
  })

  test("a membership ended any other way: its secret addresses find nothing when used", async () => {
    const secrets = await memberWithSecrets(ALPHA_LEAVER)
    expect((await feedAt(secrets.feed)).status).toBe(200)
    await companies.db.deleteFrom("client_member").where("id", "=", secrets.memberId).execute()
    expect(await secretsAnswer(secrets)).toEqual({ statuses: [404, 404, 404], namesCompany: false })
  })
})
