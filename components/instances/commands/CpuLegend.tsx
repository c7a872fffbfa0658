"use client";
// The legend of the CPU chart: which colour means which load (spec 1 §2 thresholds).
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { CPU_BANDS } from "@/lib/domain/serverMetrics";

export default function CpuLegend() {
  return (
    <Box component="ul" aria-label="CPU colour thresholds" sx={{ display: "flex", flexWrap: "wrap", gap: 2, listStyle: "none", p: 0, m: 0 }}>
      {CPU_BANDS.map((band) => (
        <Box component="li" key={band.level} data-level={band.level} sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
          <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: "2px", bgcolor: band.color }} data-color={band.color} />
          <Typography variant="caption" component="span">
            {band.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
