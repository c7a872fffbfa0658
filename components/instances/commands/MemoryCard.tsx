"use client";
// One card of the memory panel (Total, Used, Free or Available). The Used card above 90 %
// takes the alert style, and says so in words too: colour alone is not a message.
import { useId } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { MEMORY_ALERT_PERCENT, type MemoryCard as Card } from "@/lib/domain/serverMetrics";

export default function MemoryCard({ card }: { card: Card }) {
  const labelId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      data-alert={card.alert ? "true" : undefined}
      sx={{
        p: 1.5,
        border: 1,
        borderRadius: 1,
        borderColor: card.alert ? "error.main" : "divider",
        bgcolor: card.alert ? (theme) => theme.alpha((theme.vars ?? theme).palette.error.main, 0.08) : "background.paper",
      }}
    >
      <Typography id={labelId} variant="overline" component="h4" color={card.alert ? "error" : "text.secondary"} sx={{ lineHeight: 1.6 }}>
        {card.label}
      </Typography>
      <Typography variant="h6" component="p" color={card.alert ? "error" : "text.primary"}>
        {card.value}
      </Typography>
      {card.percent !== null && (
        <Typography variant="body2" color="text.secondary">
          {card.percent} of total
        </Typography>
      )}
      {card.alert && (
        <Typography variant="caption" color="error" sx={{ fontWeight: 700 }}>
          Above {MEMORY_ALERT_PERCENT}% of total
        </Typography>
      )}
    </Box>
  );
}
