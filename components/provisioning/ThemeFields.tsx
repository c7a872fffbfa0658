"use client";
// The Edumy theme (spec 2 §2.1, §3, §5): four colours, each a # and up to six hex digits (the
// input takes at most 7 characters; any other keystroke is refused as typed and the field says
// the rule), and three PNG images: logo, dark logo and the login background (1920x1080
// recommended).
import { useState, type ChangeEvent } from "react";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { CreationFormValues } from "@/lib/domain/forms/creation";
import { COLOR_MAX_LENGTH, COLOR_MESSAGE, COLOR_PATTERN, LOGIN_BACKGROUND_HINT, typedThemeColor } from "@/lib/domain/provisioning";
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

type ColorName = (typeof COLORS)[number][0];

export default function ThemeFields({ form, disabled }: ThemeFieldsProps) {
  // The colour field whose last keystroke was refused: it says the rule until the next accepted one.
  const [refused, setRefused] = useState<ColorName | null>(null);
  function colorField(name: ColorName) {
    const props = form.field(name);
    return {
      ...props,
      helperText: props.helperText ?? (refused === name ? COLOR_MESSAGE : undefined),
      onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
        const next = typedThemeColor(event.target.value);
        setRefused(next === null ? name : null);
        if (next !== null) form.setValue(name, next);
      },
    };
  }
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
            {...colorField(name)}
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
