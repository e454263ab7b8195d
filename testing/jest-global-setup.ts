import { compileEntryPoints } from "./entry-points"
import { SHARED_POSTGRES_ENV, startThrowawayPostgres, type ThrowawayPostgres } from "./postgres"

// One throwaway PostgreSQL cluster for the whole Jest run; each test file makes a database of its own on it
// (postgresForTests). Its workers inherit the URL through the environment.
const holder = globalThis as { sharedPostgres?: ThrowawayPostgres }

export default async function globalSetup() {
  compileEntryPoints()
  // Three workers, each file's servers with their pools: more than the default 100 connections at times.
  holder.sharedPostgres = await startThrowawayPostgres({ maxConnections: 400 })
  process.env[SHARED_POSTGRES_ENV] = holder.sharedPostgres.url
}
