// The Upload modal's rules (spec 1 §2 "Upload modal", §3, §5, §8, §9): which kinds an LMS
// is offered, where a plugin goes, which files may be sent, the spec's messages, and the
// sizes and dates of the listing. Pure and zod-free: the modal (in the browser) and the
// contract's multipart schemas (in the BFF) check uploads with these same functions.
import { EXTENSION_KINDS, extensionOf, hasSignature, SIGNATURE_BYTES } from "./fileSignature";

// --- Kinds ---

export const UPLOAD_KINDS = ["FILE", "PLUGIN"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The route carries the LMS as the list gives it ("Totara"); case and blanks do not matter. */
export function isTotara(lms: string): boolean {
  return lms.trim().toLowerCase() === "totara";
}

/** FILE always; PLUGIN only for Totara (spec 1 §2). */
export function uploadKindsFor(lms: string): UploadKind[] {
  return isTotara(lms) ? ["FILE", "PLUGIN"] : ["FILE"];
}

// --- Where an upload goes ---

/** Plugin directories for upload (spec 1 §9). */
export const PLUGIN_DIRECTORIES = ["mod/", "local/", "theme/", "blocks/"] as const;
export type PluginDirectory = (typeof PLUGIN_DIRECTORIES)[number];

export function isPluginDirectory(value: unknown): value is PluginDirectory {
  return typeof value === "string" && (PLUGIN_DIRECTORIES as readonly string[]).includes(value);
}

export const PLUGIN_DIRECTORY_REQUIRED_MESSAGE = "Please select a plugin directory.";
/** No place to upload to yet: no path chosen (or, for a plugin, no plugin directory either). */
export const UPLOAD_PATH_REQUIRED_MESSAGE = "Please select a path.";

/** A plugin directory must be chosen before a path (spec 1 §2); a file needs none. */
export function canChoosePath(kind: UploadKind, directory: PluginDirectory | null): boolean {
  return kind === "FILE" || directory !== null;
}

/** `/var/www/site` + `mod/` → `/var/www/site/mod`: the path the server listed, then the plugin directory. */
export function pluginPath(path: string, directory: PluginDirectory): string {
  return `${path.trim().replace(/\/+$/, "")}/${directory.replace(/\/+$/, "")}`;
}

/** The directory the list, the upload and the delete are about, or null while the choice is incomplete. */
export function uploadTarget(kind: UploadKind, path: string | null, directory: PluginDirectory | null): string | null {
  const chosen = path?.trim() ?? "";
  if (chosen === "") return null;
  if (kind === "FILE") return chosen;
  return directory === null ? null : pluginPath(chosen, directory);
}

// --- What may be sent (spec 1 §5) ---
//
// Decided by content, never by the browser's Content-Type (the sender chooses it freely):
// the name must be safe and have an accepted extension, and the first bytes must be that
// type's signature (lib/domain/fileSignature.ts). SVG is not accepted: it is XML that can carry
// script (<script>, on* handlers, javascript: links, <foreignObject>), and no short check of
// its text rules all of them out; served from a site's origin it would be stored XSS.

export const UPLOAD_TYPE_MESSAGE = "Only images, videos, PDF and zip files can be uploaded.";
export const PLUGIN_TYPE_MESSAGE = "Only zip files can be uploaded as plugins.";

export const UPLOAD_NAME_MESSAGES = {
  noName: "The file has no name.",
  nul: "The file name contains a NUL character, which can hide its real extension.",
  control: "The file name contains a control character (such as a line break), which is not allowed.",
  bidi: "The file name contains an invisible text-direction character, which can disguise its real extension.",
  separator: "The file name must not contain / or \\: it must be a name, not a path.",
  dotDot: "The file name must not contain '..'.",
  hidden: "The file name must not start with a dot: files such as .htaccess configure the web server.",
  executable: "The file name must not contain an executable extension (such as .php or .phtml) before its last one: a web server could run it.",
} as const;

/** The content does not match the extension: a `.png` whose bytes are a PHP script, say. */
export const contentMismatchMessage = (name: string, extension: string) =>
  `${name} is not really a ${extension.toUpperCase()} file: its content does not match its extension.`;
export const notZipMessage = (name: string) => `${name} is not a valid zip archive.`;

// C0 and C1 controls (NUL, CR, LF, TAB, DEL…) and the direction overrides, embeddings,
// isolates and marks that make `evil\u202Egnp.php` display as `evilphp.png`.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
// Extensions a web server may run or obey, wherever they stand in the name: Apache's
// mod_mime maps every extension of `shell.php.png`, so a handler for .php runs it whatever
// the last one says.
const EXECUTABLE = new Set([
  "php", "php2", "php3", "php4", "php5", "php6", "php7", "php8", "phtml", "pht", "phtm", "phar", "phps", "pgif",
  "cgi", "fcgi", "pl", "py", "rb", "sh", "bash",
  "asp", "aspx", "ascx", "ashx", "asmx", "asa", "cfm", "cfml", "jsp", "jspx", "jsw", "jsv", "jspf",
  "shtml", "shtm", "stm", "exe", "bat", "cmd", "vbs", "ps1", "htaccess", "htpasswd",
]);

/** Why `name` may not be a file name on the server, or null when it may. */
export function uploadNameError(name: string | undefined): string | null {
  if (name === undefined || name.trim() === "") return UPLOAD_NAME_MESSAGES.noName;
  if (name.includes("\0")) return UPLOAD_NAME_MESSAGES.nul;
  if (CONTROL.test(name)) return UPLOAD_NAME_MESSAGES.control;
  if (BIDI.test(name)) return UPLOAD_NAME_MESSAGES.bidi;
  if (/[\\/]/.test(name)) return UPLOAD_NAME_MESSAGES.separator;
  if (name.includes("..")) return UPLOAD_NAME_MESSAGES.dotDot;
  return null;
}

/** Why a new file may not be stored under `name`, or null when it may: a safe name (above) that
 * no web server would run or obey, whatever its last extension — no hidden file (`.htaccess.png`)
 * and no executable extension anywhere (`shell.php.png`, `x.phtml.jpg`). Files already there
 * are named by uploadNameError alone, so that such a file can still be deleted. */
export function newUploadNameError(name: string | undefined): string | null {
  const bad = uploadNameError(name);
  if (bad !== null || name === undefined) return bad;
  if (name.trimStart().startsWith(".")) return UPLOAD_NAME_MESSAGES.hidden;
  // The last extension is judged by the accepted types; the ones before it here.
  if (name.split(".").slice(1, -1).some((part) => EXECUTABLE.has(part.trim().toLowerCase()))) return UPLOAD_NAME_MESSAGES.executable;
  return null;
}

/** Extensions a file upload may have; each maps to the signature its bytes must carry. */
export const UPLOAD_EXTENSIONS = Object.keys(EXTENSION_KINDS);
export const PLUGIN_EXTENSIONS = ["zip"] as const;

/** The file name of a multipart file, when it carries one (a File does, a bare Blob does not). */
export function fileName(file: Blob): string | undefined {
  const name: unknown = (file as { name?: unknown }).name;
  return typeof name === "string" ? name : undefined;
}

async function head(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
}

/**
 * Why `file` may not be sent as `kind`, or null when it may: a safe name, an accepted
 * extension, and first bytes that match it. The one rule of the form, the contract (BFF)
 * and the embedded upstream.
 */
export async function checkUpload(kind: UploadKind, file: Blob): Promise<string | null> {
  const name = fileName(file);
  const badName = newUploadNameError(name);
  if (badName !== null) return badName;
  if (name === undefined) return UPLOAD_NAME_MESSAGES.noName; // ruled out above; narrows the type
  const extension = extensionOf(name);
  if (kind === "PLUGIN") {
    if (extension !== "zip") return PLUGIN_TYPE_MESSAGE;
    return hasSignature(await head(file), "zip") ? null : notZipMessage(name);
  }
  // hasOwn: an "extension" such as `constructor` must not find Object.prototype's.
  if (!Object.hasOwn(EXTENSION_KINDS, extension)) return UPLOAD_TYPE_MESSAGE;
  return hasSignature(await head(file), EXTENSION_KINDS[extension]) ? null : contentMismatchMessage(name, extension);
}

/** The file picker's `accept`: a hint only — dropped files and "All files" are checked by checkUpload. */
export function acceptFor(kind: UploadKind): string {
  const extensions = kind === "PLUGIN" ? PLUGIN_EXTENSIONS : UPLOAD_EXTENSIONS;
  return extensions.map((e) => `.${e}`).join(",");
}

// --- Messages ---

export const UPLOAD_MESSAGES = {
  appDirectoriesFailed: "An error has occurred. Failed to load instance app directories.",
  noFiles: "There are no files available!",
  fileUploaded: "The file has been uploaded successfully...",
  pluginUploaded: "The plugin has been uploaded successfully...",
  tooLarge: "The file is larger than the server accepts.",
  oneFile: "Please choose one file at a time.",
  noAddress: "This instance has no IP address or DNS name, so its app directories cannot be listed.",
  deleted: (name: string) => `${name} has been deleted.`,
  confirmDelete: (name: string, target: string) => `Delete ${name} from ${target}? This cannot be undone.`,
} as const;

export function uploadedMessage(kind: UploadKind): string {
  return kind === "PLUGIN" ? UPLOAD_MESSAGES.pluginUploaded : UPLOAD_MESSAGES.fileUploaded;
}

// The BFF's stand-in when the upstream's error had no message (lib/bff/relay.ts): it says
// nothing a user can act on, so a 413 gets the plain size message instead.
const BARE_STATUS = /^The upstream answered HTTP \d+\.$/;

/**
 * What a failed upload says: field errors first (they name what is wrong with the file or the
 * path, and the modal marks no fields), else the server's message; a 413 always says the file
 * is too large, with the server's detail (its limit) when it gave one.
 */
export function uploadFailureMessage(status: number, message: string | null, fields: Record<string, string> = {}): string {
  const detail = message !== null && !BARE_STATUS.test(message) ? message.trim() : "";
  if (status === 413) return detail && detail !== UPLOAD_MESSAGES.tooLarge ? `${UPLOAD_MESSAGES.tooLarge} ${detail}` : UPLOAD_MESSAGES.tooLarge;
  const fieldMessages = [...new Set(Object.values(fields).map((m) => m.trim()).filter((m) => m !== ""))];
  if (fieldMessages.length > 0) return fieldMessages.join(" ");
  return detail || `The upload failed (HTTP ${status}).`;
}

// --- The listing (spec 1 §3: name, size, modifyTime) ---

const SIZE_UNITS = ["KB", "MB", "GB", "TB"] as const;

/** Bytes as people read them, in powers of 1024 (as file managers and the upload limit do): `512 B`, `47.1 KB`, `2.2 MB`. */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "—";
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${SIZE_UNITS[unit]}`;
}

// Epoch milliseconds before 1973 are more likely epoch seconds (what `stat` and some sftp
// libraries give): 1e11 ms is March 1973, 1e11 s is the year 5138.
const SECONDS_BELOW = 1e11;

function toDate(value: number | string): Date | null {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    return new Date(value < SECONDS_BELOW ? value * 1000 : value);
  }
  const text = value.trim();
  if (/^\d+$/.test(text)) return toDate(Number(text));
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms);
}

/**
 * A modifyTime (epoch milliseconds or seconds, or a date text) as `2026-03-14 09:05` in
 * `timeZone` (the browser's own when left out); text that is not a date is shown as it came.
 */
export function formatModifyTime(value: number | string, timeZone?: string): string {
  const date = toDate(value);
  if (date === null) return typeof value === "string" ? value : "—";
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

/** The same instant in full, for a tooltip or `dateTime` attribute; null when the value is not a date. */
export function modifyTimeIso(value: number | string): string | null {
  return toDate(value)?.toISOString() ?? null;
}
