import path from "node:path"
import { parseArgs } from "node:util"
import { loadConfig } from "../config"
import { loadContent, type Content } from "../content"
import { openDatabase } from "../storage/database"
import { audit } from "../staff/audit"
import { createStaffAuth } from "../staff/auth"
import { passwordLinkSender } from "../staff/password-link-mail"
import { passwordProblem } from "../staff/password-policy"
import { erasePerson, exportPerson } from "../staff/person-data"
import { staffAuthSecret } from "../staff/secret"
import type { Output } from "./requests"
import { FIRST_ADMIN_COMMAND } from "../staff/first-admin"
import { runDueReminders } from "../client/reminder-run"
import { STAFF_ROLES, type StaffRole } from "../../src/lib/staff-roles"

const isStaffRole = (role: string | undefined): role is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(role)

export const STAFF_USAGE = `Usage: npm run -s staff -- <command>

  add <email> --name "<full name>" --role admin|staff|inspector
                         create an account; the password is read from standard input
  list                   list the accounts
  disable <email>        disable an account and end its sessions
  reset <email>          set a new password (read from standard input) and end its sessions
  export-person <email>  print everything held about this requester, as JSON
  erase-person <email>   erase this requester's personal data
  send-reminders         queue today's due-date digests to client companies now (the server does it hourly;
                         a company's day is sent once, whoever runs it)

Example: ${FIRST_ADMIN_COMMAND}
`

const CLI_ACTOR = { id: null, name: "command line" }

export class StaffUsageError extends Error {}

// The command, its address, --name, --role and --help, by node:util's strict parsing; a string says what is wrong.
function readArgs(argv: string[]) {
  try {
    const options = {
      name: { type: "string" },
      role: { type: "string" },
      help: { type: "boolean", short: "h" },
    } as const
    return parseArgs({ args: argv, options, allowPositionals: true })
  } catch (error) {
    return (error as TypeError).message
  }
}

export async function runStaffCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  // `content`: the site's texts when the caller has read them already (a test file reads them once).
  io: { stdin: () => Promise<string>; stdout: Output; stderr: Output; content?: Content },
): Promise<number> {
  const read = readArgs(argv)
  if (typeof read === "string") {
    io.stderr.write(`${read}\n\n${STAFF_USAGE}`)
    return 2
  }
  const [command, email] = read.positionals
  if (!command || read.values.help) {
    io.stdout.write(STAFF_USAGE)
    return read.values.help ? 0 : 2
  }
  const needsEmail = ["add", "disable", "reset", "export-person", "erase-person"].includes(command)
  if (needsEmail && !email?.includes("@")) {
    io.stderr.write(`${command} needs an e-mail address.\n\n${STAFF_USAGE}`)
    return 2
  }
  const config = loadConfig(env)
  const { clock } = config
  const content = io.content ?? loadContent()
  const db = await openDatabase(config)
  try {
    const auth = createStaffAuth(
      {
        db,
        dialect: config.databaseUrl ? "postgres" : "sqlite",
        secret: staffAuthSecret(config.staffAuthSecret, config.dataDir),
        brand: content.en.site.brand,
        siteUrl: config.siteUrl,
        sendPasswordLink: passwordLinkSender(db, content, clock),
        clock,
      },
      config.siteUrl.startsWith("https://"),
    )
    const ctx = await auth.$context
    const userOf = async () => {
      const found = await ctx.internalAdapter.findUserByEmail(email.toLowerCase())
      if (!found) throw new StaffUsageError(`No account has the address ${email}.`)
      return found.user
    }
    const readPassword = async () => {
      const password = (await io.stdin()).replace(/\r?\n$/, "")
      const problem = passwordProblem(password, [email])
      if (problem) throw new StaffUsageError(problem)
      return password
    }
    switch (command) {
      case "add": {
        const { name, role } = read.values
        if (!name?.trim()) throw new StaffUsageError('add needs --name "<full name>".')
        if (!isStaffRole(role)) throw new StaffUsageError("add needs --role admin, --role staff or --role inspector.")
        const password = await readPassword()
        await auth.api.createUser({ body: { email, password, name: name.trim(), role } })
        await audit(db, CLI_ACTOR, "account created", clock(), { detail: `${name.trim()} (${role})` })
        io.stdout.write(
          `Created ${role} ${email}.${role === "admin" ? " Two-factor sign-in is set up at the first sign-in." : ""}\n`,
        )
        return 0
      }
      case "list": {
        const users = await db.selectFrom("user").selectAll().orderBy("email").execute()
        for (const user of users) {
          const state = [
            user.role ?? "staff",
            user.banned ? "disabled" : "active",
            user.twoFactorEnabled ? "2FA" : "no 2FA",
          ]
          io.stdout.write(`${user.email}\t${user.name}\t${state.join("\t")}\n`)
        }
        if (users.length === 0) io.stdout.write("No accounts yet. Create the first administrator with `add`.\n")
        return 0
      }
      case "disable": {
        const user = await userOf()
        await ctx.internalAdapter.updateUser(user.id, { banned: true, banReason: "disabled" })
        await ctx.internalAdapter.deleteUserSessions(user.id)
        await audit(db, CLI_ACTOR, "account disabled", clock(), { detail: user.name })
        io.stdout.write(`Disabled ${email}; its sessions are ended.\n`)
        return 0
      }
      case "reset": {
        const user = await userOf()
        const password = await readPassword()
        await ctx.internalAdapter.updatePassword(user.id, await ctx.password.hash(password))
        await ctx.internalAdapter.deleteUserSessions(user.id)
        await audit(db, CLI_ACTOR, "password reset", clock(), { detail: user.name })
        io.stdout.write(`New password set for ${email}; its sessions are ended.\n`)
        return 0
      }
      case "export-person": {
        io.stdout.write(
          `${JSON.stringify({ email, ...(await exportPerson(db, CLI_ACTOR, email, clock())) }, null, 2)}\n`,
        )
        return 0
      }
      case "erase-person": {
        const erased = await erasePerson(db, CLI_ACTOR, email, clock(), {
          outboxDir: path.join(config.dataDir, "outbox"),
        })
        const what = [...erased.references, ...(erased.clientAccounts ? ["the client account"] : [])]
        io.stdout.write(what.length ? `Erased ${what.join(", ")}.\n` : `Nothing held about ${email}.\n`)
        return 0
      }
      case "send-reminders": {
        const queued = await runDueReminders(db, clock(), { siteUrl: config.siteUrl, content, onMailQueued: () => {} })
        io.stdout.write(`Queued ${queued} reminder digest(s).\n`)
        return 0
      }
      default:
        throw new StaffUsageError(`Unknown command: ${command}`)
    }
  } catch (error) {
    if (error instanceof StaffUsageError) {
      io.stderr.write(`${error.message}\n`)
      return 2
    }
    io.stderr.write(`${(error as Error).message}\n`)
    return 1
  } finally {
    await db.destroy()
  }
}
