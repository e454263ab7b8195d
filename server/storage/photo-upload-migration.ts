import type { Kysely, Migration } from "kysely"

// migrations.ts's, spelled here as its other migrations spell it: an import would be a cycle.
type Dialect = "postgres" | "sqlite"

// The inspectors' photos, uploaded resumably with tus (issue 61, server/inspect/photo-uploads.ts). Everything an
// upload needs lives here, not on one server's disk, so an upload begun on one instance finishes on another:
// the upload (its uploader, report, photo, length and offset), its bytes in chunks appended as they arrive, and
// the lock that keeps two requests from writing the same upload at once (its holder renews expires_at while it
// writes; another instance asks it to let go through release_requested).
export const photoUploadMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("photo_uploads")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("user_id", "text", (col) => col.notNull())
      .addColumn("report_id", "text", (col) => col.notNull())
      .addColumn("photo_id", "text", (col) => col.notNull())
      .addColumn("size", "integer", (col) => col.notNull())
      .addColumn("received", "integer", (col) => col.notNull())
      .addColumn("chunks", "integer", (col) => col.notNull())
      .addColumn("metadata", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      // Set once the bytes are all there and were found to be a JPEG, PNG or WebP image (its type).
      .addColumn("finished_at", "text")
      .addColumn("type", "text")
      .execute()
    // A photo sent twice by its uploader is stored once.
    await db.schema
      .createIndex("photo_uploads_photo")
      .on("photo_uploads")
      .columns(["user_id", "photo_id"])
      .unique()
      .execute()
    await db.schema.createIndex("photo_uploads_report").on("photo_uploads").column("report_id").execute()
    await db.schema
      .createTable("photo_upload_chunks")
      .addColumn("upload_id", "text", (col) => col.notNull().references("photo_uploads.id").onDelete("cascade"))
      .addColumn("seq", "integer", (col) => col.notNull())
      .addColumn("data", dialect === "postgres" ? "bytea" : "blob", (col) => col.notNull())
      .addPrimaryKeyConstraint("photo_upload_chunks_pk", ["upload_id", "seq"])
      .execute()
    await db.schema
      .createTable("upload_locks")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("holder", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .addColumn("release_requested", "integer", (col) => col.notNull().defaultTo(0))
      .execute()
  },
})
