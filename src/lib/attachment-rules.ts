// The quote form's attachments: the kinds accepted and the default limits, for the form (the field's hint, its
// `accept` list, the check before sending) and the server (config.ts reads the limits, with these defaults,
// from ATTACHMENT_MAX_FILES, ATTACHMENT_MAX_BYTES and ATTACHMENTS_MAX_TOTAL_BYTES). No zod: the page's first
// JavaScript carries it.
export const ATTACHMENT_FIELD = "attachments"
export const MB = 1024 * 1024

export type AttachmentLimits = { maxFiles: number; maxFileBytes: number; maxTotalBytes: number }
export const ATTACHMENT_DEFAULTS: AttachmentLimits = { maxFiles: 5, maxFileBytes: 20 * MB, maxTotalBytes: 50 * MB }

// Each accepted kind by its canonical extension, with the media type it is stored and served as. The server
// decides a file's kind by its bytes (server/attachments/file-kind.ts); its name must say the same kind.
export const ATTACHMENT_KINDS = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  png: "image/png",
  tif: "image/tiff",
  heic: "image/heic",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  dwg: "image/vnd.dwg",
  dxf: "image/vnd.dxf",
  zip: "application/zip",
} as const
export type AttachmentKind = keyof typeof ATTACHMENT_KINDS

// The extensions a name may end with, and the kind each stands for.
const EXTENSIONS: Record<string, AttachmentKind> = {
  pdf: "pdf",
  jpg: "jpg",
  jpeg: "jpg",
  png: "png",
  tif: "tif",
  tiff: "tif",
  heic: "heic",
  docx: "docx",
  xlsx: "xlsx",
  dwg: "dwg",
  dxf: "dxf",
  zip: "zip",
}
// The file input's `accept` list, which the hint beside the field repeats word for word: the page says it once,
// compressed (the Arabic home page is within a byte budget).
export const ATTACHMENT_ACCEPT = Object.keys(EXTENSIONS)
  .map((extension) => `.${extension}`)
  .join(", ")

export const kindOfName = (name: string): AttachmentKind | undefined =>
  EXTENSIONS[/\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ""]

export type AttachmentErrorCode = "kind" | "mismatch" | "tooLarge" | "tooMany" | "total"
export type AttachmentError = { name: string; code: AttachmentErrorCode; size?: number }

// "34 MB", "820 KB", "0.4 KB": sizes as people read them (1 MB = 1024 KB), Western digits in both editions.
export function formatSize(bytes: number): string {
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`
  return `${Math.max(0.1, Math.round((bytes / 1024) * 10) / 10)} KB`
}

// What the form can tell before sending, from names and sizes: the server checks the bytes again.
export function checkChosenFiles(
  files: readonly { name: string; size: number }[],
  limits: AttachmentLimits = ATTACHMENT_DEFAULTS,
): AttachmentError[] {
  const errors: AttachmentError[] = []
  let total = 0
  files.forEach((file, index) => {
    if (index >= limits.maxFiles) errors.push({ name: file.name, code: "tooMany" })
    else if (!kindOfName(file.name)) errors.push({ name: file.name, code: "kind" })
    else if (file.size > limits.maxFileBytes) errors.push({ name: file.name, code: "tooLarge", size: file.size })
    else if ((total += file.size) > limits.maxTotalBytes) errors.push({ name: file.name, code: "total" })
  })
  return errors
}

// An error in the visitor's words: texts from data/site.json (form.attachments.errors), sizes formatted.
export function attachmentErrorText(
  error: AttachmentError,
  texts: Record<AttachmentErrorCode, string>,
  limits: AttachmentLimits = ATTACHMENT_DEFAULTS,
  over: string,
): string {
  const max =
    error.code === "tooMany"
      ? String(limits.maxFiles)
      : formatSize(error.code === "total" ? limits.maxTotalBytes : limits.maxFileBytes)
  // The server stops reading an oversized file at the limit, so it knows only that it was larger.
  const size = error.size === undefined ? over.replace("{max}", max) : formatSize(error.size)
  return `${error.name}: ${texts[error.code].replace("{max}", max).replace("{size}", size)}`
}
