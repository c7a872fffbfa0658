// The mark of a saved view shared with the team: the word "Shared" beside a team icon, in text
// colours with an outline, so it reads without colour. Where the mark sits in a control, the
// control's accessible name says "Shared" too (the menu's items carry it in their aria-label).
import Box from "@mui/material/Box";
import { icon } from "@/components/common/icons";

const TeamIcon = icon(
  "M16 11c1.66 0 2.99-1.34 2.99-3S17.66 5 16 5c-1.66 0-3 1.34-3 3s1.34 3 3 3zm-8 0c1.66 0 2.99-1.34 2.99-3S9.66 5 8 5C6.34 5 5 6.34 5 8s1.34 3 3 3zm0 2c-2.33 0-7 1.17-7 3.5V19h14v-2.5c0-2.33-4.67-3.5-7-3.5zm8 0c-.29 0-.62.02-.97.05 1.16.84 1.97 1.97 1.97 3.45V19h6v-2.5c0-2.33-4.67-3.5-7-3.5z",
  "TeamIcon",
);

export default function SharedMark() {
  return (
    <Box
      component="span"
      sx={{
        display: "inline-flex",
        alignItems: "center",
        gap: 0.5,
        flex: "none",
        ml: 1,
        px: 0.75,
        border: 1,
        borderColor: "text.secondary",
        borderRadius: 1,
        color: "text.primary",
        fontSize: "0.75rem",
        lineHeight: 1.6,
        whiteSpace: "nowrap",
      }}
    >
      <TeamIcon sx={{ fontSize: "1rem" }} />
      Shared
    </Box>
  );
}
