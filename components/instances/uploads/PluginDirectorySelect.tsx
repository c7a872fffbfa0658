"use client";
// The plugin directory (mod/, local/, theme/, blocks/; spec 1 §9), chosen before the path.
// A native select: keyboard and screen readers get the platform's own control.
import { useId } from "react";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import NativeSelect from "@mui/material/NativeSelect";
import OutlinedInput from "@mui/material/OutlinedInput";
import { isPluginDirectory, PLUGIN_DIRECTORIES, type PluginDirectory } from "@/lib/domain/uploads";

export interface PluginDirectorySelectProps {
  value: PluginDirectory | null;
  onChange(directory: PluginDirectory): void;
  disabled?: boolean;
}

export default function PluginDirectorySelect({ value, onChange, disabled = false }: PluginDirectorySelectProps) {
  const id = useId();
  const helpId = useId();
  return (
    <FormControl size="small" fullWidth disabled={disabled}>
      <InputLabel htmlFor={id} shrink>
        Plugin directory
      </InputLabel>
      <NativeSelect
        value={value ?? ""}
        onChange={(e) => {
          if (isPluginDirectory(e.target.value)) onChange(e.target.value);
        }}
        input={<OutlinedInput label="Plugin directory" notched id={id} aria-describedby={helpId} />}
      >
        <option value="" disabled>
          Choose a plugin directory
        </option>
        {PLUGIN_DIRECTORIES.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </NativeSelect>
      <FormHelperText id={helpId}>Where the plugin goes inside the site, chosen before the path.</FormHelperText>
    </FormControl>
  );
}
