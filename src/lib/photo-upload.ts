import { Upload, type DetailedError, type UrlStorage } from "tus-js-client"
import { INSPECT_UPLOADS_API } from "./inspect-paths"

// After a cut, tus-js-client asks the server where the upload stands and sends only the rest: at once, then after
// 1, 3, 5, 10 and 20 s; after that the app's next round of sending tries again.
export const PHOTO_RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000]

// The server's answers that will not change if asked again (server/inspect/photo-uploads.ts): metadata without a
// report or photo (400), another origin or the wrong account (403), over 400 KB (413), not a JPEG, PNG or WebP
// (415). A 401 is not among them: once signed in again the photo goes.
const REFUSALS = new Set([400, 403, 413, 415])

export class PhotoUploadRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = "PhotoUploadRefused"
  }
}

// The status of the server's answer an upload failed on (undefined without one: no network).
export const uploadStatus = (error: unknown): number | undefined =>
  (error as Partial<DetailedError> | null)?.originalResponse?.getStatus()

export type UploadPhotoOptions = {
  reportId: string
  photoId: string
  onProgress?: (sent: number, total: number) => void
  // The site's origin (the page's); given by the tests that run this outside a browser.
  origin?: string
  headers?: Record<string, string>
  // Where the upload's address is kept to resume it after a reload: tus-js-client's localStorage by default.
  urlStorage?: UrlStorage
  retryDelays?: number[]
}

// Sends a photo (already made smaller on the device) to the server over tus and answers its upload id, the
// report's photo's uploadId. Resumable: its address is kept under the photo's id, so after a cut, a reload or a
// restart the same photo continues from what the server holds; a photo the server has complete is not sent again.
// The browser sends the page's Origin and the inspector's session cookie itself.
export function uploadPhoto(blob: Blob, options: UploadPhotoOptions): Promise<string> {
  const { reportId, photoId, onProgress, headers, urlStorage, retryDelays = PHOTO_RETRY_DELAYS } = options
  const origin = options.origin ?? window.location.origin
  return new Promise((resolve, reject) => {
    const upload: Upload = new Upload(blob, {
      endpoint: new URL(INSPECT_UPLOADS_API, origin).href,
      metadata: { reportId, photoId },
      // The photo's id, not tus's default (name, type, size): two photos of one size are two uploads.
      fingerprint: async () => `inspect-photo-${photoId}`,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      retryDelays,
      ...(headers ? { headers } : {}),
      ...(urlStorage ? { urlStorage } : {}),
      onProgress: onProgress ?? null,
      onSuccess: () => resolve(new URL(upload.url as string, origin).pathname.split("/").pop() as string),
      onError: (error) => {
        const status = uploadStatus(error)
        reject(status && REFUSALS.has(status) ? new PhotoUploadRefused(error.message, status) : error)
      },
    })
    upload
      .findPreviousUploads()
      .then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0])
        upload.start()
      })
      .catch(reject)
  })
}
