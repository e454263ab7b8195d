import FileType from "file-type"
import type { Kysely } from "kysely"
import type { PhotoType } from "../../src/lib/photo-rules"
import type { Database } from "../storage/schema"
import { findUpload, headOfUpload, photoStream, removePhotoUpload } from "./photo-upload-store"

// What file-type says of the bytes, for the kinds a photo may be.
const PHOTO_KINDS: Record<string, PhotoType> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" }
// file-type reads at most this many bytes from the start.
const KIND_HEAD_BYTES = 4100

// A finished upload is a photo when its bytes say JPEG, PNG or WebP (never a name or the type it was sent with):
// it is marked finished with that type; anything else is deleted. The type, or null when refused. Run again on an
// upload already judged, it changes nothing.
export async function settlePhoto(db: Kysely<Database>, id: string, now: Date): Promise<PhotoType | null> {
  const detected = await FileType.fromBuffer(await headOfUpload(db, id, KIND_HEAD_BYTES))
  const type = detected && PHOTO_KINDS[detected.ext]
  if (!type) {
    await removePhotoUpload(db, id)
    return null
  }
  await db
    .updateTable("photo_uploads")
    .set({ finished_at: now.toISOString(), type })
    .where("id", "=", id)
    .where("finished_at", "is", null)
    .execute()
  return type
}

// A finished photo's bytes and type, for staff (their route reads them), or undefined while it is not all there
// and judged a photo (settlePhoto runs before any answer says it is complete), was refused or is unknown.
export async function readPhotoBytes(
  db: Kysely<Database>,
  uploadId: string,
): Promise<{ bytes: Buffer; type: string } | undefined> {
  const upload = await findUpload(db, uploadId)
  if (!upload?.finished_at || !upload.type) return undefined
  const parts: Buffer[] = []
  for await (const chunk of photoStream(db, uploadId)) parts.push(chunk as Buffer)
  return { bytes: Buffer.concat(parts), type: upload.type }
}
