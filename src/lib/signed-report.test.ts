/** @jest-environment node */
import crypto from "node:crypto"
import type { LabelKeyFile } from "./label-check"
import { checkReportFile, reportSignedText, withReportSignature } from "./signed-report"

const { privateKey, publicKey } = crypto.generateKeyPairSync("ed25519")
const keys: LabelKeyFile = {
  keys: [
    { id: "k1", algorithm: "Ed25519", publicKey: publicKey.export({ format: "jwk" }).x!, from: "2026-01-01", retired: null },
  ],
}
const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n")
const facts = { key: "k1", number: "TE-2026-00001", code: "ABCDEFGHJK", issuedOn: "2026-12-07" }

async function signed(bytes = pdf) {
  const text = await reportSignedText(bytes, facts)
  return withReportSignature(bytes, text, crypto.sign(null, Buffer.from(text), privateKey))
}

describe("a signed report file", () => {
  it("checks as genuine, with the record it was issued as", async () => {
    const check = await checkReportFile(await signed(), keys)
    expect(check).toMatchObject({ genuine: true, facts: { ...facts, key: "k1" } })
  })

  it("is not genuine with one byte of the PDF changed", async () => {
    const file = await signed()
    file[10] ^= 1
    expect(await checkReportFile(file, keys)).toEqual({ genuine: false, reason: "changed" })
  })

  it("is not genuine with its signature changed, under an unknown key, or without a signature", async () => {
    const file = await signed()
    const at = file.length - 5
    file[at] = file[at] === 65 ? 66 : 65
    expect(await checkReportFile(file, keys)).toMatchObject({ genuine: false })
    expect(await checkReportFile(await signed(), { keys: [] })).toEqual({ genuine: false, reason: "unknown-key" })
    expect(await checkReportFile(pdf, keys)).toEqual({ genuine: false, reason: "unsigned" })
  })
})
