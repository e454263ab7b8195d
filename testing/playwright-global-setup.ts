import { compileEntryPoints } from "./entry-points"

// The entry points the browser tests start as processes of their own (testing/entry-points.ts), compiled for this run.
export default function globalSetup() {
  compileEntryPoints()
}
