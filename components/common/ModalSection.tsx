// A titled part of a row modal: a heading screen readers can jump to, and its controls.
import { useId, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

export default function ModalSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ "& + &": { mt: 3, pt: 2, borderTop: 1, borderColor: "divider" } }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
