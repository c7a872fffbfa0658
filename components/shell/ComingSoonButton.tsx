// A top-bar entry whose page is not built yet: it looks like its neighbours but says "soon",
// announces itself as unavailable (aria-disabled, still focusable so the reason can be read),
// and goes nowhere.
import { useId } from "react";
import Button, { type ButtonProps } from "@mui/material/Button";
import Box from "@mui/material/Box";
import { COMING_SOON, type MenuLink } from "./menuLink";

const visuallyHidden = { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" } as const;

export default function ComingSoonButton({ link, color = "inherit" }: { link: MenuLink; color?: ButtonProps["color"] }) {
  const id = useId();
  return (
    <>
      <Button
      color={color}
      aria-disabled="true"
      aria-describedby={id}
      title={`${COMING_SOON}: this page is not built yet`}
      sx={{ cursor: "not-allowed", gap: 0.75 }}
    >
      {link.label}
      <Box component="span" aria-hidden="true" sx={{ fontSize: 11, fontWeight: 500, border: 1, borderRadius: 1, px: 0.5, lineHeight: "16px" }}>
        soon
      </Box>
      </Button>
      <Box component="span" id={id} sx={visuallyHidden}>
        {COMING_SOON}: this page is not built yet
      </Box>
    </>
  );
}
