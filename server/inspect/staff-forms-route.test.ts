/** @jest-environment node */
import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"
import { GUARD_CODES } from "../../src/lib/api-error"
import { STAFF_REPORT_FORMS_API } from "../../src/lib/inspect-paths"
import { staffFormsReply } from "../../src/lib/inspect-replies"
import { readReportForms } from "../../content/report-forms"
import { startStaffApp, type StaffApp } from "../../testing/site-app"
import { STAFF, createAccounts, signIn, staffCall, staffEnvOf } from "../../testing/staff"
import { testClock } from "../../testing/test-clock"
import { STORAGE_KINDS, databasesForTests } from "../../testing/test-databases"

jest.setTimeout(120_000)

// The office reads the forms to make a job (their kinds) and to read a report (their labels): staff get the English
// edition of every form from data/report-forms/, an inspector is refused as on every workspace route.

const databases = databasesForTests("staff-forms-")
const INSPECTOR = { ...STAFF, email: "forms.inspector@inspection.test", name: "Forms Inspector" }

describe.each(STORAGE_KINDS)("the office's read of the report forms on %s", (kind) => {
  let server: StaffApp
  let db: Kysely<Database>

  beforeAll(async () => {
    db = await databases.open(kind)
    await createAccounts(
      [
        [INSPECTOR, "inspector"],
        [STAFF, "staff"],
      ],
      staffEnvOf(databases, kind),
    )
    server = await startStaffApp({ db, dialect: kind, dataDir: databases.dataDirOf(kind), clock: testClock() })
  })
  afterAll(async () => {
    await server?.close()
    await db?.destroy()
  })

  test("staff read every form in English with its labels; an inspector and a stranger are refused", async () => {
    const staff = (await signIn(server, STAFF)).cookie
    const answer = await staffCall(server, STAFF_REPORT_FORMS_API, { headers: { cookie: staff } })
    expect(answer.status).toBe(200)
    const { forms } = staffFormsReply.parse(await answer.json())
    expect(forms).toEqual(readReportForms().en)
    expect(forms.map((form) => form.kind)).toEqual(
      expect.arrayContaining(["thorough-examination", "ndt-report", "pressure-test"]),
    )

    const inspector = (await signIn(server, INSPECTOR)).cookie
    const refused = await staffCall(server, STAFF_REPORT_FORMS_API, { headers: { cookie: inspector } })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { code: string }).code).toBe(GUARD_CODES.wrongRole)
    expect((await staffCall(server, STAFF_REPORT_FORMS_API)).status).toBe(401)
  })
})
