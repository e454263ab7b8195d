import type { IncomingHttpHeaders, IncomingMessage } from "node:http"

// A raw request's answer, read whole: for the tests that send what fetch will not (node:http, node:https).
export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: string }

export function readAnswer(response: IncomingMessage): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    response.on("data", (chunk: Buffer) => chunks.push(chunk))
    response.on("end", () =>
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      }),
    )
    response.on("error", reject)
  })
}
