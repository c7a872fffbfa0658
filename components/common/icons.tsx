// The few Material icons the console draws, as SvgIcons: the whole icon package would be a
// dependency for four paths.
import SvgIcon, { type SvgIconProps } from "@mui/material/SvgIcon";
import { ICON_PATHS } from "./iconPaths";

export function icon(path: string, name: string) {
  function Icon(props: SvgIconProps) {
    return (
      <SvgIcon {...props}>
        <path d={path} />
      </SvgIcon>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const LockIcon = icon(
  "M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2zm-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2zm3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1 1.71 0 3.1 1.39 3.1 3.1v2z",
  "LockIcon",
);
export const LockOpenIcon = icon(
  "M12 17c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2zm6-9h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6h1.9c0-1.71 1.39-3.1 3.1-3.1 1.71 0 3.1 1.39 3.1 3.1v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2zm0 12H6V10h12v10z",
  "LockOpenIcon",
);
export const FolderIcon = icon("M10 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2h-8l-2-2z", "FolderIcon");
export const FileIcon = icon("M6 2c-1.1 0-1.99.9-1.99 2L4 20c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8l-6-6H6zm7 7V3.5L18.5 9H13z", "FileIcon");
export const InfoIcon = icon(ICON_PATHS.info, "InfoIcon");
export const ResizeIcon = icon("M21 11V3h-8l3.29 3.29-10 10L3 13v8h8l-3.29-3.29 10-10z", "ResizeIcon");
export const DownloadIcon = icon("M19 9h-4V3H9v6H5l7 7 7-7zM5 18v2h14v-2H5z", "DownloadIcon");
export const DeleteIcon = icon("M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z", "DeleteIcon");
export const CheckIcon = icon("M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z", "CheckIcon");
