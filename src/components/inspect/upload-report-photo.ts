import { PhotoUploadRefused, uploadPhoto } from "../../lib/photo-upload"
import type { StoredPhoto } from "./device-store"
import { Refused } from "./sync"

// A photo's bytes sent resumably (tus, src/lib/photo-upload.ts); its upload's id. A refusal the server will repeat
// (too large, not an image) stays for the person to see; a lost network ends the round, the next resumes it.
export async function uploadReportPhoto(photo: StoredPhoto): Promise<string> {
  try {
    // Short retries: a round that waits on a photo holds back a dangerous defect marked meanwhile; the next round
    // (the online event, the retry timer) resumes the upload where it stopped.
    return await uploadPhoto(photo.blob, { reportId: photo.reportId, photoId: photo.id, retryDelays: [0, 1000, 3000] })
  } catch (error) {
    if (error instanceof PhotoUploadRefused) throw new Refused(error.message)
    throw error
  }
}
