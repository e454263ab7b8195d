import { runRequestsCli } from "./requests"

// Entry point of `npm run requests`; everything else lives in requests.ts so the tests can call it.
// A closed pipe (`... --csv | head`) is not an error worth a stack trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0)
  throw error
})

runRequestsCli(process.argv.slice(2), process.env, process.stdout, process.stderr).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error)
    process.exitCode = 1
  },
)
