// The files an `image` field in data/ may name in data/images/: a photo wins over the SVG artwork of that name.
export const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif"]
export const ARTWORK_EXTENSION = "svg"
export const IMAGE_EXTENSIONS = [ARTWORK_EXTENSION, ...PHOTO_EXTENSIONS]
