import QRCode from "qrcode"
import type { CertificateKind } from "../../src/lib/certificate-kinds"
import { VERIFY_PATH } from "../../src/lib/routes"
import type { Certificate } from "../storage/schema"
import { signLabel, type LabelSigner } from "./label-signing"

// The link a scanned label opens: the public check with the number and code filled in, and after "#" the signed
// label (src/lib/signed-label.ts), which the page checks without the network and the browser never sends.
export function verifyLink(siteUrl: string, number: string, code: string, signed?: string): string {
  const url = new URL(VERIFY_PATH, siteUrl)
  url.searchParams.set("n", number)
  url.searchParams.set("c", code)
  if (signed) url.hash = signed
  return url.toString()
}

// The signed link of a stored record.
export function signedVerifyLink(siteUrl: string, signer: LabelSigner, record: Certificate): string {
  const signed = signLabel(signer, {
    number: record.number,
    kind: record.kind as CertificateKind,
    item: record.item,
    serial: record.serial,
    inspectedOn: record.inspected_on,
    validUntil: record.valid_until,
  })
  return verifyLink(siteUrl, record.number, record.code, signed)
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)

// A label to print: the QR code (medium error correction survives a scuffed sticker) with the number beneath,
// in millimetres so it prints at 40 × 48 mm whatever the printer.
export async function labelSvg(link: string, number: string): Promise<string> {
  const qr = await QRCode.toString(link, {
    type: "svg",
    margin: 2,
    errorCorrectionLevel: "M",
  })
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(qr)![1])
  const modules = qr.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "")
  const height = size + 6
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="40mm" height="${(40 * height) / size}mm" viewBox="0 0 ${size} ${height}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${height}" fill="#ffffff"/>${modules}` +
    `<text x="${size / 2}" y="${size + 3.5}" text-anchor="middle" font-family="DejaVu Sans Mono, monospace" font-size="3" fill="#000000">${escapeXml(number)}</text>` +
    `</svg>`
  )
}

const PRINT_STYLE =
  "@page{size:A4;margin:10mm}body{margin:0;display:flex;flex-wrap:wrap;gap:6mm}" + "figure{margin:0;break-inside:avoid}"

// A page of labels for the browser's print dialog: a grid of 40 mm labels on A4.
export function labelsPage(labels: { number: string; svg: string }[]): string {
  const cells = labels.map(({ number, svg }) => `<figure aria-label="${escapeXml(number)}">${svg}</figure>`).join("")
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<title>Certificate labels</title><style>${PRINT_STYLE}</style></head><body>${cells}</body></html>`
  )
}
