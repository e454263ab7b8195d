import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { runCertificatesCli } from "../server/cli/certificates"
import { cairoToday, DAY_MS } from "../src/lib/cairo-time"
import { CSV_HEADER } from "../src/lib/certificate-kinds"
import type { CertificateInput } from "../server/certificates/record-schema"

// A certificate as staff enter it (sample values, not a real document); tests override what they are about.
export const newCertificate = (overrides: Partial<CertificateInput> = {}): CertificateInput => ({
  number: "LE-2026-00421",
  kind: "lifting-equipment",
  item: "Overhead travelling crane, double girder",
  serial: "OTC-17-0932",
  rating: "SWL 25 t",
  client: "Delta Refining Co.",
  site: "Alexandria",
  inspected_on: "2026-03-10",
  valid_until: "2026-09-09",
  inspector: "Karim Abdelaziz",
  inspector_certificate: "LEEA 0045821",
  ...overrides,
})

// The same records as a CSV file with the import's header.
export function certificatesCsv(rows: Record<string, string | null>[]): string {
  const field = (value: string | null) =>
    /[",\n]/.test(value ?? "") ? `"${value!.replace(/"/g, '""')}"` : (value ?? "")
  return [CSV_HEADER.join(","), ...rows.map((row) => CSV_HEADER.map((name) => field(row[name] ?? "")).join(","))]
    .map((line) => `${line}\n`)
    .join("")
}

// The register's own command line, run in the test process against a server's DATA_DIR: imports the records
// and answers the code issued for each number (the CLI's `number,code` output).
export async function importWithCli(records: CertificateInput[], env: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "certificates-"))
  const file = path.join(dir, "import.csv")
  fs.writeFileSync(file, certificatesCsv(records))
  const { code, stdout, stderr } = await certificatesCommand(["import", file], env).finally(() =>
    fs.rmSync(dir, { recursive: true, force: true }),
  )
  if (code !== 0) throw new Error(`certificates import failed: ${stderr}`)
  return new Map(
    stdout
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split(",") as [string, string]),
  )
}

export async function certificatesCommand(args: string[], env: Record<string, string>) {
  let stdout = ""
  let stderr = ""
  const code = await runCertificatesCli(args, env, {
    stdout: { write: (text: string) => void (stdout += text) },
    stderr: { write: (text: string) => void (stderr += text) },
  })
  return { code, stdout, stderr }
}

// A Cairo calendar day `days` from today, as the records write dates: by the system clock, which the browser
// tests' server and browser run on.
export const dayFromToday = (days: number) => cairoToday(new Date(Date.now() + days * DAY_MS))
