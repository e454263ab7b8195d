import { fromBase64url, toBase64url } from "./base64url"
import { ed25519Verify, type LabelKeyFile, type PublicLabelKey } from "./label-check"

// The signed report file (issue 62): an issued report's PDF carries, on its last line, the company's Ed25519
// signature over the SHA-256 of every byte before that line, with the record it was issued as:
//
//   <the PDF, ending %%EOF\n>%SIGNED-REPORT R1.<facts>.<signature>\n
//
// <facts> is base64url of the JSON { key, number, code, issuedOn, sha256 } (sha256: base64url of the digest of the
// bytes before "%SIGNED-REPORT"); <signature> is base64url of the Ed25519 signature of the ASCII text "R1.<facts>".
// A PDF reader skips a comment after %%EOF, so the file opens as before; anyone with /verify/keys.json can check it,
// also offline (the /verify/ page, the command line). The number and code open the record online and find its
// entry in the offline status list (superseded, withdrawn). Signing is the server's
// (server/inspect/issue-report.ts, with the label-signing key); checking is here, one code path for all.

export const REPORT_SIGNATURE_MARK = "%SIGNED-REPORT "
export const REPORT_PREFIX = "R1."

export type ReportFacts = { key: string; number: string; code: string; issuedOn: string; sha256: string }

export type ReportFileCheck =
  | { genuine: true; facts: ReportFacts; key: PublicLabelKey }
  | { genuine: false; reason: "unsigned" | "format" | "unknown-key" | "changed" | "signature" }

type Bytes = Uint8Array<ArrayBuffer>
const encoder = new TextEncoder()

export async function sha256Base64url(bytes: Uint8Array): Promise<string> {
  return toBase64url(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Bytes)))
}

// The text to sign for a PDF's bytes: "R1.<facts>".
export async function reportSignedText(pdf: Uint8Array, facts: Omit<ReportFacts, "sha256">): Promise<string> {
  const full: ReportFacts = { ...facts, sha256: await sha256Base64url(pdf) }
  return REPORT_PREFIX + toBase64url(encoder.encode(JSON.stringify(full)))
}

// The signed file: the PDF and its signature line.
export function withReportSignature(pdf: Uint8Array, text: string, signature: Uint8Array): Uint8Array {
  const line = encoder.encode(`${REPORT_SIGNATURE_MARK}${text}.${toBase64url(signature)}\n`)
  const file = new Uint8Array(pdf.length + line.length)
  file.set(pdf, 0)
  file.set(line, pdf.length)
  return file
}

// Where the last signature line starts, or -1.
function markAt(file: Uint8Array): number {
  const mark = encoder.encode(REPORT_SIGNATURE_MARK)
  for (let start = file.length - mark.length; start >= Math.max(0, file.length - 4096); start--) {
    let same = true
    for (let index = 0; index < mark.length && same; index++) same = file[start + index] === mark[index]
    if (same) return start
  }
  return -1
}

// Whether a file is exactly a PDF the company issued: its signature line parses, names a published key, the
// digest of the bytes before it is the signed one, and the signature checks.
export async function checkReportFile(file: Uint8Array, keyFile: LabelKeyFile): Promise<ReportFileCheck> {
  const at = markAt(file)
  if (at < 0) return { genuine: false, reason: "unsigned" }
  const line = new TextDecoder().decode(file.subarray(at + REPORT_SIGNATURE_MARK.length)).replace(/\n$/, "")
  const match = /^(R1\.([A-Za-z0-9_-]+))\.([A-Za-z0-9_-]+)$/.exec(line)
  if (!match) return { genuine: false, reason: "format" }
  const [, text, encoded, signed] = match
  const bytes = fromBase64url(encoded)
  const signature = fromBase64url(signed)
  if (!bytes || signature?.length !== 64) return { genuine: false, reason: "format" }
  let facts: ReportFacts
  try {
    facts = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as ReportFacts
  } catch {
    return { genuine: false, reason: "format" }
  }
  if (typeof facts?.number !== "string" || typeof facts.sha256 !== "string") return { genuine: false, reason: "format" }
  const key = keyFile.keys.find((one) => one.id === facts.key)
  const publicKey = fromBase64url(key?.publicKey ?? "")
  if (!key || publicKey?.length !== 32) return { genuine: false, reason: "unknown-key" }
  if ((await sha256Base64url(file.subarray(0, at))) !== facts.sha256) return { genuine: false, reason: "changed" }
  const good = await ed25519Verify(publicKey, signature, encoder.encode(text) as Bytes)
  return good ? { genuine: true, facts, key } : { genuine: false, reason: "signature" }
}
