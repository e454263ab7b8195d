import path from "node:path"
import { loadContent, type Content } from "../server/content"
import { ROOT } from "./paths"

// The site's texts (data/) as the server reads them, read and checked once a test file: every server a file composes
// and every account its command line adds words its mails with the same texts, where each used to read and check
// them again (seven times in a file of two companies, a quarter of its processor time).
let content: Content | undefined
export const siteContent = (): Content => (content ??= loadContent(path.join(ROOT, "data")))
