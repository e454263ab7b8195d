import * as React from "react"
import { formatSize } from "../../lib/attachment-rules"
import type { RequestDetail } from "../../lib/staff-replies"

// A file as the request's reply lists it (src/lib/staff-replies.ts).
export type ListedFile = RequestDetail["attachments"][number]

// The files sent with a request, each a download through the staff API (never a public address); the digest
// lets staff check a copy passed on to a colleague or a client.
export function RequestFiles({ files }: { files: readonly ListedFile[] }) {
  return (
    <section>
      <h2 className="text-lg font-semibold">Files</h2>
      {files.length === 0 ? (
        <p className="text-sm text-slate-700">No files were sent with this request.</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm" data-testid="files">
          {files.map((file) => (
            <li key={file.id} className="py-2">
              <a href={file.url} download={file.name} className="break-all font-semibold text-blue-800 underline">
                {file.name}
              </a>{" "}
              <span className="text-slate-700">
                ({formatSize(file.size)}, {file.type})
              </span>
              <span className="block break-all font-mono text-xs text-slate-600">SHA-256 {file.sha256}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
