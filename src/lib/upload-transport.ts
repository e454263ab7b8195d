// fetch() cannot report an upload's progress; XMLHttpRequest can. This wraps it in fetch's shape (as far as
// sendQuote reads a response), so a request with files keeps sendQuote's retries and Idempotency-Key.
import type { Transport } from "./send-quote"

export function uploadTransport(onProgress: (fraction: number) => void): Transport {
  return (url, init) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open(init.method, url)
      for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value)
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total)
      }
      xhr.onload = () =>
        resolve({
          status: xhr.status,
          headers: { get: (name) => xhr.getResponseHeader(name) },
          json: async () => JSON.parse(xhr.responseText) as unknown,
        })
      // A network error or an aborted upload: sendQuote retries it like a 5xx.
      xhr.onerror = () => reject(new TypeError("upload failed"))
      xhr.onabort = xhr.onerror
      xhr.send(init.body)
    })
}
