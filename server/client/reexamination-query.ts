import { sql, type Kysely } from "kysely"
import { addDays } from "../../src/lib/cairo-time"
import { SERVICE_OF_KIND, type BookingState } from "../../src/lib/reexamination"
import type { CertificateKind } from "../../src/lib/certificate-kinds"
import type { CairoDate } from "../../src/lib/due-time"
import { DEFAULT_ACKNOWLEDGEMENTS_PER_DAY } from "../config"
import { insertRequest } from "../storage/requests"
import type { Database, RequestStatus } from "../storage/schema"
import { bookedItems } from "./booked-items"
import { registerRows } from "./register-query"

// A client's request for the next examination (issue 51): the items it names are the company's register items
// as they stand (each by its latest certificate), the request is an inbox request of kind "reexamination" with the
// 24-hour reply clock and mails of a quote request, and its state is read back from the workspace's work on it.

export type BookingChoice = { numbers: string[] } | { site: string; withinDays: number }
type Item = Awaited<ReturnType<typeof registerRows>>[number]

// The register's items a choice names: listed numbers that are the latest certificate of one of the company's
// items, or every item at a site due (or overdue) within the window; never a withdrawn or suspended one. An item a
// request of the company still stands for is not booked twice (issue 64, P7): a listed one is answered in `booked`
// with that request, a site's is left out.
export async function itemsToBook(db: Kysely<Database>, companyId: string, choice: BookingChoice, today: string) {
  const rows = await registerRows(db, companyId, "site" in choice ? { site: choice.site } : {}, today)
  const open = rows.filter((row) => row.register_status !== "withdrawn" && row.register_status !== "suspended")
  const standing = await bookedItems(
    db,
    open.map((row) => row.id),
  )
  if ("numbers" in choice) {
    const asked = new Set(choice.numbers)
    const found = open.filter((row) => asked.has(row.number))
    return {
      items: found.filter((row) => !standing.has(row.id)),
      unknown: choice.numbers.filter((number) => !found.some((row) => row.number === number)),
      booked: found.flatMap((row) =>
        standing.has(row.id) ? [`${row.number} (${standing.get(row.id)!.reference})`] : [],
      ),
    }
  }
  const until = addDays(today, choice.withinDays)!
  return {
    items: open.filter((row) => row.valid_until !== null && row.valid_until <= until && !standing.has(row.id)),
    unknown: [],
    booked: [],
  }
}

// The service most of the items come from.
function serviceOf(items: Item[]): string {
  const counts = new Map<string, number>()
  for (const item of items) {
    const service = SERVICE_OF_KIND[item.kind as CertificateKind] ?? "third-party"
    counts.set(service, (counts.get(service) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0][0]
}

// The inbox's message: what staff need to quote, one line an item (the workspace is in English).
function messageOf(items: Item[], note: string | null): string {
  const lines = items.map(
    (item) =>
      `- ${item.item}${item.serial ? ` · ${item.serial}` : ""} · ${item.number} · due ${item.valid_until ?? "—"} · ${item.site}`,
  )
  return [
    `Re-examination of ${items.length} item(s) from the client register:`,
    ...lines,
    ...(note ? ["", note] : []),
  ].join("\n")
}

export type Booking = {
  companyId: string
  companyName: string
  member: { name: string; email: string }
  items: Item[]
  neededBy: string
  note: string | null
  locale: string
  ipHash: string
}

// One transaction: the request with its reference, due time and mails, and the items it names.
export async function saveBooking(
  db: Kysely<Database>,
  booking: Booking,
  now: Date,
  holidays: ReadonlySet<CairoDate>,
  acknowledgementsPerDay = DEFAULT_ACKNOWLEDGEMENTS_PER_DAY,
) {
  const sites = [...new Set(booking.items.map((item) => item.site))]
  return db.transaction().execute(async (trx) => {
    const saved = await insertRequest(
      trx,
      {
        kind: "reexamination",
        first_name: booking.member.name,
        last_name: "",
        email: booking.member.email,
        company: booking.companyName,
        phone: null,
        industry: "other",
        service: serviceOf(booking.items),
        message: messageOf(booking.items, booking.note),
        site_kind: "onshore",
        site: sites.join(", ").slice(0, 200),
        needed_by: booking.neededBy,
        locale: booking.locale,
        ip_hash: booking.ipHash,
        user_agent: null,
        page: null,
        spam: 0,
        idempotency_key: null,
        body_hash: "",
        consent_at: null,
        notice_version: null,
        client_company_id: booking.companyId,
      },
      now,
      [],
      acknowledgementsPerDay,
      holidays,
    )
    if (saved.status !== "created") throw new Error("a booking has no idempotency key and cannot be a replay")
    await trx
      .insertInto("request_items")
      .values(booking.items.map((item) => ({ request_id: saved.id, certificate_id: item.id })))
      .execute()
    return saved
  })
}

const stateOf = (status: RequestStatus, scheduledFor: string | null, done: boolean): BookingState =>
  done
    ? "done"
    : status === "lost"
      ? "closed"
      : scheduledFor
        ? "scheduled"
        : status === "new" || status === "contacted"
          ? "received"
          : "quoted"

// The company's requests, newest first, each with where it stands and the certificates issued since for its
// items (a newer certificate of the same item, examined on or after the request's day).
export async function companyBookings(db: Kysely<Database>, companyId: string) {
  const requests = await db
    .selectFrom("requests")
    .select(["id", "reference", "created_at", "status", "scheduled_for", "needed_by", "first_name"])
    .where("client_company_id", "=", companyId)
    .where("kind", "=", "reexamination")
    .orderBy("id", "desc")
    .limit(100)
    .execute()
  if (requests.length === 0) return []
  const renewals = await db
    .selectFrom("request_items")
    .innerJoin("certificates as asked", "asked.id", "request_items.certificate_id")
    .innerJoin("requests", "requests.id", "request_items.request_id")
    .leftJoin("certificates as newer", (join) =>
      join
        .onRef("newer.company_id", "=", "asked.company_id")
        .onRef("newer.kind", "=", "asked.kind")
        .on(
          sql<boolean>`coalesce(nullif(newer.serial, ''), '#' || newer.number) = coalesce(nullif(asked.serial, ''), '#' || asked.number)`,
        )
        .onRef("newer.id", "<>", "asked.id")
        .on(sql<boolean>`newer.inspected_on >= substr(requests.created_at, 1, 10)`),
    )
    .select(["request_items.request_id", "asked.number as asked", "newer.number as renewed", "newer.valid_until"])
    .where(
      "request_items.request_id",
      "in",
      requests.map((request) => request.id),
    )
    .execute()
  return requests.map((request) => {
    const rows = renewals.filter((row) => row.request_id === request.id)
    const asked = new Set(rows.map((row) => row.asked))
    const renewedFor = new Set(rows.filter((row) => row.renewed).map((row) => row.asked))
    const done = asked.size > 0 && renewedFor.size === asked.size
    return {
      reference: request.reference,
      createdAt: request.created_at,
      state: stateOf(request.status, request.scheduled_for, done),
      scheduledFor: request.scheduled_for,
      neededBy: request.needed_by,
      askedBy: request.first_name,
      items: asked.size,
      newCertificates: [...new Set(rows.flatMap((row) => (row.renewed ? [row.renewed] : [])))],
    }
  })
}
