"use client";
// Memory Usage: the server's total, used, free and available memory, each as a card, when
// all four arrived (spec 1 §2, §7); otherwise the spec's loading or failure message.
import Box from "@mui/material/Box";
import type { MemoryInfo } from "@/lib/contract/schemas/commands";
import { MEMORY_MESSAGES, memoryCards, validMemory } from "@/lib/domain/serverMetrics";
import ModalSection from "@/components/common/ModalSection";
import MemoryCard from "./MemoryCard";
import PanelMessage from "./PanelMessage";

export interface MemoryPanelProps {
  memoryInfo: MemoryInfo | null | undefined;
  loading: boolean;
  /** The server's message when the metrics call failed. */
  error: string | null;
}

export default function MemoryPanel({ memoryInfo, loading, error }: MemoryPanelProps) {
  const memory = validMemory(memoryInfo);
  let body;
  if (memory) {
    body = (
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "repeat(2, 1fr)", sm: "repeat(4, 1fr)" }, gap: 1.5 }}>
        {memoryCards(memory).map((card) => (
          <MemoryCard key={card.key} card={card} />
        ))}
      </Box>
    );
  } else if (loading) {
    body = <PanelMessage loading message={MEMORY_MESSAGES.loading} />;
  } else {
    body = <PanelMessage message={MEMORY_MESSAGES.unavailable} detail={error} />;
  }
  return <ModalSection title="Memory Usage">{body}</ModalSection>;
}
