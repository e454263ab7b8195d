import crypto from "node:crypto"

// A client address is personal data: it is stored and counted only as a salted hash (IP_HASH_SALT).
export const hashClientAddress = (salt: string, address: string) =>
  crypto.createHash("sha256").update(`${salt}:${address}`).digest("hex").slice(0, 32)
