import crypto from "node:crypto"
import ical from "ical-generator"
import type { Kysely } from "kysely"
import { cairoToday } from "../../src/lib/cairo-time"
import { fill } from "../../src/lib/format"
import { isLocale, type Locale } from "../../src/lib/locales"
import type { Content } from "../content"
import type { Database } from "../storage/schema"
import { registerRows } from "./register-query"

// A member's calendar feed (issue 51): an iCalendar file (RFC 5545, written by ical-generator) of the company's
// register items with a due date, one all-day event each on that date, at an address whose secret is the member's
// (192 random bits). It names items, serials, certificates and sites, never a person. It serves while its member
// still belongs to the company (issue 60): the membership is checked each time, besides the feed being deleted when
// the member is removed (membership-end.ts).

export const newFeedToken = () => crypto.randomBytes(24).toString("base64url")

export async function feedOf(db: Kysely<Database>, token: string) {
  return db
    .selectFrom("client_calendar_feed")
    .innerJoin("client_company", "client_company.id", "client_calendar_feed.company_id")
    .innerJoin("client_member", (join) =>
      join
        .onRef("client_member.organizationId", "=", "client_calendar_feed.company_id")
        .onRef("client_member.userId", "=", "client_calendar_feed.user_id"),
    )
    .leftJoin("client_reminder_pref", (join) =>
      join
        .onRef("client_reminder_pref.company_id", "=", "client_calendar_feed.company_id")
        .onRef("client_reminder_pref.user_id", "=", "client_calendar_feed.user_id"),
    )
    .select(["client_calendar_feed.company_id", "client_company.name", "client_company.nameAr"])
    .select("client_reminder_pref.locale")
    .where("client_calendar_feed.token", "=", token)
    .executeTakeFirst()
}

export async function calendarText(
  db: Kysely<Database>,
  feed: NonNullable<Awaited<ReturnType<typeof feedOf>>>,
  content: Content,
  siteUrl: string,
  now: Date,
): Promise<string> {
  // The language the member last used the pages in, English until then.
  const locale: Locale = isLocale(feed.locale) ? feed.locale : "en"
  const texts = content[locale].calendar
  const brand = content[locale].site.brand
  const company = locale === "ar" ? feed.nameAr : feed.name
  const calendar = ical({
    name: fill(texts.name, { company }),
    prodId: { company: content.en.site.brand, product: "client register", language: locale.toUpperCase() },
    ttl: 6 * 60 * 60,
  })
  const host = new URL(siteUrl).hostname
  const rows = await registerRows(db, feed.company_id, {}, cairoToday(now))
  for (const row of rows) {
    if (!row.valid_until || row.register_status === "withdrawn") continue
    const serial = row.serial ?? row.number
    calendar.createEvent({
      // One event an item: its latest certificate's number, so a new certificate moves the event.
      id: `${row.number}@${host}`,
      stamp: now,
      // Noon UTC: the same calendar day wherever the feed is read.
      start: new Date(`${row.valid_until}T12:00:00Z`),
      allDay: true,
      summary: fill(texts.summary, { item: row.item, serial }),
      description: fill(texts.description, { number: row.number, site: row.site, brand }),
      location: row.site,
    })
  }
  return calendar.toString()
}
