import { test as setup } from "@playwright/test"
import { buildChangedCopy } from "../testing/changed-copy"

// Builds the run's one changed copy of the site (testing/changed-copy.ts) while the other worker runs the tests
// of the unchanged build; e2e/changed-content.spec.ts waits for it (playwright.config.ts: dependencies).
setup("build the changed copy of the site", () => {
  // Gatsby's whole build on two cores with the other worker busy: minutes, not seconds.
  setup.setTimeout(12 * 60_000)
  buildChangedCopy()
})
