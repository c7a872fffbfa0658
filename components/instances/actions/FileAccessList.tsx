"use client";
// The entries of one folder: folders open on a click, each entry shows a lock when blocked
// (as the user has set it) and a Block checkbox.
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { FILE_ACCESS_MESSAGES, shownBlocked, type FileAccessChanges, type FileAccessItem } from "@/lib/domain/fileAccess";
import { FileIcon, FolderIcon, LockIcon, LockOpenIcon } from "@/components/common/icons";

export interface FileAccessListProps {
  entries: FileAccessItem[];
  changes: FileAccessChanges;
  canChange: boolean;
  onOpen(path: string): void;
  onToggle(entry: FileAccessItem): void;
}

export default function FileAccessList({ entries, changes, canChange, onOpen, onToggle }: FileAccessListProps) {
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        {FILE_ACCESS_MESSAGES.empty}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Files and folders" sx={{ listStyle: "none", m: 0, p: 0, maxHeight: 320, overflowY: "auto", border: 1, borderColor: "divider", borderRadius: 1 }}>
      {entries.map((entry) => {
        const blocked = shownBlocked(changes, entry);
        const changed = changes.has(entry.path);
        return (
          <Box
            component="li"
            key={entry.path}
            data-path={entry.path}
            sx={{ display: "flex", alignItems: "center", gap: 1, px: 1.5, py: 0.25, borderBottom: 1, borderColor: "divider", bgcolor: changed ? "action.selected" : undefined, "&:last-of-type": { borderBottom: 0 } }}
          >
            {entry.type === "directory" ? <FolderIcon fontSize="small" color="primary" aria-hidden /> : <FileIcon fontSize="small" color="disabled" aria-hidden />}
            <Box sx={{ flexGrow: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
              {entry.type === "directory" ? (
                <Link component="button" type="button" underline="hover" onClick={() => onOpen(entry.path)} aria-label={`Open folder ${entry.name}`}>
                  {entry.name}
                </Link>
              ) : (
                <span>{entry.name}</span>
              )}
            </Box>
            {blocked ? (
              <LockIcon fontSize="small" color="error" titleAccess={`${entry.name} is blocked`} />
            ) : (
              <LockOpenIcon fontSize="small" color="disabled" titleAccess={`${entry.name} is not blocked`} />
            )}
            <Checkbox
              size="small"
              checked={blocked}
              disabled={!canChange}
              onChange={() => onToggle(entry)}
              slotProps={{ input: { "aria-label": `Block ${entry.name}` } }}
            />
          </Box>
        );
      })}
    </Box>
  );
}
