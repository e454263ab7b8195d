/** @jest-environment node */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { clockStartEnv, TEST_NOW } from "../../testing/test-clock"
import { verifyLink } from "../certificates/label"
import { keptPublicKeys, loadLabelSigner, signLabel, signReportFile } from "../certificates/label-signing"
import { runCertificatesCli } from "./certificates"
import { tempDirs } from "../../testing/temp-dirs"

jest.setTimeout(60_000)

const ROOT = path.resolve(__dirname, "../..")
const RECORD = {
  number: "LE-2026-00421",
  kind: "lifting-equipment" as const,
  item: "Overhead travelling crane, double girder",
  serial: "OTC-17-0932",
  inspectedOn: "2026-03-10",
  validUntil: "2026-09-09",
}

const tempDir = tempDirs(afterAll)

const dataDir = tempDir("label-cli-")
// A database the command could not reach: the check must not need one.
const env = { DATA_DIR: dataDir, DATABASE_URL: "postgres://127.0.0.1:1/nowhere", ...clockStartEnv() }
const link = verifyLink(
  "https://www.inspection-eg.com",
  RECORD.number,
  "ABCDEFGHJK",
  signLabel(loadLabelSigner(undefined, dataDir, TEST_NOW), RECORD),
)

async function run(argv: string[], environment: NodeJS.ProcessEnv = env) {
  let stdout = ""
  let stderr = ""
  const code = await runCertificatesCli(argv, environment, {
    stdout: { write: (text: string) => void (stdout += text) },
    stderr: { write: (text: string) => void (stderr += text) },
  })
  return { code, stdout, stderr }
}

test("npm run -s certificates -- check '<link>' says Genuine with the label's facts, with no database", () => {
  const result = spawnSync("npm", ["run", "-s", "certificates", "--", "check", link], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
  })
  expect(result.stderr).toBe("")
  expect(result.status).toBe(0)
  expect(result.stdout).toMatch(/^Genuine: signed by key [\w-]{8}\.\n/)
  for (const line of [
    "number:       LE-2026-00421",
    "kind:         lifting-equipment",
    "item:         Overhead travelling crane, double girder",
    "serial:       OTC-17-0932",
    "inspected on: 2026-03-10",
    "valid until:  2026-09-09\n",
  ])
    expect(result.stdout).toContain(line)
})

test("a label with one changed character, or checked against another company's keys, is not genuine", async () => {
  const code = link.split("#")[1]
  // One letter of the item changed ("crane" → "crame"), the signature kept.
  const facts = Buffer.from(code.split(".")[1], "base64url").toString("utf8").replace("crane", "crame")
  const tampered = `L1.${Buffer.from(facts, "utf8").toString("base64url")}.${code.split(".")[2]}`
  expect(await run(["check", tampered])).toEqual({
    code: 1,
    stdout: "Not genuine: its signature does not match its facts: something on it has been changed.\n",
    stderr: "",
  })
  const other = tempDir("label-cli-other-")
  loadLabelSigner(undefined, other, TEST_NOW)
  expect(await run(["check", link], { ...env, DATA_DIR: other })).toMatchObject({
    code: 1,
    stdout: "Not genuine: it names a key that is not in the key file.\n",
  })
})

test("an auditor checks with the published key file alone; after a new key the old label still checks", async () => {
  const keysFile = path.join(tempDir("label-cli-auditor-"), "keys.json")
  fs.writeFileSync(keysFile, JSON.stringify(keptPublicKeys(dataDir)))
  const empty = { ...env, DATA_DIR: tempDir("label-cli-empty-") }
  expect((await run(["check", link, "--keys", keysFile], empty)).stdout).toMatch(/^Genuine/)
  expect(await run(["check", link], empty)).toMatchObject({ code: 2, stderr: expect.stringContaining("--keys") })

  const rotated = await run(["new-signing-key"])
  expect(rotated.stdout).toMatch(/^Key [\w-]{8} retired; its labels still check\. New signing key [\w-]{8}\.\n$/)
  expect((await run(["check", link])).stdout).toMatch(/^Genuine: signed by key [\w-]{8} \(retired on 2026-03-10\)\./)
  expect((await run(["check", "LE-2026-00421"])).stdout).toMatch(/^Not genuine: it is not a signed label/)
})

test("check-report says whether a PDF is exactly an issued report: genuine, one byte changed, unsigned", async () => {
  // The smallest whole PDF: one empty A4 page.
  const pdf = new TextEncoder().encode(
    "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n" +
      "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  )
  const signed = await signReportFile(loadLabelSigner(undefined, dataDir, TEST_NOW), pdf, {
    number: "TE-2026-00007",
    code: "ABCDEFGHJK",
    issuedOn: "2026-03-11",
  })
  const file = (name: string, bytes: Uint8Array) => {
    const where = path.join(tempDir("report-cli-"), name)
    fs.writeFileSync(where, bytes)
    return where
  }
  const genuine = await run(["check-report", file("report.pdf", signed)])
  expect(genuine).toMatchObject({
    code: 0,
    stdout: expect.stringMatching(/^Genuine: exactly report TE-2026-00007 as issued on 2026-03-11/),
  })
  const changed = Uint8Array.from(signed)
  changed[100] ^= 1
  expect(await run(["check-report", file("changed.pdf", changed)])).toMatchObject({
    code: 1,
    stdout: expect.stringContaining("the file has been changed"),
  })
  expect(await run(["check-report", file("plain.pdf", pdf)])).toMatchObject({
    code: 1,
    stdout: expect.stringContaining("no signature"),
  })
  expect(await run(["check-report"])).toMatchObject({ code: 2, stderr: expect.stringContaining("one PDF file") })
})
