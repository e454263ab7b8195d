// A file received, checked and waiting in a temporary file until the request's transaction stores it.
// Its own module: read-multipart makes it and imports attachment-staging, which stores it; kept in either, the
// type made the two import each other.
export type ReceivedFile = { name: string; size: number; type: string; sha256: string; path: string }
