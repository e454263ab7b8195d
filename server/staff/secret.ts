import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"

// STAFF_AUTH_SECRET signs the session cookies. Without it a random one is made once and kept in DATA_DIR, which is
// enough for one instance; several instances need the same value set in each.
export function staffAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured
  const file = path.join(dataDir, "staff-auth-secret")
  try {
    return fs.readFileSync(file, "utf8").trim()
  } catch {
    fs.mkdirSync(dataDir, { recursive: true })
    const secret = crypto.randomBytes(32).toString("base64url")
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" })
    return fs.readFileSync(file, "utf8").trim()
  }
}
