import type { StoredPhoto } from "./device-store"
import { Refused } from "./sync"

// tus-js-client comes with the first photo sent, not with the app's first load (e2e/budgets.spec.ts); a photo is
// only sent with a network, which brings it, and the app's worker keeps it from then on.
const photoUpload = () => import(/* webpackChunkName: "photo-upload" */ "../../lib/photo-upload")

// A photo's bytes sent resumably (tus, src/lib/photo-upload.ts); its upload's id. A refusal the server will repeat
// (too large, not an image) stays for the person to see; a lost network ends the round, the next resumes it.
export async function uploadReportPhoto(photo: StoredPhoto): Promise<string> {
  // A photo opened from the server has no bytes here; it has its upload already and is never queued.
  if (!photo.blob) throw new Refused("this photo's bytes are on the server")
  const { PhotoUploadRefused, uploadPhoto } = await photoUpload()
  try {
    // Short retries: a round that waits on a photo holds back a dangerous defect marked meanwhile; the next round
    // (the online event, the retry timer) resumes the upload where it stopped.
    return await uploadPhoto(photo.blob, { reportId: photo.reportId, photoId: photo.id, retryDelays: [0, 1000, 3000] })
  } catch (error) {
    if (error instanceof PhotoUploadRefused) throw new Refused(error.message)
    throw error
  }
}
