import { execFileSync, spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import path from "node:path"

// Debian's nginx as a child process of a test or benchmark: its own config, pid, log and temp paths in a folder of
// the caller's, in the foreground (no daemon), so that it ends with whoever started it.

// /usr/sbin is not on every user's PATH; Debian installs nginx there.
export function nginxBinary(): string | null {
  if (fs.existsSync("/usr/sbin/nginx")) return "/usr/sbin/nginx"
  try {
    return execFileSync("which", ["nginx"], { encoding: "utf8" }).trim() || null
  } catch {
    return null
  }
}

// A whole nginx.conf around the caller's `http` block contents: one worker, every path inside `dir`.
export function nginxConfig(dir: string, http: string): string {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
${http}
}
`
}

// Writes the config and starts nginx with it; -e keeps it off /var/log/nginx even before it read the config.
export function spawnNginx(binary: string, dir: string, http: string): ChildProcess {
  const conf = path.join(dir, "nginx.conf")
  fs.writeFileSync(conf, nginxConfig(dir, http))
  return spawn(binary, ["-c", conf, "-p", dir, "-e", path.join(dir, "error.log")], { stdio: "ignore" })
}

export type Nginx = { stop: () => Promise<void>; errorLog: () => string }

// nginx listening on `port` (the `http` block must say so), or an error with its log when it does not come up.
export async function startNginx(dir: string, http: string, port: number): Promise<Nginx> {
  const binary = nginxBinary()
  if (!binary) throw new Error("nginx is not installed: apt-get install -y nginx")
  const child = spawnNginx(binary, dir, http)
  let exit: number | null | undefined
  const exited = new Promise<void>((resolve) =>
    child.once("exit", (code) => {
      exit = code
      resolve()
    }),
  )
  const errorLog = () => fs.readFileSync(path.join(dir, "error.log"), "utf8")
  const deadline = Date.now() + 10_000
  while (!(await listening(port))) {
    if (exit !== undefined || Date.now() > deadline) {
      child.kill("SIGKILL")
      throw new Error(`nginx did not start (exit ${exit}):\n${fs.existsSync(dir) ? errorLog() : ""}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    errorLog,
    // SIGQUIT: nginx's graceful stop; the process is ours, so it is waited for.
    stop: async () => {
      if (exit === undefined) child.kill("SIGQUIT")
      await exited
    },
  }
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1")
    socket.once("connect", () => {
      socket.destroy()
      resolve(true)
    })
    socket.once("error", () => resolve(false))
  })
}

// A self-signed certificate for localhost and 127.0.0.1, made with openssl into `dir`.
export function selfSignedCertificate(dir: string) {
  const cert = path.join(dir, "cert.pem")
  const key = path.join(dir, "key.pem")
  execFileSync(
    "openssl",
    [
      "req",
      ...["-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", key, "-out", cert, "-days", "2", "-subj", "/CN=localhost"],
      ...["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
    ],
    { stdio: "ignore" },
  )
  return { cert, key, pem: fs.readFileSync(cert, "utf8") }
}
