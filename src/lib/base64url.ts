// Base64url without padding (RFC 4648 §5), in the browser and in Node alike (atob/btoa, no Buffer): the signed
// labels and the key file use it, since it needs no escaping in a URL fragment or JSON.
export function toBase64url(bytes: Uint8Array): string {
  let binary = ""
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")
}

// Undefined for anything that is not base64url: a label read wrongly is "not genuine", never an exception.
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"))
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  // Only the one canonical spelling of the bytes is accepted: stray bits in the last character would otherwise
  // let a changed character check as genuine.
  return toBase64url(bytes) === text ? bytes : undefined
}
