import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"

// A secret with no public default: the environment's value when set (the same in every instance), else one made
// at first start and kept in DATA_DIR (enough for one instance, or several sharing DATA_DIR).
export function keptSecret(file: string, configured: string | undefined, dataDir: string): string {
  if (configured) return configured
  const kept = path.join(dataDir, file)
  try {
    return fs.readFileSync(kept, "utf8").trim()
  } catch {
    fs.mkdirSync(dataDir, { recursive: true })
    const secret = crypto.randomBytes(32).toString("base64url")
    try {
      fs.writeFileSync(kept, secret, { mode: 0o600, flag: "wx" })
    } catch (error) {
      // Another process made it first: theirs is the one.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
    }
    return fs.readFileSync(kept, "utf8").trim()
  }
}

// STAFF_AUTH_SECRET signs the session cookies.
export const staffAuthSecret = (configured: string | undefined, dataDir: string) =>
  keptSecret("staff-auth-secret", configured, dataDir)

// IP_HASH_SALT salts the stored hashes of client addresses (rate limits, lockout, requests).
export const ipHashSalt = (configured: string | undefined, dataDir: string) =>
  keptSecret("ip-hash-salt", configured, dataDir)
