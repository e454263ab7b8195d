/** @jest-environment node */
import type { Kysely } from "kysely"
import { loadContent } from "../content"
import type { Database } from "../storage/schema"
import { dataCopyPerTest } from "../../testing/data-copy"
import { postJson, validQuote } from "../../testing/quote-app"
import { startStaffApp, type StaffApp } from "../../testing/site-app"
import { STAFF, createAccounts, signIn, staffCall, staffEnvOf } from "../../testing/staff"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"

jest.setTimeout(120_000)

// The workspace's mails to staff say what data/site.json's workspaceMail says, as an editor left it in /admin/, in
// English and then in Arabic: a staff account has no language of its own.
const COLLEAGUE = { ...STAFF, email: "nadia.kamal@inspection.test", name: "Nadia Kamal" }
const databases = databasesForTests("workspace-mails-")
const data = dataCopyPerTest("workspace-mails-data-")

// An editor's wording, in both languages, with every placeholder the mails fill in.
function editWording() {
  data.edit("site.json", (site) => {
    Object.assign(site.en.workspaceMail, {
      accountSubject: "{brand}: your password link",
      accountBody: "Dear {name}, choose a password for {brand} here:\n\n{link}",
      assignedSubject: "{reference} is now yours",
      assignedBody: "Dear {name}, {by} handed you {reference}:\n\n{link}",
    })
    Object.assign(site.ar.workspaceMail, {
      accountSubject: "{brand}: رابط كلمة المرور",
      accountBody: "السيدة/السيد {name}، اختاروا كلمة مرور {brand} من هنا:\n\n{link}",
      assignedSubject: "الطلب {reference} لديكم الآن",
      assignedBody: "السيدة/السيد {name}، أحال {by} إليكم الطلب {reference}:\n\n{link}",
    })
  })
}

describe.each(STORAGE_KINDS)("the workspace's mails on %s", (kind) => {
  let db: Kysely<Database>
  let server: StaffApp | undefined
  beforeAll(async () => {
    db = await databases.open(kind)
    await createAccounts(
      [
        [STAFF, "staff"],
        [COLLEAGUE, "staff"],
      ],
      staffEnvOf(databases, kind),
    )
  })
  afterEach(async () => {
    await server?.close()
    server = undefined
  })
  afterAll(() => db.destroy())

  const start = async () => {
    editWording()
    const content = loadContent(data.dir())
    server = await startStaffApp({ db, dialect: kind, dataDir: databases.dataDirOf(kind), content })
    return { server, brand: content.en.site.brand, brandAr: content.ar.site.brand }
  }
  const lastMailTo = async (email: string) =>
    db
      .selectFrom("account_mail")
      .select(["subject", "body", "expires_at"])
      .where("to_address", "=", email)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow()

  test("a password link says the editor's words in English, then in Arabic, each with the link", async () => {
    const { server, brand, brandAr } = await start()
    const asked = await staffCall(server, "/api/staff/auth/request-password-reset", {
      method: "POST",
      json: { email: COLLEAGUE.email },
    })
    expect(asked.status).toBe(200)
    const mail = await lastMailTo(COLLEAGUE.email)
    expect(mail.subject).toBe(`${brand}: your password link | ${brandAr}: رابط كلمة المرور`)
    const link = /https?:\/\/\S+\/staff\/set-password\/\?token=\w+/.exec(mail.body)![0]
    expect(mail.body).toBe(
      `Dear ${COLLEAGUE.name}, choose a password for ${brand} here:\n\n${link}\n\n—\n\n` +
        `السيدة/السيد ${COLLEAGUE.name}، اختاروا كلمة مرور ${brandAr} من هنا:\n\n${link}\n`,
    )
    // The link works once, within 24 hours: the mail is forgotten with it.
    expect(mail.expires_at).not.toBeNull()
  })

  test("an assignment names the request, the colleague who assigned it and its page, in both languages", async () => {
    const { server } = await start()
    const posted = await postJson(server, validQuote({ email: `assigned.${kind}@example.com` }))
    const { reference } = (await posted.json()) as { reference: string }
    const { cookie } = await signIn(server, STAFF)
    const members = (await (await staffCall(server, "/api/staff/members", { headers: { cookie } })).json()) as {
      id: string
      name: string
    }[]
    const colleague = members.find((member) => member.name === COLLEAGUE.name)!
    const assigned = await staffCall(server, `/api/staff/requests/${reference}/assignee`, {
      method: "POST",
      json: { assigneeId: colleague.id },
      headers: { cookie },
    })
    expect(assigned.status).toBe(200)
    const mail = await lastMailTo(COLLEAGUE.email)
    expect(mail.subject).toBe(`${reference} is now yours | الطلب ${reference} لديكم الآن`)
    const link = `${server.base}/staff/requests/${reference}/`
    expect(mail.body).toBe(
      `Dear ${COLLEAGUE.name}, ${STAFF.name} handed you ${reference}:\n\n${link}\n\n—\n\n` +
        `السيدة/السيد ${COLLEAGUE.name}، أحال ${STAFF.name} إليكم الطلب ${reference}:\n\n${link}\n`,
    )
  })
})
