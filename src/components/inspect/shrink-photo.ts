// A photo from the camera made smaller on the phone before it is kept or sent: at most 1,600 px on its long side
// and 400 KB, as JPEG. Drawing it on a canvas and encoding it again keeps only the pixels: the EXIF block, with the
// place it was taken, is not carried over.
export const LONG_SIDE = 1600
export const MAX_BYTES = 400 * 1024
const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45, 0.35]
// The thumbnail the report shows, kept beside the photo as a data: URL (the pages' policy allows images from
// data:, not blob:), drawn once.
export const THUMB_SIDE = 160

// The size to draw at: the long side brought down to `longSide`, never enlarged.
export function fittedSize(width: number, height: number, longSide = LONG_SIDE): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

const encode = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality))

function drawn(bitmap: ImageBitmap, size: { width: number; height: number }): HTMLCanvasElement {
  const canvas = document.createElement("canvas")
  canvas.width = size.width
  canvas.height = size.height
  canvas.getContext("2d")!.drawImage(bitmap, 0, 0, size.width, size.height)
  return canvas
}

export async function shrinkPhoto(file: Blob): Promise<{ blob: Blob; thumb: string }> {
  // The phone's own turn of the photo (EXIF orientation) is applied before the EXIF goes.
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" })
  let { width, height } = fittedSize(bitmap.width, bitmap.height)
  try {
    // A very detailed photo may not fit 400 KB at 1,600 px even at the lowest quality: smaller then.
    for (;;) {
      const canvas = drawn(bitmap, { width, height })
      for (const quality of QUALITIES) {
        const blob = await encode(canvas, quality)
        if (blob && blob.size <= MAX_BYTES)
          return { blob, thumb: drawn(bitmap, fittedSize(width, height, THUMB_SIDE)).toDataURL("image/jpeg", 0.7) }
      }
      ;({ width, height } = fittedSize(width, height, Math.round(Math.max(width, height) * 0.75)))
    }
  } finally {
    bitmap.close()
  }
}
