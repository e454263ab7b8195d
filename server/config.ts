import path from "node:path"

export type ServerConfig = { port: number; host: string; publicDir: string }

// Read once at start; a wrong value stops the server with the variable named and what it expects.
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 9000)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535 (got "${env.PORT}")`)
  }
  return {
    port,
    host: env.HOST || "127.0.0.1",
    publicDir: path.resolve(env.PUBLIC_DIR || "public"),
  }
}
