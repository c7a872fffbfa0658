// The row links' icons (Material icon paths), drawn in place of their words when the list's
// window is too narrow for the words. Decorative: each link's own label names it.
const PATHS = {
  /** "Tune". */
  actions: "M3 17v2h6v-2zM3 5v2h10V5zm10 16v-2h8v-2h-8v-2h-2v6zM7 9v2H3v2h4v2h2V9zm14 4v-2H11v2zm-6-4h2V7h4V5h-4V3h-2z",
  /** "Terminal". */
  commands: "M20 4H4c-1.11 0-2 .9-2 2v12c0 1.1.89 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.89-2-2-2m0 14H4V8h16zm-2-1h-6v-2h6zM7.5 17l-1.41-1.41L8.67 13l-2.59-2.59L7.5 9l4 4z",
  /** "File upload". */
  uploads: "M5 20h14v-2H5zm0-10h4v6h6v-6h4l-7-7z",
  /** "Info outlined". */
  info: "M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8z",
  /** "Upgrade". */
  upgrade: "M16 18v2H8v-2zM11 7.99V16h2V7.99h3L12 4 8 7.99z",
} as const;

export type RowLinkIconName = keyof typeof PATHS;

export default function RowLinkIcon({ name }: { name: RowLinkIconName }) {
  return (
    <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
      <path d={PATHS[name]} />
    </svg>
  );
}
