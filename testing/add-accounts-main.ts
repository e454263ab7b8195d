import type { StaffRole } from "../src/lib/staff-roles"
import { runStaffCli } from "../server/cli/staff"

// Several accounts made by the staff command line's own `add`, one after another in one process (testing/staff.ts,
// addAccounts): the accounts as JSON on standard input, each with its password and role.
type NewAccount = { email: string; name: string; password: string; role: StaffRole }

async function main() {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  const accounts = JSON.parse(Buffer.concat(chunks).toString("utf8")) as NewAccount[]
  for (const account of accounts) {
    const code = await runStaffCli(
      ["add", account.email, "--name", account.name, "--role", account.role],
      process.env,
      {
        stdin: async () => account.password,
        stdout: process.stdout,
        stderr: process.stderr,
      },
    )
    if (code !== 0) return code
  }
  return 0
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error)
    process.exitCode = 1
  },
)
