/** @jest-environment node */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import type { Kysely } from "kysely"
import { certificatesCsv, newCertificate } from "../../testing/certificates"
import { HOSTILE_CELLS } from "../../testing/hostile-cells"
import { parseCsv } from "../../testing/parse-csv"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { clockStartEnv, TEST_NOW } from "../../testing/test-clock"
import { historyOf } from "../staff/audit"
import type { Database } from "../storage/schema"
import { cairoToday } from "../../src/lib/cairo-time"
import { verifyCertificate } from "../certificates/verify"
import { runCertificatesCli } from "./certificates"

jest.setTimeout(60_000)

const ROOT = path.resolve(__dirname, "../..")
const databases = databasesForTests("certificates-cli-")

const collector = () => {
  const chunks: string[] = []
  return { write: (chunk: string) => chunks.push(chunk), text: () => chunks.join("") }
}

async function run(argv: string[], env: NodeJS.ProcessEnv) {
  const [stdout, stderr] = [collector(), collector()]
  const code = await runCertificatesCli(argv, env, { stdout, stderr })
  return { code, stdout: stdout.text(), stderr: stderr.text() }
}

function csvFile(name: string, rows: ReturnType<typeof newCertificate>[]) {
  const file = path.join(databases.dataDir, name)
  fs.writeFileSync(file, certificatesCsv(rows as unknown as Record<string, string | null>[]))
  return file
}

test("npm run -s certificates -- import prints number,code as CSV and nothing else on stdout", () => {
  const env = { ...process.env, DATA_DIR: path.join(databases.dataDir, "npm"), DATABASE_URL: "" }
  const file = csvFile("npm.csv", [newCertificate(), newCertificate({ number: "ND-2026-00002", kind: "ndt-report" })])
  const result = spawnSync("npm", ["run", "-s", "certificates", "--", "import", file], {
    cwd: ROOT,
    env,
    encoding: "utf8",
  })
  expect(result.status).toBe(0)
  const rows = parseCsv(result.stdout)
  expect(rows[0]).toEqual(["number", "code"])
  expect(rows.slice(1).map(([number, code]) => [number, code.length])).toEqual([
    ["LE-2026-00421", 10],
    ["ND-2026-00002", 10],
  ])
})

test("a mistyped option is named, and nothing is done", async () => {
  const env = { DATA_DIR: path.join(databases.dataDir, "mistyped"), DATABASE_URL: "" }
  expect(await run(["withdraw", "LE-2026-00421", "--reson", "Superseded"], env)).toMatchObject({
    code: 2,
    stdout: "",
    stderr: expect.stringMatching(/^Unknown option '--reson'/),
  })
  expect(await run(["check", "LE-2026-00421", "--key", "keys.json"], env)).toMatchObject({
    code: 2,
    stderr: expect.stringMatching(/^Unknown option '--key'/),
  })
  expect(fs.existsSync(env.DATA_DIR)).toBe(false)
})

describe.each(STORAGE_KINDS)("the certificates command on %s", (kind) => {
  let db: Kysely<Database>
  let env: NodeJS.ProcessEnv

  beforeAll(async () => {
    const dataDir = databases.dataDirOf(kind)
    // The command line at TEST_NOW: a withdrawal is dated that day.
    env = {
      DATA_DIR: dataDir,
      ...(kind === "postgres" ? { DATABASE_URL: databases.postgres.url } : {}),
      ...clockStartEnv(),
    }
    db = await databases.open(kind)
  })
  afterAll(() => db.destroy())

  test("import stores the rows; each printed code verifies its number", async () => {
    const file = csvFile(`${kind}.csv`, [
      newCertificate(),
      newCertificate({ number: "PT-2026-00009", kind: "pressure-test" }),
    ])
    const { code, stdout, stderr } = await run(["import", file], env)
    expect({ code, stderr }).toEqual({ code: 0, stderr: "2 certificates imported.\n" })
    const [, ...issued] = parseCsv(stdout)
    // The thorough examination is valid until its date; the pressure-test record, which has no validity, genuine.
    const standing: Record<string, string> = { "LE-2026-00421": "valid", "PT-2026-00009": "genuine" }
    expect(issued.map(([number]) => number).sort()).toEqual(Object.keys(standing).sort())
    for (const [number, printed] of issued) {
      expect(await verifyCertificate(db, number, printed, cairoToday(TEST_NOW))).toMatchObject({
        found: true,
        number,
        status: standing[number],
      })
    }
  })

  test("a file with a mistake or a number already stored imports nothing and names row and column", async () => {
    const file = csvFile(`${kind}-bad.csv`, [
      newCertificate({ number: "CI-2026-00001", kind: "coating-inspection" }),
      newCertificate({ number: "CI-2026-00002", inspected_on: "10/03/2026" }),
      newCertificate(),
    ])
    const { code, stdout, stderr } = await run(["import", file], env)
    expect({ code, stdout }).toEqual({ code: 1, stdout: "" })
    expect(stderr).toContain("row 3, column inspected_on: must be a date written YYYY-MM-DD")
    expect(stderr).toContain("nothing imported")
    const again = await run(
      ["import", csvFile(`${kind}-dup.csv`, [newCertificate({ number: "CI-2026-00001" }), newCertificate()])],
      env,
    )
    expect(again.stderr).toContain("row 3, column number: LE-2026-00421 is already in the register")
    const stored = await db.selectFrom("certificates").select("number").where("number", "like", "CI-%").execute()
    expect(stored).toEqual([])
  })

  // The printed CSV holds numbers and the codes made for them: a number must start with a letter or a digit, so a
  // cell that a spreadsheet would run never reaches it.
  test("numbers that would start a formula are refused, and nothing is printed", async () => {
    const hostile = HOSTILE_CELLS.filter((cell) => !/^\s/.test(cell))
    const file = csvFile(
      `${kind}-hostile.csv`,
      hostile.map((number) => newCertificate({ number })),
    )
    const { code, stdout, stderr } = await run(["import", file], env)
    expect({ code, stdout }).toEqual({ code: 1, stdout: "" })
    hostile.forEach((_, i) => expect(stderr).toContain(`row ${i + 2}, column number: Please write 3–40 letters`))
  })

  test("withdraw marks the certificate withdrawn with its reason, in the audit log", async () => {
    const { code, stdout } = await run(["withdraw", "le-2026-00421", "--reason", "Superseded by LE-2026-00502"], env)
    expect(code).toBe(0)
    expect(stdout).toBe("LE-2026-00421 withdrawn on 2026-03-10: Superseded by LE-2026-00502\n")
    const last = (await historyOf(db, "LE-2026-00421")).at(-1)!
    expect([last.action, last.detail, last.actor_name]).toEqual([
      "certificate.withdraw",
      "Superseded by LE-2026-00502",
      "command line",
    ])
    expect(await run(["withdraw", "XX-1", "--reason", "x"], env)).toMatchObject({
      code: 1,
      stderr: "No certificate numbered XX-1.\n",
    })
    expect((await run(["withdraw", "LE-2026-00421"], env)).code).toBe(2)
  })
})
