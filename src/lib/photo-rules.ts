// The rules of a report's photo, for the device that makes it smaller and sends it (src/lib/photo-upload.ts) and
// the server that takes it (server/inspect/photo-uploads.ts): issue 61 asks for about 1,600 px on the long side
// and 400 KB at most, a JPEG, PNG or WebP image by its bytes.
export const PHOTO_MAX_BYTES = 400 * 1024
export const PHOTO_LONG_SIDE_PX = 1600
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const
export type PhotoType = (typeof PHOTO_TYPES)[number]

// The tus metadata an upload carries: the report and the photo (ids made on the device) it belongs to.
export type PhotoUploadMetadata = { reportId: string; photoId: string }
