import { fromBase64url } from "./base64url"
import { parseLabel, type LabelFacts } from "./signed-label"

// Checks a signed label against the published public keys (/verify/keys.json), with no server: in the /verify/
// page (online and offline) and in the command line's `certificates check`. One code path for both.

export const KEYS_PATH = "/verify/keys.json"

// One key of the key file: its id (in every label it signed), the raw 32-byte Ed25519 public key in base64url,
// the day it started signing and the day it stopped (null while it signs). A retired key still checks the labels
// it signed; a key removed from the file (a leaked one) no longer does.
export type PublicLabelKey = {
  id: string
  algorithm: "Ed25519"
  publicKey: string
  from: string
  retired: string | null
}
export type LabelKeyFile = { keys: PublicLabelKey[] }

export type LabelCheck =
  | { genuine: true; facts: LabelFacts; key: PublicLabelKey }
  | { genuine: false; reason: "format" | "unknown-key" | "signature" }

// WebCrypto's Ed25519 where the browser (or Node) has it; else the audited @noble/ed25519, loaded only then.
type Bytes = Uint8Array<ArrayBuffer>

export async function ed25519Verify(publicKey: Bytes, signature: Bytes, message: Bytes) {
  let key: CryptoKey | undefined
  try {
    key = await crypto.subtle.importKey("raw", publicKey, { name: "Ed25519" }, false, ["verify"])
  } catch {
    key = undefined
  }
  if (key) return crypto.subtle.verify({ name: "Ed25519" }, key, signature, message)
  const noble = await import("@noble/ed25519")
  try {
    return await noble.verifyAsync(signature, message, publicKey)
  } catch {
    return false
  }
}

// Ed25519's base point, a valid public key: importing it tells whether this WebCrypto has Ed25519.
const BASE_POINT = new Uint8Array(32).fill(0x66)
BASE_POINT[0] = 0x58

// Where the browser has no Ed25519, the fallback's script is loaded now, while online, so that the page's offline
// worker keeps it with the other files the page loaded.
export async function prepareEd25519(): Promise<"webcrypto" | "noble"> {
  try {
    await crypto.subtle.importKey("raw", BASE_POINT, { name: "Ed25519" }, false, ["verify"])
    return "webcrypto"
  } catch {
    await import("@noble/ed25519")
    return "noble"
  }
}

export async function checkLabel(input: string, keyFile: LabelKeyFile): Promise<LabelCheck> {
  const label = parseLabel(input)
  if (!label) return { genuine: false, reason: "format" }
  const key = keyFile.keys.find((candidate) => candidate.id === label.facts.keyId)
  const publicKey = key && fromBase64url(key.publicKey)
  if (!key || publicKey?.length !== 32) return { genuine: false, reason: "unknown-key" }
  const good = await ed25519Verify(publicKey, label.signature, new TextEncoder().encode(label.text))
  return good ? { genuine: true, facts: label.facts, key } : { genuine: false, reason: "signature" }
}
