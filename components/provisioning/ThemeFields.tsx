"use client";
// The Edumy theme (spec 2 §2.1, §3, §5): four colours, each a # and up to six hex digits (the
// input takes at most 7 characters), and three PNG images: logo, dark logo and the login
// background (1920x1080 recommended).
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { CreationFormValues } from "@/lib/domain/forms/creation";
import { COLOR_MAX_LENGTH, COLOR_PATTERN, LOGIN_BACKGROUND_HINT } from "@/lib/domain/provisioning";
import type { ConsoleForm } from "@/components/common/form/useConsoleForm";
import ImageField from "./ImageField";

const COLORS = [
  ["primaryColor", "Primary color"],
  ["secondaryColor", "Secondary color"],
  ["accentColor", "Accent color"],
  ["footerColor", "Footer color"],
] as const;

const IMAGES = [
  ["logoDefault", "Logo", undefined],
  ["logoDark", "Dark logo", undefined],
  ["loginBGImage", "Login background image", LOGIN_BACKGROUND_HINT],
] as const;

/** A full #rrggbb shows its swatch; anything shorter shows none. */
const swatchOf = (value: string) => (COLOR_PATTERN.test(value) && value.length === COLOR_MAX_LENGTH ? value : "transparent");

export interface ThemeFieldsProps {
  form: ConsoleForm<CreationFormValues, void>;
  disabled: boolean;
}

export default function ThemeFields({ form, disabled }: ThemeFieldsProps) {
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        Edumy theme
      </Typography>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        {COLORS.map(([name, label]) => (
          <TextField
            key={name}
            label={label}
            size="small"
            placeholder="#1a4f8b"
            disabled={disabled}
            autoComplete="off"
            slotProps={{
              htmlInput: { maxLength: COLOR_MAX_LENGTH },
              input: {
                startAdornment: (
                  <Box
                    aria-hidden
                    sx={{ width: 16, height: 16, mr: 1, flexShrink: 0, borderRadius: 0.5, border: 1, borderColor: "divider", bgcolor: swatchOf(form.values[name]) }}
                  />
                ),
              },
            }}
            {...form.field(name)}
          />
        ))}
      </Box>
      {IMAGES.map(([name, label, hint]) => (
        <ImageField
          key={name}
          label={label}
          hint={hint}
          error={form.errors[name]}
          disabled={disabled}
          onChange={(file) => form.setValue(name, file)}
          inputRef={form.register(name)}
        />
      ))}
    </Stack>
  );
}
