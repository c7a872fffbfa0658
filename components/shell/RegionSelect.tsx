"use client";
// The region selector of the top bar (us-west-2 by default, eu-central-1). A native select:
// two options need no popup menu, and it keeps MUI's Select, Menu and Popover out of the
// list page's JavaScript.
import { useId } from "react";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import NativeSelect from "@mui/material/NativeSelect";
import OutlinedInput from "@mui/material/OutlinedInput";
import { parseRegion, REGIONS } from "@/lib/domain/regions";
import { useRegion } from "./RegionContext";
import { topBarFieldSx } from "./topBarFieldSx";

export default function RegionSelect() {
  const { region, setRegion } = useRegion();
  const id = useId();
  return (
    <FormControl size="small" sx={{ flex: "0 0 auto", width: 160, ...topBarFieldSx }}>
      <InputLabel htmlFor={id} shrink>
        Region
      </InputLabel>
      <NativeSelect
        value={region}
        onChange={(e) => setRegion(parseRegion(e.target.value))}
        input={<OutlinedInput label="Region" notched id={id} />}
      >
        {REGIONS.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
