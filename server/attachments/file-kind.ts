import fs from "node:fs/promises"
import FileType from "file-type"
import {
  ATTACHMENT_KINDS,
  kindOfName,
  type AttachmentErrorCode,
  type AttachmentKind,
} from "../../src/lib/attachment-rules"

// file-type's answer for each kind accepted (DWG and DXF it does not know: they are checked below).
const DETECTED: Record<string, AttachmentKind> = {
  pdf: "pdf",
  jpg: "jpg",
  png: "png",
  tif: "tif",
  heic: "heic",
  docx: "docx",
  xlsx: "xlsx",
  zip: "zip",
}

// AutoCAD drawings start with their format version, "AC1015" (2000) to "AC1032" (2018 and later).
const DWG = /^AC10[0-9]{2}/
const HEAD_BYTES = 4096

// DXF is text: group codes and values on alternate lines, opening with "0" and "SECTION" (or a 999 comment).
// Anything with a NUL byte, or that does not open that way, is not a drawing exchange file.
function looksLikeDxf(head: Buffer): boolean {
  if (head.includes(0)) return false
  const text = head.toString("latin1").replace(/^\uFEFF/, "")
  return /^\s*(?:999\r?\n[^\r\n]*\r?\n\s*)?0\r?\n\s*SECTION\r?\n/.test(text)
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.open(file, "r")
  try {
    const buffer = Buffer.alloc(HEAD_BYTES)
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

export type KindResult = { ok: true; kind: AttachmentKind; type: string } | { ok: false; code: AttachmentErrorCode }

// A file's kind is decided by its bytes (file-type's signatures, and the two drawing formats by their own),
// never by its name or the type the browser sent; the name must then say the same kind.
export async function decideKind(file: string, name: string): Promise<KindResult> {
  const head = await readHead(file)
  let kind: AttachmentKind | undefined
  if (DWG.test(head.subarray(0, 6).toString("latin1"))) kind = "dwg"
  else {
    const detected = await FileType.fromFile(file)
    kind = detected ? DETECTED[detected.ext] : looksLikeDxf(head) ? "dxf" : undefined
  }
  if (!kind) return { ok: false, code: "kind" }
  const named = kindOfName(name)
  if (!named) return { ok: false, code: "kind" }
  if (named !== kind) return { ok: false, code: "mismatch" }
  return { ok: true, kind, type: ATTACHMENT_KINDS[kind] }
}
