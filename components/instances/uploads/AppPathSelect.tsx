"use client";
// The path an upload goes to, from the list the server supplies (GET /app-directory; spec 1
// §2, §8). For a plugin it stays disabled until a plugin directory is chosen, and says so.
import { useId } from "react";
import Alert from "@mui/material/Alert";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import NativeSelect from "@mui/material/NativeSelect";
import OutlinedInput from "@mui/material/OutlinedInput";
import { PLUGIN_DIRECTORY_REQUIRED_MESSAGE, UPLOAD_MESSAGES } from "@/lib/domain/uploads";
import type { Region } from "@/lib/domain/regions";
import { useAppDirectories } from "./useAppDirectories";

export interface AppPathSelectProps {
  instanceId: string;
  /** Null when the instance has no address to ask with. */
  address: string | null;
  region: Region;
  value: string | null;
  onChange(path: string): void;
  /** False for a plugin until its directory is chosen. */
  enabled: boolean;
  disabled?: boolean;
}

export default function AppPathSelect({ instanceId, address, region, value, onChange, enabled, disabled = false }: AppPathSelectProps) {
  const id = useId();
  const helpId = useId();
  const { paths, error, isLoading } = useAppDirectories(instanceId, address, region);

  if (address === null || error) {
    const detail = address === null ? UPLOAD_MESSAGES.noAddress : error instanceof Error ? error.message : "";
    return (
      <Alert severity="error">
        {UPLOAD_MESSAGES.appDirectoriesFailed}
        {detail ? <div>{detail}</div> : null}
      </Alert>
    );
  }

  const listed = paths ?? [];
  const help = isLoading
    ? "Loading the server's paths…"
    : !enabled
      ? PLUGIN_DIRECTORY_REQUIRED_MESSAGE
      : listed.length === 0
        ? "The server lists no paths for uploads."
        : "One of the paths the server lists.";
  return (
    <FormControl size="small" fullWidth disabled={disabled || !enabled || isLoading || listed.length === 0}>
      <InputLabel htmlFor={id} shrink>
        Path
      </InputLabel>
      <NativeSelect
        value={value !== null && listed.includes(value) ? value : ""}
        onChange={(e) => {
          if (listed.includes(e.target.value)) onChange(e.target.value);
        }}
        input={<OutlinedInput label="Path" notched id={id} aria-describedby={helpId} />}
      >
        <option value="" disabled>
          {isLoading ? "Loading…" : "Choose a path"}
        </option>
        {listed.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </NativeSelect>
      <FormHelperText id={helpId}>{help}</FormHelperText>
    </FormControl>
  );
}
