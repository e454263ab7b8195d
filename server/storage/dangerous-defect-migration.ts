import type { Kysely, Migration } from "kysely"

// A dangerous defect an inspector marked on site (issue 61, server/inspect/dangerous-defect.ts): LOLER 1998
// reg. 10(1)(a) wants it told to the employer forthwith, so it is kept from the moment it arrives, by the id the
// device gave it (sending it twice stores it once). item_key is the register's key of the item
// (server/storage/item-key.ts), null for an item found on site that the register does not hold yet; the register
// shows the item "do not use" while cleared_at is null. The company's notices go with the company.
export const dangerousDefectMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("dangerous_defects")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("company_id", "text", (col) => col.notNull().references("client_company.id").onDelete("cascade"))
      .addColumn("item_key", "text")
      .addColumn("item", "text", (col) => col.notNull())
      .addColumn("serial", "text")
      .addColumn("site", "text", (col) => col.notNull())
      .addColumn("defect", "text", (col) => col.notNull())
      .addColumn("inspector_name", "text", (col) => col.notNull())
      .addColumn("job_id", "text", (col) => col.notNull())
      .addColumn("report_id", "text", (col) => col.notNull())
      .addColumn("found_at", "text", (col) => col.notNull())
      .addColumn("received_at", "text", (col) => col.notNull())
      .addColumn("cleared_at", "text")
      .addColumn("cleared_by_report", "text")
      // How many were told by mail: a notice sent again is answered with the same count.
      .addColumn("recipients", "integer", (col) => col.notNull())
      .execute()
    // The register's look-up: a company's items standing dangerous.
    await db.schema
      .createIndex("dangerous_defects_item")
      .on("dangerous_defects")
      .columns(["company_id", "item_key", "cleared_at"])
      .execute()
  },
}
