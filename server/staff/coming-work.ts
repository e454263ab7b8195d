import type { Kysely } from "kysely"
import { addDays, addMonths } from "../../src/lib/cairo-time"
import { registerRows } from "../client/register-query"
import { membersWithRemindersOn } from "../client/reminder-prefs"
import { csvText } from "../csv/csv-text"
import type { Database } from "../storage/schema"

// The re-examinations coming across all client companies (issue 51): every register item (latest certificate,
// never withdrawn) due before the end of the eleventh month after this one, by month of its due date, overdue
// ones apart; booked when a client's re-examination request that is not lost names it. The company's page says
// "no one to remind" when no member would get its reminders.

export const OVERDUE_MONTH = "overdue"
export const COMING_MONTHS = 12

export type ComingItem = {
  month: string
  companyId: string
  company: string
  site: string
  item: string
  serial: string
  number: string
  validUntil: string
  booked: string | null
}

// The day before the first of the month after `months` months on.
const lastDayOfMonths = (today: string, months: number) =>
  addDays(addMonths(`${today.slice(0, 8)}01`, months + 1)!, -1)!

export async function comingItems(db: Kysely<Database>, today: string): Promise<ComingItem[]> {
  const until = lastDayOfMonths(today, COMING_MONTHS - 1)
  const [companies, bookings] = await Promise.all([
    db.selectFrom("client_company").select(["id", "name"]).orderBy("name").execute(),
    db
      .selectFrom("request_items")
      .innerJoin("requests", "requests.id", "request_items.request_id")
      .select(["request_items.certificate_id", "requests.reference"])
      .where("requests.status", "!=", "lost")
      .orderBy("requests.id")
      .execute(),
  ])
  const bookedBy = new Map(bookings.map((row) => [row.certificate_id, row.reference]))
  const items: ComingItem[] = []
  for (const company of companies) {
    for (const row of await registerRows(db, company.id, {}, today)) {
      if (!row.valid_until || row.register_status === "withdrawn" || row.valid_until > until) continue
      items.push({
        // Past its due date is overdue, also earlier this month: the month's row lists what is still to come.
        month: row.valid_until < today ? OVERDUE_MONTH : row.valid_until.slice(0, 7),
        companyId: company.id,
        company: company.name,
        site: row.site,
        item: row.item,
        serial: row.serial ?? "",
        number: row.number,
        validUntil: row.valid_until,
        booked: bookedBy.get(row.id) ?? null,
      })
    }
  }
  return items.sort((a, b) => a.validUntil.localeCompare(b.validUntil) || a.company.localeCompare(b.company))
}

// Companies with a member who would get the reminders.
export async function remindableCompanies(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await membersWithRemindersOn(db).select("client_member.organizationId").execute()
  return new Set(rows.map((row) => row.organizationId))
}

// The months as the page shows them: the overdue first, then each month with its companies.
export function comingMonths(items: ComingItem[], remindable: ReadonlySet<string>) {
  const months = new Map<string, ComingItem[]>()
  for (const item of items) months.set(item.month, [...(months.get(item.month) ?? []), item])
  const order = [...months.keys()].sort((a, b) =>
    a === OVERDUE_MONTH ? -1 : b === OVERDUE_MONTH ? 1 : a.localeCompare(b),
  )
  return order.map((month) => {
    const inMonth = months.get(month)!
    const companies = new Map<string, ComingItem[]>()
    for (const item of inMonth) companies.set(item.companyId, [...(companies.get(item.companyId) ?? []), item])
    return {
      month,
      items: inMonth.length,
      booked: inMonth.filter((item) => item.booked).length,
      companies: [...companies.entries()].map(([id, its]) => ({
        name: its[0].company,
        items: its.length,
        booked: its.filter((item) => item.booked).length,
        remindable: remindable.has(id),
      })),
    }
  })
}

const COLUMNS = ["month", "company", "site", "item", "serial", "certificate", "due", "booked"] as const

export const comingCsv = (items: readonly ComingItem[]): string =>
  csvText(
    COLUMNS,
    items.map((item) => [
      item.month,
      item.company,
      item.site,
      item.item,
      item.serial,
      item.number,
      item.validUntil,
      item.booked,
    ]),
  )
