import { buildApp } from "./app"
import { buildIfNeeded } from "./build-if-needed"
import { loadConfig } from "./config"

async function main() {
  const config = loadConfig()
  if (process.env.SKIP_BUILD !== "1") buildIfNeeded(process.cwd(), config.publicDir)
  const app = await buildApp({ publicDir: config.publicDir })
  const address = await app.listen({ port: config.port, host: config.host })
  console.log(`Serving the site at ${address}`)
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)))
  }
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
