import crypto from "node:crypto"
import http from "node:http"
import { base32 } from "@better-auth/utils/base32"
import type { Api } from "./inject-fetch"
import { readAnswer, type RawAnswer } from "./read-answer"
import { staffCall } from "./staff"

// An authenticator app's code (RFC 6238: HMAC-SHA1, 30 s, 6 digits), as in node: @better-auth/utils/otp is an
// ES module Jest does not load.
export function totp(secret: Uint8Array, now = Date.now()): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)))
  const digest = crypto.createHmac("sha1", secret).update(counter).digest()
  const offset = digest[digest.length - 1] & 0xf
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0")
}

// What an attacker sends that fetch will not: any Host header, a path spelt as typed (no normalisation).
export function rawRequest(
  base: string,
  path: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        path,
        method,
        headers: { ...(body !== undefined ? { "content-length": String(Buffer.byteLength(body)) } : {}), ...headers },
      },
      (response) => void readAnswer(response).then(resolve, reject),
    )
    request.on("error", reject)
    request.end(body)
  })
}

// Turns on two-factor sign-in for the signed-in account, as the workspace's page does; returns the new session
// cookie, a function giving the authenticator app's current code, its code at any time, and the backup codes.
// `api` as testing/staff.ts takes it: an app in this process or a server process's address.
export async function turnOnTwoFactor(api: Api, cookie: string, password: string, authPath = "/api/staff/auth") {
  const enable = await staffCall(api, `${authPath}/two-factor/enable`, {
    method: "POST",
    json: { password },
    headers: { cookie },
  })
  if (enable.status !== 200) throw new Error(`two-factor/enable answered ${enable.status}: ${await enable.text()}`)
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] }
  const secret = base32.decode(new URL(totpURI).searchParams.get("secret")!)
  const currentCode = async () => totp(secret)
  const codeAt = (ms: number) => totp(secret, ms)
  const verify = await staffCall(api, `${authPath}/two-factor/verify-totp`, {
    method: "POST",
    json: { code: await currentCode() },
    headers: { cookie },
  })
  if (verify.status !== 200) throw new Error(`two-factor/verify-totp answered ${verify.status}: ${await verify.text()}`)
  const fresh = verify.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
  const merged = new Map(cookie.split("; ").map((pair) => [pair.split("=")[0], pair] as const))
  for (const pair of fresh) merged.set(pair.split("=")[0], pair)
  return { cookie: [...merged.values()].join("; "), currentCode, codeAt, backupCodes }
}

// The link a mail carries (the first http(s) URL in its text).
export const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? ""
