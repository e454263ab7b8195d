import { createHash, randomInt, timingSafeEqual } from "node:crypto"

// No 0/O, 1/I/L: a code read off paper or a sticker cannot be mistyped as another.
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
export const CODE_LENGTH = 10

// randomInt draws uniformly from the CSPRNG: 31^10 ≈ 8·10^14 codes.
export function generateCode(): string {
  let code = ""
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return code
}

// People type codes in lower case, with spaces or dashes; those carry no meaning.
export const normaliseCode = (code: string) => code.toUpperCase().replace(/[\s-]+/g, "")

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest()

// Hashing first makes both sides 32 bytes, so timingSafeEqual runs on equal lengths whatever was typed.
export function sameCode(typed: string, stored: string): boolean {
  return timingSafeEqual(digest(normaliseCode(typed)), digest(stored))
}
