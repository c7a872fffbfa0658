// The console's keyboard shortcuts, as the `?` dialog lists them.
export const SHORTCUTS = [
  { keys: "/", does: "Go to the search box" },
  { keys: "Enter or ↓ in the search box", does: "Go to the first row of the list" },
  { keys: "j", does: "Next row" },
  { keys: "k", does: "Previous row" },
  { keys: "Enter on a row", does: "Open the row's actions" },
  { keys: "x on a row", does: "Select or clear the row for bulk actions" },
  { keys: "b", does: "Go to the bulk actions for the selected rows" },
  { keys: "?", does: "Show these shortcuts" },
  { keys: "Esc", does: "Close the dialog on top" },
] as const;
