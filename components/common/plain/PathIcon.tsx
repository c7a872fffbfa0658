// A Material icon as a bare 24×24 SVG, sized and coloured by its container's CSS: decorative,
// since the text beside it says what it means.
import { ICON_PATHS } from "@/components/common/iconPaths";

export default function PathIcon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
