import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { cairoToday } from "../../src/lib/cairo-time"
import type { LabelKeyFile, PublicLabelKey } from "../../src/lib/label-check"
import { labelCode, labelFacts, signedText, type LabelFacts } from "../../src/lib/signed-label"
import { reportSignedText, withReportSignature, type ReportFacts } from "../../src/lib/signed-report"

// The company's label-signing keys (Ed25519, Node's built-in crypto). Kept like the other secrets: the key in
// LABEL_SIGNING_KEY when set (the same in every instance), else made at first start and kept in DATA_DIR, in
// label-signing-keys.json (mode 600), which also keeps the public halves of the retired keys, so the labels they
// signed go on checking. Rotation (`certificates new-signing-key`) retires the signing key, forgets its private half
// and makes a new one.

export const SIGNING_KEYS_FILE = "label-signing-keys.json"

type StoredKey = PublicLabelKey & { privateKey: string | null }
type StoredKeys = { keys: StoredKey[] }
export type SigningKey = { id: string; privateKey: crypto.KeyObject }
export type LabelSigner = { current: SigningKey; published: LabelKeyFile }

const rawPublicKey = (key: crypto.KeyObject) => key.export({ format: "jwk" }).x!

// An id from the key itself: short, and the same wherever the key is used.
const keyId = (publicKey: string) => crypto.createHash("sha256").update(publicKey).digest("base64url").slice(0, 8)

function describe(privateKey: crypto.KeyObject, from: string): StoredKey {
  const publicKey = rawPublicKey(crypto.createPublicKey(privateKey))
  const der = privateKey.export({ format: "der", type: "pkcs8" })
  return {
    id: keyId(publicKey),
    algorithm: "Ed25519",
    publicKey,
    from,
    retired: null,
    privateKey: der.toString("base64url"),
  }
}

const newKey = (now: Date) => describe(crypto.generateKeyPairSync("ed25519").privateKey, cairoToday(now))

const privateKeyOf = (der: string) =>
  crypto.createPrivateKey({ key: Buffer.from(der, "base64url"), format: "der", type: "pkcs8" })

const publicHalf = (key: StoredKey): PublicLabelKey => ({
  id: key.id,
  algorithm: key.algorithm,
  publicKey: key.publicKey,
  from: key.from,
  retired: key.retired,
})

function readStored(dataDir: string): StoredKeys | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, SIGNING_KEYS_FILE), "utf8")) as StoredKeys
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined
    throw new Error(`${path.join(dataDir, SIGNING_KEYS_FILE)} cannot be read: ${(error as Error).message}`)
  }
}

function writeStored(dataDir: string, stored: StoredKeys, flag: "w" | "wx") {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, SIGNING_KEYS_FILE)
  // Written whole to a temporary file first: a crash mid-write never leaves a half key file behind.
  const temporary = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temporary, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 })
  if (flag === "w") return fs.renameSync(temporary, file)
  try {
    // A link fails where the file exists: of two first starts, one key file wins whole.
    fs.linkSync(temporary, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
  } finally {
    fs.rmSync(temporary)
  }
}

// The keys of DATA_DIR, made at first start: another process that made them first wins (its file is kept).
function keptKeys(dataDir: string, now: Date): StoredKeys {
  const stored = readStored(dataDir)
  if (stored) return stored
  writeStored(dataDir, { keys: [newKey(now)] }, "wx")
  return readStored(dataDir)!
}

// LABEL_SIGNING_KEY: a PKCS#8 Ed25519 private key, DER in base64url (what `new-signing-key --print` writes).
export function loadLabelSigner(configured: string | undefined, dataDir: string, now: Date): LabelSigner {
  if (configured) {
    let privateKey: crypto.KeyObject
    try {
      privateKey = privateKeyOf(configured)
    } catch {
      throw new Error("LABEL_SIGNING_KEY must be an Ed25519 private key (PKCS#8 DER in base64url)")
    }
    if (privateKey.asymmetricKeyType !== "ed25519") throw new Error("LABEL_SIGNING_KEY must be an Ed25519 key")
    const current = describe(privateKey, cairoToday(now))
    // The retired keys kept in DATA_DIR still check their labels.
    const others = (readStored(dataDir)?.keys ?? []).filter((key) => key.id !== current.id)
    return {
      current: { id: current.id, privateKey },
      published: { keys: [publicHalf(current), ...others.map(publicHalf)] },
    }
  }
  const stored = keptKeys(dataDir, now)
  const signing = stored.keys.find((key) => key.privateKey && !key.retired)
  if (!signing) throw new Error(`${path.join(dataDir, SIGNING_KEYS_FILE)} holds no signing key`)
  return {
    current: { id: signing.id, privateKey: privateKeyOf(signing.privateKey!) },
    published: { keys: stored.keys.map(publicHalf) },
  }
}

// The public keys alone, for a check with no server: the key file DATA_DIR keeps, undefined when there is none.
export function keptPublicKeys(dataDir: string): LabelKeyFile | undefined {
  const stored = readStored(dataDir)
  return stored && { keys: stored.keys.map(publicHalf) }
}

// A new signing key: the current one is retired today (its labels still check) and its private half forgotten.
export function rotateSigningKey(dataDir: string, now: Date): { retired?: string; current: string } {
  const stored = keptKeys(dataDir, now)
  const today = cairoToday(now)
  const previous = stored.keys.find((key) => key.privateKey && !key.retired)
  const keys = stored.keys.map((key) => (key === previous ? { ...key, retired: today, privateKey: null } : key))
  const fresh = newKey(now)
  writeStored(dataDir, { keys: [fresh, ...keys] }, "w")
  return { retired: previous?.id, current: fresh.id }
}

// The label code of one record: its facts, signed by the current key.
export function signLabel(signer: LabelSigner, record: Omit<LabelFacts, "keyId">): string {
  const text = signedText(labelFacts(record, signer.current.id))
  const signature = crypto.sign(null, Buffer.from(text, "ascii"), signer.current.privateKey)
  return labelCode(text, signature)
}

// An issued report's PDF with its signature line (src/lib/signed-report.ts), signed by the current key.
export async function signReportFile(
  signer: LabelSigner,
  pdf: Uint8Array,
  record: Omit<ReportFacts, "key" | "sha256">,
): Promise<Uint8Array> {
  const text = await reportSignedText(pdf, { ...record, key: signer.current.id })
  return withReportSignature(pdf, text, crypto.sign(null, Buffer.from(text, "ascii"), signer.current.privateKey))
}
