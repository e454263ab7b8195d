import * as React from "react"
import { staffReportPhotoApi } from "../../lib/inspect-paths"
import type { ReportPhoto } from "../../lib/inspect-replies"
import { APP_LINK } from "../ui/app-styles"

// A field's photos: each as it arrived (the server serves only a finished upload made for this report), its caption
// under it and a link to download it whole; one whose bytes have not arrived yet says so.
export function ReportPhotos({ reportId, photos }: { reportId: string; photos: readonly ReportPhoto[] }) {
  if (photos.length === 0) return null
  return (
    <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {photos.map((photo, index) => {
        const url = staffReportPhotoApi.to({ reportId, photoId: photo.id })
        const caption = photo.caption || `Photo ${index + 1}`
        return (
          <li key={photo.id}>
            <figure className="text-sm">
              {photo.uploadId ? (
                <img src={url} alt={caption} loading="lazy" className="aspect-[4/3] w-full rounded object-cover" />
              ) : (
                <div className="flex aspect-[4/3] items-center justify-center rounded bg-slate-100 p-2 text-center text-slate-700">
                  Not received yet: the phone sends it when it has a network
                </div>
              )}
              <figcaption className="mt-1 break-words">
                {caption}
                {photo.uploadId && (
                  <>
                    {" · "}
                    <a href={url} download className={APP_LINK} aria-label={`Download ${caption}`}>
                      Download
                    </a>
                  </>
                )}
              </figcaption>
            </figure>
          </li>
        )
      })}
    </ul>
  )
}
