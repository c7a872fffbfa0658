"use client";
// The region selector of the top bar (us-west-2 by default, eu-central-1). A native select:
// two options need no popup menu.
import { useId } from "react";
import { parseRegion, REGIONS } from "@/lib/domain/regions";
import { useRegion } from "./RegionContext";
import TopBarField from "./TopBarField";

export default function RegionSelect() {
  const { region, setRegion } = useRegion();
  const id = useId();
  return (
    <TopBarField id={id} label="Region" place="region">
      <select id={id} value={region} onChange={(e) => setRegion(parseRegion(e.target.value))}>
        {REGIONS.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
    </TopBarField>
  );
}
