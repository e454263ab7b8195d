import path from "node:path"

// The project's folders, for tests and scripts wherever they sit.
export const ROOT = path.resolve(__dirname, "..")
export const DATA_DIR = path.join(ROOT, "data")
export const PUBLIC_DIR = path.join(ROOT, "public")
