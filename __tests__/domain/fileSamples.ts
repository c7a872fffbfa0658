// Test files whose first bytes are the published signatures of their formats (written out
// here, not taken from lib/domain/fileSignature), padded to a given size.

const bytes = (head: readonly number[] | string, size = 64): Uint8Array<ArrayBuffer> => {
  const start = typeof head === "string" ? [...head].map((c) => c.charCodeAt(0)) : head;
  const out = new Uint8Array(Math.max(size, start.length));
  out.set(start);
  return out;
};

export const HEADS = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  gif: "GIF89a",
  webp: "RIFF\u0024\u0000\u0000\u0000WEBPVP8 ",
  bmp: "BM",
  ico: [0x00, 0x00, 0x01, 0x00],
  mp4: "\u0000\u0000\u0000\u0018ftypisom",
  mov: "\u0000\u0000\u0000\u0014ftypqt  ",
  webm: [0x1a, 0x45, 0xdf, 0xa3],
  avi: "RIFF\u0024\u0000\u0000\u0000AVI LIST",
  ogv: "OggS",
  pdf: "%PDF-1.7\n",
  zip: [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00],
  emptyZip: [0x50, 0x4b, 0x05, 0x06],
  // RFC 1952: ID1 ID2, then CM 8 (deflate).
  gzip: [0x1f, 0x8b, 0x08, 0x00],
} as const;

/** A File named `name` whose content starts with `head`. */
export function sample(name: string, head: readonly number[] | string, size = 64, type = ""): File {
  return new File([bytes(head, size)], name, { type });
}

export const PHP = "<?php system($_GET['c']); ?>";
export const SVG_WITH_SCRIPT = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
