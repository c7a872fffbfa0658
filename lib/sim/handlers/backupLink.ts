// GET /backup?fileUniqueId&region (spec 2 §2.6, §7): the download link of a finished backup.
// Before the backup is ready it answers 409 'not ready yet'; after, a signed link that expires
// (machine/downloadLinks.ts). The link points at the console's dev route
// /api/dev/backups/{fileUniqueId}, which exists only against the embedded upstream and hands the
// request to `Sim.downloadBackup` (or, with `npm run upstream`, /__sim/backups/{id} on the
// upstream itself serves the same file).
import { checkDownload, DOWNLOAD_LINK_TTL_MS, signDownload } from "../machine/downloadLinks";
import { backupArchive } from "../machine/backupArchive";
import { backupsOf, downloadSecretOf } from "../records";
import { json } from "../reply";
import type { SimState } from "../state/types";
import type { HandlerMap } from "./types";

export const BACKUP_LINK_MESSAGES = {
  unknown: (id: string) => `No backup ${id} was found.`,
  notReady: (id: string, at: string) => `The backup ${id} is not ready yet; it will be ready at ${at}.`,
  invalidLink: "This download link is not valid.",
  expiredLink: "This download link has expired. Open the backup page again for a new one.",
} as const;

/** The console's path for a backup's file. */
export const BACKUP_DOWNLOAD_PATH = "/api/dev/backups";

export const backupLinkHandlers: HandlerMap = {
  backupLink(ctx) {
    const { world } = ctx;
    const { fileUniqueId, region } = ctx.query;
    const job = backupsOf(world.state).find((j) => j.fileUniqueId === fileUniqueId && j.region === region);
    if (!job) return json({ message: BACKUP_LINK_MESSAGES.unknown(fileUniqueId) }, 404);
    const now = world.now();
    if (Date.parse(job.readyAt) > now) return json({ message: BACKUP_LINK_MESSAGES.notReady(fileUniqueId, job.readyAt) }, 409);
    const fresh = world.state.downloadSecret === undefined;
    const secret = downloadSecretOf(world.state);
    if (fresh) world.changed();
    const expires = now + DOWNLOAD_LINK_TTL_MS;
    const query = new URLSearchParams({ region, expires: String(expires), signature: signDownload(secret, fileUniqueId, expires) });
    return { body: { backupURL: `${world.options.consoleUrl}${BACKUP_DOWNLOAD_PATH}/${encodeURIComponent(fileUniqueId)}?${query}` } };
  },
};

/** The file behind a signed link: 403 for a wrong signature, 410 once expired, 404 for no such backup. */
export function serveBackupDownload(state: SimState, now: number, fileUniqueId: string, query: URLSearchParams): Response {
  const secret = state.downloadSecret;
  const check = secret ? checkDownload(secret, fileUniqueId, query.get("expires"), query.get("signature"), now) : "invalid";
  if (check === "invalid") return json({ message: BACKUP_LINK_MESSAGES.invalidLink }, 403);
  if (check === "expired") return json({ message: BACKUP_LINK_MESSAGES.expiredLink }, 410);
  const job = backupsOf(state).find((j) => j.fileUniqueId === fileUniqueId);
  if (!job || Date.parse(job.readyAt) > now) return json({ message: BACKUP_LINK_MESSAGES.unknown(fileUniqueId) }, 404);
  const { filename, bytes } = backupArchive(job);
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      "content-type": "application/gzip",
      "content-disposition": `attachment; filename="${filename}"`,
      "content-length": String(bytes.length),
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
