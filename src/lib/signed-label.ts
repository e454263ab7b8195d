import { fromBase64url, toBase64url } from "./base64url"
import { CERTIFICATE_KINDS, KIND_LABEL_CODES, type CertificateKind } from "./certificate-kinds"

// The signed label (docs/certificates.md, "Signed labels"): the facts a checker needs and the company's Ed25519
// signature over them, carried in the fragment of the verify link the QR code holds, so the link still opens the
// online check as before and the browser never sends the fragment to any server.
//
//   https://…/verify/?n=LE-2026-00421&c=ABCDEFGHJK#L1.<facts>.<signature>
//
// <facts> is base64url of the UTF-8 lines: key id, number, kind (two letters), item, serial, inspected on and
// valid until (YYYYMMDD, the last empty for no expiry). <signature> is base64url of the Ed25519 signature of the
// ASCII text "L1.<facts>". This file only reads and writes the format; signing is the server's
// (server/certificates/label-signing.ts), checking is src/lib/label-check.ts's.

export const LABEL_PREFIX = "L1."

export type LabelFacts = {
  keyId: string
  number: string
  kind: CertificateKind
  item: string
  serial: string | null
  inspectedOn: string
  validUntil: string | null
}

// What the label holds of the item and serial: enough to match the tag on the shackle, short enough for a QR code
// that prints at 40 mm. Longer texts are cut, and the cut text is what is signed.
export const LABEL_ITEM_LENGTH = 40
export const LABEL_SERIAL_LENGTH = 24

const cut = (text: string, length: number) => {
  const chars = Array.from(text)
  return chars.length <= length ? text : `${chars.slice(0, length - 1).join("")}…`
}

const compactDay = (day: string) => day.replace(/-/g, "")
const isoDay = (day: string) => (/^\d{8}$/.test(day) ? `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}` : "")

// The facts as they will be signed: the item and serial cut to the label's lengths.
export function labelFacts(record: Omit<LabelFacts, "keyId">, keyId: string): LabelFacts {
  return {
    ...record,
    keyId,
    item: cut(record.item, LABEL_ITEM_LENGTH),
    serial: record.serial === null ? null : cut(record.serial, LABEL_SERIAL_LENGTH),
  }
}

// The text the signature covers: "L1." and the encoded facts.
export function signedText(facts: LabelFacts): string {
  const lines = [
    facts.keyId,
    facts.number,
    KIND_LABEL_CODES[facts.kind],
    facts.item,
    facts.serial ?? "",
    compactDay(facts.inspectedOn),
    facts.validUntil ? compactDay(facts.validUntil) : "",
  ]
  return LABEL_PREFIX + toBase64url(new TextEncoder().encode(lines.join("\n")))
}

export const labelCode = (text: string, signature: Uint8Array) => `${text}.${toBase64url(signature)}`

export type ParsedLabel = { facts: LabelFacts; text: string; signature: Uint8Array<ArrayBuffer> }

const KIND_OF_CODE = new Map(CERTIFICATE_KINDS.map((kind) => [KIND_LABEL_CODES[kind], kind]))

// A link (its fragment) or the bare label code → its parts; undefined for anything not in the format. Spaces and
// line breaks are dropped: the printed code runs over several lines, and base64url has none of its own.
export function parseLabel(input: string): ParsedLabel | undefined {
  const trimmed = input.replace(/\s+/g, "")
  const code = trimmed.includes("#") ? trimmed.slice(trimmed.indexOf("#") + 1) : trimmed
  const match = /^(L1\.([A-Za-z0-9_-]+))\.([A-Za-z0-9_-]+)$/.exec(code)
  if (!match) return undefined
  const [, text, encoded, signed] = match
  const bytes = fromBase64url(encoded)
  const signature = fromBase64url(signed)
  if (!bytes || !signature || signature.length !== 64) return undefined
  let lines: string[]
  try {
    lines = new TextDecoder("utf-8", { fatal: true }).decode(bytes).split("\n")
  } catch {
    return undefined
  }
  if (lines.length !== 7) return undefined
  const [keyId, number, kindCode, item, serial, inspected, valid] = lines
  const kind = KIND_OF_CODE.get(kindCode)
  const inspectedOn = isoDay(inspected)
  if (!kind || !keyId || !number || !item || !inspectedOn || (valid && !isoDay(valid))) return undefined
  return {
    text,
    signature,
    facts: { keyId, number, kind, item, serial: serial || null, inspectedOn, validUntil: valid ? isoDay(valid) : null },
  }
}
