/** @jest-environment node */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import QRCode from "qrcode"
import { checkLabel, type LabelKeyFile } from "../../src/lib/label-check"
import { parseLabel } from "../../src/lib/signed-label"
import { readStatusList, statusDigest, statusListText, type StatusEntry } from "../../src/lib/status-list"
import { TEST_NOW } from "../../testing/test-clock"
import { verifyLink } from "./label"
import { keptPublicKeys, loadLabelSigner, rotateSigningKey, signLabel, SIGNING_KEYS_FILE } from "./label-signing"
import { tempDirs } from "../../testing/temp-dirs"

const RECORD = {
  number: "LE-2026-00421",
  kind: "lifting-equipment" as const,
  item: "Bow shackle, 8.5 t, alloy steel, galvanised",
  serial: "SH-85-00917",
  inspectedOn: "2026-03-10",
  validUntil: "2026-09-09",
}

const tempDir = tempDirs(afterAll)
const dataDir = () => tempDir("label-keys-")

// Every character of a label code changed in turn to another one of the alphabet.
function oneCharacterChanged(code: string): string[] {
  return Array.from(code, (char, at) => {
    if (char === ".") return undefined
    const other = char === "A" ? "B" : "A"
    return code.slice(0, at) + other + code.slice(at + 1)
  }).filter((changed): changed is string => changed !== undefined)
}

test("a label signed by the key made at first start checks, with its facts; the key file is the server's alone", async () => {
  const dir = dataDir()
  const signer = loadLabelSigner(undefined, dir, TEST_NOW)
  expect(fs.statSync(path.join(dir, SIGNING_KEYS_FILE)).mode & 0o777).toBe(0o600)
  // The same key at the next start.
  expect(loadLabelSigner(undefined, dir, TEST_NOW).current.id).toBe(signer.current.id)
  expect(JSON.stringify(signer.published)).not.toContain("privateKey")

  const code = signLabel(signer, RECORD)
  const result = await checkLabel(
    verifyLink("https://www.inspection-eg.com", RECORD.number, "ABCDEFGHJK", code),
    signer.published,
  )
  expect(result).toEqual({
    genuine: true,
    key: signer.published.keys[0],
    facts: { ...RECORD, keyId: signer.current.id, item: "Bow shackle, 8.5 t, alloy steel, galvan…" },
  })
})

test("one changed character anywhere in the facts or the signature makes the label not genuine", async () => {
  const signer = loadLabelSigner(undefined, dataDir(), TEST_NOW)
  const code = signLabel(signer, RECORD)
  const answers = await Promise.all(oneCharacterChanged(code).map((changed) => checkLabel(changed, signer.published)))
  expect(answers.filter((answer) => answer.genuine)).toEqual([])
  // A forger's own key, even under the company's key id, does not check.
  const forger = loadLabelSigner(undefined, dataDir(), TEST_NOW)
  const forged = signLabel({ ...forger, current: { ...forger.current, id: signer.current.id } }, RECORD)
  expect(await checkLabel(forged, signer.published)).toEqual({ genuine: false, reason: "signature" })
  expect(await checkLabel(signLabel(forger, RECORD), signer.published)).toEqual({
    genuine: false,
    reason: "unknown-key",
  })
})

test("after a new key, labels signed by the retired key still check; a key removed from the file no longer does", async () => {
  const dir = dataDir()
  const first = loadLabelSigner(undefined, dir, TEST_NOW)
  const old = signLabel(first, RECORD)
  const { retired, current } = rotateSigningKey(dir, TEST_NOW)
  expect(retired).toBe(first.current.id)
  const second = loadLabelSigner(undefined, dir, TEST_NOW)
  expect(second.current.id).toBe(current)
  expect(second.current.id).not.toBe(first.current.id)
  // The retired key's private half is gone from DATA_DIR: nothing can sign with it any more.
  expect(fs.readFileSync(path.join(dir, SIGNING_KEYS_FILE), "utf8").match(/"privateKey": "/g)).toHaveLength(1)

  const published = keptPublicKeys(dir)!
  expect(published.keys.map((key) => [key.id, key.retired])).toEqual([
    [current, null],
    [first.current.id, "2026-03-10"],
  ])
  expect(await checkLabel(old, published)).toMatchObject({ genuine: true, key: { id: first.current.id } })
  expect(await checkLabel(signLabel(second, RECORD), published)).toMatchObject({ genuine: true, key: { id: current } })
  const withoutOld: LabelKeyFile = { keys: published.keys.filter((key) => key.id !== first.current.id) }
  expect(await checkLabel(old, withoutOld)).toEqual({ genuine: false, reason: "unknown-key" })
})

test("LABEL_SIGNING_KEY signs instead of a kept key; a wrong value is refused at start", () => {
  const made = loadLabelSigner(undefined, dataDir(), TEST_NOW)
  const der = made.current.privateKey.export({ format: "der", type: "pkcs8" }).toString("base64url")
  const configured = loadLabelSigner(der, dataDir(), TEST_NOW)
  expect(configured.current.id).toBe(made.current.id)
  expect(() => loadLabelSigner("not-a-key", dataDir(), TEST_NOW)).toThrow("LABEL_SIGNING_KEY must be an Ed25519")
})

test("the longest label still makes a QR code with modules of at least 0.5 mm at 40 mm", () => {
  const signer = loadLabelSigner(undefined, dataDir(), TEST_NOW)
  const longest = signLabel(signer, {
    ...RECORD,
    number: "LE-2026-0042100000000000000000000000/001".slice(0, 40),
    item: "x".repeat(200),
    serial: "y".repeat(100),
  })
  expect(parseLabel(longest)?.facts.item).toHaveLength(40)
  const link = verifyLink(
    "https://www.inspection-eg.com",
    "LE-2026-0042100000000000000000000000/001",
    "ABCDEFGHJK",
    longest,
  )
  const qr = QRCode.create(link, { errorCorrectionLevel: "M" })
  const modules = qr.modules.size + 4 // with the label's 2-module margin each side
  expect(40 / modules).toBeGreaterThanOrEqual(0.5)
})

test("the status list is trusted only with a good signature by a published key", async () => {
  const signer = loadLabelSigner(undefined, dataDir(), TEST_NOW)
  const entry: StatusEntry = [await statusDigest("le-2026-00421", "abcde-fghjk"), "withdrawn", "2026-03-10"]
  // The digest is of the number and code as printed, whatever case or dashes were typed.
  expect(entry[0]).toBe(await statusDigest("LE-2026-00421", "ABCDEFGHJK"))
  const list = statusListText({ at: TEST_NOW.toISOString(), key: signer.current.id, entries: [entry] })
  const sign = (text: string) => crypto.sign(null, Buffer.from(text), signer.current.privateKey).toString("base64url")
  expect(await readStatusList({ list, signature: sign(list) }, signer.published)).toEqual({
    at: TEST_NOW.toISOString(),
    key: signer.current.id,
    entries: [entry],
  })
  // An emptied list under the old signature, and a list signed by another key, are refused.
  const emptied = statusListText({ at: TEST_NOW.toISOString(), key: signer.current.id, entries: [] })
  expect(await readStatusList({ list: emptied, signature: sign(list) }, signer.published)).toBeUndefined()
  const other = loadLabelSigner(undefined, dataDir(), TEST_NOW)
  expect(await readStatusList({ list, signature: sign(list) }, other.published)).toBeUndefined()
})
