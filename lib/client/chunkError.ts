// Recognises a script chunk that failed to load: after a new deploy the chunk names the open
// page knows are gone (or the network dropped the request). Turbopack throws an Error named
// ChunkLoadError ("Failed to load chunk …"); webpack's "Loading chunk … failed"; browsers
// word a failed dynamic import() in their own ways. The cause chain is followed too.
const CHUNK_MESSAGES = [
  /Failed to load chunk/i,
  /Loading (CSS )?chunk [^\s]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

export function isChunkLoadError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  if (error.name === "ChunkLoadError") return true;
  if (CHUNK_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  return isChunkLoadError(error.cause, depth + 1);
}

/** A full reload fetches the new deploy's page and chunk names. */
export function reloadPage(): void {
  window.location.reload();
}
