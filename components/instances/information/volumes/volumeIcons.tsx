// The icons of a volume row's LMS actions (Material's delete, power, upgrade and backup paths),
// drawn by the console's one icon helper (components/common/icons).
import { icon } from "@/components/common/icons";

export const DeleteIcon = icon("M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z", "DeleteIcon");
export const PowerIcon = icon(
  "M13 3h-2v10h2V3zm4.83 2.17-1.42 1.42C17.99 7.86 19 9.81 19 12c0 3.87-3.13 7-7 7s-7-3.13-7-7c0-2.19 1.01-4.14 2.58-5.42L6.17 5.17C4.23 6.82 3 9.26 3 12c0 4.97 4.03 9 9 9s9-4.03 9-9c0-2.74-1.23-5.18-3.17-6.83z",
  "PowerIcon",
);
export const UpgradeIcon = icon("M16 18v2H8v-2h8zM11 7.99V16h2V7.99h3L12 4 8 7.99h3z", "UpgradeIcon");
export const BackupIcon = icon(
  "M19.35 10.04C18.67 6.59 15.64 4 12 4 9.11 4 6.6 5.64 5.35 8.04 2.34 8.36 0 10.91 0 14c0 3.31 2.69 6 6 6h13c2.76 0 5-2.24 5-5 0-2.64-2.05-4.78-4.65-4.96zM14 13v4h-4v-4H7l5-5 5 5h-3z",
  "BackupIcon",
);
