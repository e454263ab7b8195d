// Documents the build writes beside the pages (the company profiles): shown in the browser's PDF viewer and
// named when saved. One rule for the Node server and the header files of other hosts (site-build/postbuild/host-files.ts).
export const DOCUMENT = /\/([^/]+\.pdf)$/

export function downloadHeaders(urlPath: string): Record<string, string> {
  const name = DOCUMENT.exec(urlPath)?.[1]
  return name ? { "content-disposition": `inline; filename="${name}"` } : {}
}
