import pino from "pino"
import pretty from "pino-pretty"
import type { LogFormat } from "../config"
import { LOG_SERIALIZERS } from "../app"

// The server's log: one JSON object a line for log collectors, or readable lines (pino-pretty) for a person at a
// terminal; LOG_FORMAT chooses, else a terminal gets lines. Either way the serializers (app.ts) keep names,
// addresses, queries and tokens out (server/http/redact.ts).
export function createLogger(level: string, format: LogFormat | undefined, terminal = Boolean(process.stdout.isTTY)) {
  const options = { level, serializers: LOG_SERIALIZERS }
  if ((format ?? (terminal ? "pretty" : "json")) === "json") return pino(options)
  // Written synchronously, so the last lines before an exit are not lost.
  return pino(options, pretty({ sync: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" }))
}
