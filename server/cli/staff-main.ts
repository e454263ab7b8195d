import { runStaffCli } from "./staff"

// Entry point of `npm run staff`; the commands live in staff.ts.
const readStdin = async () => {
  if (process.stdin.isTTY) return ""
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString("utf8")
}

runStaffCli(process.argv.slice(2), process.env, {
  stdin: readStdin,
  stdout: process.stdout,
  stderr: process.stderr,
}).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error)
    process.exitCode = 1
  },
)
