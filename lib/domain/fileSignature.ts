// What a file really is, from its first bytes (magic numbers), for the types uploads accept
// (spec 1 §5: images, video, PDF, zip). The browser's Content-Type is never consulted: it is
// whatever the sender says, so `shell.php` can arrive as `image/png`.

export type FileKind = "png" | "jpeg" | "gif" | "webp" | "bmp" | "ico" | "isobmff" | "quicktime" | "ebml" | "avi" | "ogg" | "pdf" | "zip" | "gzip";

/** How many leading bytes `detectKinds` needs; callers read `file.slice(0, SIGNATURE_BYTES)`. */
export const SIGNATURE_BYTES = 16;

type Pattern = readonly (number | null)[]; // null: any byte

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));
const at = (offset: number, bytes: readonly number[]): Pattern => [...Array<null>(offset).fill(null), ...bytes];

// Each kind with the byte patterns (from offset 0) that mark it.
const SIGNATURES: Record<FileKind, readonly Pattern[]> = {
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [ascii("GIF87a"), ascii("GIF89a")],
  webp: [[...ascii("RIFF"), null, null, null, null, ...ascii("WEBP")]],
  bmp: [ascii("BM")],
  ico: [[0x00, 0x00, 0x01, 0x00]],
  // MP4 and its relatives (ISO base media): a box size, then `ftyp`.
  isobmff: [at(4, ascii("ftyp"))],
  // Older QuickTime files may open with another top-level atom instead of `ftyp`.
  quicktime: [at(4, ascii("ftyp")), at(4, ascii("moov")), at(4, ascii("mdat")), at(4, ascii("wide")), at(4, ascii("free"))],
  // WebM and Matroska share the EBML header.
  ebml: [[0x1a, 0x45, 0xdf, 0xa3]],
  avi: [[...ascii("RIFF"), null, null, null, null, ...ascii("AVI ")]],
  ogg: [ascii("OggS")],
  pdf: [ascii("%PDF-")],
  // A local file header, or the end record of an empty archive.
  zip: [[0x50, 0x4b, 0x03, 0x04], [0x50, 0x4b, 0x05, 0x06]],
  // gzip (RFC 1952): ID1 ID2 and the only compression method defined, deflate (packages' .tgz, .gz).
  gzip: [[0x1f, 0x8b, 0x08]],
};

/** Extension (lower case, no dot) → the kind its bytes must be. SVG is deliberately absent (see uploads.ts). */
export const EXTENSION_KINDS: Readonly<Record<string, FileKind>> = {
  png: "png", jpg: "jpeg", jpeg: "jpeg", gif: "gif", webp: "webp", bmp: "bmp", ico: "ico",
  mp4: "isobmff", m4v: "isobmff", mov: "quicktime", webm: "ebml", mkv: "ebml", avi: "avi", ogv: "ogg",
  pdf: "pdf", zip: "zip",
};

function matches(bytes: Uint8Array, pattern: Pattern): boolean {
  return bytes.length >= pattern.length && pattern.every((b, i) => b === null || bytes[i] === b);
}

/** True when `bytes` (the start of a file) carry the signature of `kind`. */
export function hasSignature(bytes: Uint8Array, kind: FileKind): boolean {
  return SIGNATURES[kind].some((pattern) => matches(bytes, pattern));
}

/** The extension of a name, lower case without the dot; "" when there is none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 || dot === name.length - 1 ? "" : name.slice(dot + 1).toLowerCase();
}
