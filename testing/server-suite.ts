import { startThrowawayPostgres, type ThrowawayPostgres } from "./postgres"
import { killServerProcesses } from "./server-process"

// One throwaway PostgreSQL cluster for a test file whose servers run as processes (testing/server-process.ts):
// started before its suites; afterwards every server dies first, since a server still connected would hold the
// cluster's stop. Call it at the top level of the file; the returned function gives the cluster inside a test.
export function postgresForServerSuites(): () => ThrowawayPostgres {
  let postgres: ThrowawayPostgres | undefined
  beforeAll(async () => {
    postgres = await startThrowawayPostgres()
  })
  afterAll(async () => {
    await killServerProcesses()
    postgres?.stop()
  })
  return () => {
    if (!postgres) throw new Error("the throwaway PostgreSQL cluster has not started (call at the file's top level)")
    return postgres
  }
}
