import { fromBase64url, toBase64url } from "./base64url"
import { ed25519Verify, type LabelKeyFile } from "./label-check"

// The signed list of withdrawn, suspended and superseded certificates (/verify/status.json) that the /verify/ page
// keeps for offline checks: a label withdrawn before the phone's last sync answers "Withdrawn" without a network.
//
//   { "list": "S1.<base64url of JSON { at, key, entries: [[digest, status, day], …] }>", "signature": "<base64url>" }
//
// A superseded entry (issue 62) has a fourth element, the number of the amendment that replaced it:
// [digest, "superseded", day, byNumber]; the withdrawn and suspended entries keep their three.
//
// The signature is Ed25519 over the ASCII text of "list", by a key of /verify/keys.json. An entry names no number:
// its digest is SHA-256 of "<number>\n<code>" (base64url, 22 characters), which only someone holding the label's
// link (number and code) can compute, so the list neither lists the register nor helps guess codes.

export const STATUS_LIST_PATH = "/verify/status.json"
export const STATUS_PREFIX = "S1."

export type StatusEntry =
  | [digest: string, status: "withdrawn" | "suspended", day: string]
  | [digest: string, status: "superseded", day: string, byNumber: string]
export type StatusList = { at: string; key: string; entries: StatusEntry[] }
export type SignedStatusList = { list: string; signature: string }

export async function statusDigest(number: string, code: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${number.trim().toUpperCase()}\n${code.toUpperCase().replace(/[\s-]+/g, "")}`)
  return toBase64url(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))).slice(0, 22)
}

export const statusListText = (list: StatusList) =>
  STATUS_PREFIX + toBase64url(new TextEncoder().encode(JSON.stringify(list)))

// The list's contents when its signature checks against a published key; undefined otherwise (never trusted).
export async function readStatusList(signed: SignedStatusList, keys: LabelKeyFile): Promise<StatusList | undefined> {
  if (typeof signed?.list !== "string" || !signed.list.startsWith(STATUS_PREFIX)) return undefined
  const payload = fromBase64url(signed.list.slice(STATUS_PREFIX.length))
  const signature = fromBase64url(String(signed.signature))
  if (!payload || signature?.length !== 64) return undefined
  let list: StatusList
  try {
    list = JSON.parse(new TextDecoder().decode(payload)) as StatusList
  } catch {
    return undefined
  }
  const publicKey = fromBase64url(keys.keys.find((key) => key.id === list.key)?.publicKey ?? "")
  if (publicKey?.length !== 32) return undefined
  const good = await ed25519Verify(publicKey, signature, new TextEncoder().encode(signed.list))
  return good ? list : undefined
}

// The list's entry for a document, found by its number and code (a label's link, a signed report's facts).
export async function listedEntry(
  list: StatusList | undefined,
  number: string | null | undefined,
  code: string | null | undefined,
): Promise<StatusEntry | undefined> {
  if (!list || !number || !code) return undefined
  const digest = await statusDigest(number, code)
  return list.entries.find((entry) => entry[0] === digest)
}
