/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { tempDir } from "../../testing/quote-app"
import { ipHashSalt } from "./secret"

describe("IP_HASH_SALT", () => {
  test("has no public default: made at first start, kept in DATA_DIR, the environment's value wins", () => {
    const dataDir = tempDir("secret-")
    const otherDir = tempDir("secret-other-")
    try {
      const made = ipHashSalt(undefined, dataDir)
      expect(made.length).toBeGreaterThanOrEqual(40)
      expect(fs.statSync(path.join(dataDir, "ip-hash-salt")).mode & 0o777).toBe(0o600)
      expect(ipHashSalt(undefined, dataDir)).toBe(made)
      expect(ipHashSalt(undefined, otherDir)).not.toBe(made)
      expect(ipHashSalt("the-operators-own-salt", dataDir)).toBe("the-operators-own-salt")
    } finally {
      for (const dir of [dataDir, otherDir]) fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
