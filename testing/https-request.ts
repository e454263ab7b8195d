import https from "node:https"
import { readAnswer, type RawAnswer } from "./read-answer"

// One HTTPS request on a connection of its own, trusting the given certificate (a test's self-signed one) and
// leaving from a chosen loopback address (127.0.0.2, 127.0.0.3 …): to a proxy, a different client.

export type HttpsAnswer = RawAnswer

type Options = {
  method?: string
  headers?: Record<string, string>
  body?: string
  ca: string
  localAddress?: string
}

export function httpsRequest(url: string, { method = "GET", headers = {}, body, ca, localAddress }: Options) {
  return new Promise<HttpsAnswer>((resolve, reject) => {
    const request = https.request(url, { method, headers, ca, localAddress, agent: false }, (response) => {
      void readAnswer(response).then(resolve, reject)
    })
    request.on("error", reject)
    request.end(body)
  })
}
