import sharp from "sharp"

// A report's photos as the PDF holds them: about 1,200 px on the long side, JPEG at quality 70 — sharp enough to
// read a data plate on paper, small enough that 20 photos keep the PDF within 5 MB. Turned upright by their EXIF
// orientation (a phone's portrait photo), never enlarged; made at once, on sharp's own threads (mozjpeg would save
// a third of the bytes at seven times the time).
export const PDF_PHOTO_LONG_SIDE_PX = 1200
export const PDF_PHOTO_QUALITY = 70

export const pdfPhotos = (photos: readonly { bytes: Uint8Array }[]): Promise<Buffer[]> =>
  Promise.all(
    photos.map(({ bytes }) =>
      sharp(bytes)
        .rotate()
        .resize(PDF_PHOTO_LONG_SIDE_PX, PDF_PHOTO_LONG_SIDE_PX, { fit: "inside", withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: PDF_PHOTO_QUALITY })
        .toBuffer(),
    ),
  )
