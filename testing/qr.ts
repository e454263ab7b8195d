import jsQR from "jsqr"
import sharp from "sharp"

// What a phone's camera reads off a printed label: the image (an SVG, or a screenshot of the printed page)
// rasterised on white, then decoded by a maintained QR reader.
export async function decodeQr(image: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(image, { density: 300 })
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data
}
