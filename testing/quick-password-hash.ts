import { randomBytes, scrypt, timingSafeEqual } from "node:crypto"

// Better Auth's password hash (@better-auth/utils/password) with scrypt's cost at 2^10 where the library's is 2^14,
// for the unit tests only (jest.config.js maps the module here): a unit run hashed and checked 859 passwords, each
// 254 ms of processor time at the library's cost, a quarter of the stage. The same function and the same stored form
// (salt:key, hex), so every sign-in, reset and lockout test runs the library's own flow. The library's cost itself
// is what the tests of the server as a process of its own and the browser tests run (testing/entry-points.ts).
const COST = { N: 1024, r: 16, p: 1 }
const KEY_LENGTH = 64

const keyOf = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, COST, (error, key) => (error ? reject(error) : resolve(key))),
  )

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex")
  return `${salt}:${(await keyOf(password, salt)).toString("hex")}`
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const [salt, key] = hash.split(":")
  if (!salt || !key) throw new Error("Invalid password hash")
  const [typed, stored] = [await keyOf(password, salt), Buffer.from(key, "hex")]
  return typed.length === stored.length && timingSafeEqual(typed, stored)
}
