"use client";
// The region selector of the top bar (us-west-2 by default, eu-central-1).
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { parseRegion, REGIONS } from "@/lib/domain/regions";
import { useRegion } from "./RegionContext";

export default function RegionSelect() {
  const { region, setRegion } = useRegion();
  return (
    <TextField
      select
      size="small"
      label="Region"
      value={region}
      onChange={(e) => setRegion(parseRegion(e.target.value))}
      sx={{ flex: "0 0 auto", width: 160, "& .MuiInputBase-root": { bgcolor: "background.paper" } }}
    >
      {REGIONS.map((r) => (
        <MenuItem key={r} value={r}>
          {r}
        </MenuItem>
      ))}
    </TextField>
  );
}
