/** @jest-environment node */
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"

const databases = databasesForTests("certificate-company-")

const certificate = (number: string, company: string | null) => ({
  number,
  kind: "lifting-equipment" as const,
  item: "Chain block, 2 t",
  serial: "CB-118",
  rating: "2 t",
  client: "Sample Drilling Co.",
  site: "Alexandria",
  inspected_on: "2026-06-01",
  valid_until: "2026-12-01",
  inspector: "Hany Youssef",
  inspector_certificate: "LEEA 0051234",
  code: `CODE${number}`,
  created_at: "2026-06-01T09:00:00.000Z",
  company_id: company,
})

describe.each(STORAGE_KINDS)("a certificate's client company on %s", (kind) => {
  test("a certificate is stored with its company or none, and no company that does not exist", async () => {
    const db = await databases.open(kind)
    try {
      await db
        .insertInto("client_company")
        .values({
          id: "co-1",
          name: "Sample Drilling Co.",
          nameAr: "شركة الحفر (مثال)",
          slug: "sample-drilling",
          createdAt: "2026-06-01T08:00:00.000Z",
        })
        .execute()
      await db
        .insertInto("certificates")
        .values([certificate("LE-1", "co-1"), certificate("LE-2", null)])
        .execute()
      const stored = await db.selectFrom("certificates").select(["number", "company_id"]).orderBy("number").execute()
      expect(stored).toEqual([
        { number: "LE-1", company_id: "co-1" },
        { number: "LE-2", company_id: null },
      ])
      // By its message, not toThrow(): better-sqlite3 builds its errors with the SqliteError of the first test file
      // that loaded it in this Jest worker, an Error of another realm, which toThrow() does not see as thrown.
      await expect(
        db.insertInto("certificates").values(certificate("LE-3", "co-unknown")).execute(),
      ).rejects.toHaveProperty("message", expect.stringMatching(/foreign key/i))
    } finally {
      await db.destroy()
    }
  })
})
