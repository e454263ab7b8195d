import { runCertificatesCli } from "./certificates"

// Entry point of `npm run certificates`; everything else lives in certificates.ts so the tests can call it.
runCertificatesCli(process.argv.slice(2), process.env, { stdout: process.stdout, stderr: process.stderr }).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  },
)
