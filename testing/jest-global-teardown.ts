const holder = globalThis as { sharedPostgres?: { stop: () => void } }

// Removes the run's shared PostgreSQL cluster (testing/jest-global-setup.ts).
export default async function globalTeardown() {
  holder.sharedPostgres?.stop()
}
