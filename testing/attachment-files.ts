import zlib from "node:zlib"

// Small real files of the kinds the quote form takes, for the API and browser tests. Each may carry a marker: a
// distinctive byte sequence the erasure tests look for in the database files.

export function samplePdf(marker = "inspection-test-pdf"): Buffer {
  const text = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${marker}\ntrailer << /Root 1 0 R >>\n%%EOF\n`
  return Buffer.from(text, "latin1")
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, "latin1"), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

// A 2×2 grey PNG, with the marker in a text chunk.
export function samplePng(marker = "inspection-test-png"): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(2, 0)
  header.writeUInt32BE(2, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(0, 9) // greyscale
  const pixels = zlib.deflateSync(Buffer.from([0, 128, 128, 0, 128, 128]))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("tEXt", Buffer.from(`Comment\0${marker}`, "latin1")),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ])
}

// The start of a Windows executable ("MZ", the PE header offset, "PE\0\0"), as a renamed .exe would send it.
export function sampleExe(): Buffer {
  const bytes = Buffer.alloc(512)
  bytes.write("MZ", 0, "latin1")
  bytes.writeUInt32LE(0x80, 0x3c)
  bytes.write("PE\0\0", 0x80, "latin1")
  return bytes
}

// A DXF drawing's opening, as AutoCAD writes it.
export const sampleDxf = (): Buffer =>
  Buffer.from("  0\nSECTION\n  2\nHEADER\n  9\n$ACADVER\n  1\nAC1015\n  0\nENDSEC\n  0\nEOF\n", "latin1")

// A PDF of `bytes` bytes (its header, then filler).
export function largePdf(bytes: number): Buffer {
  const buffer = Buffer.alloc(bytes, 0x20)
  samplePdf().copy(buffer)
  return buffer
}

export type Upload = { name: string; bytes: Buffer; type?: string }

// The form's fields and files as multipart/form-data, as a browser sends them.
export function multipartBody(fields: Record<string, unknown>, files: Upload[]): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue
    data.append(name, value === true ? "on" : String(value))
  }
  for (const file of files) {
    data.append(
      "attachments",
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }),
      file.name,
    )
  }
  return data
}
