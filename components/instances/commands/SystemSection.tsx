"use client";
// The System section of the commands modal (admin and superadmin, spec 1 §2, §6): Update
// upgrades the server's packages, after a confirmation.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { COMMAND_LABELS, UPDATE_SYSTEM, type Command } from "@/lib/domain/commands";
import BusyButton from "@/components/common/BusyButton";
import ModalSection from "@/components/common/ModalSection";

export interface SystemSectionProps {
  running: Command | null;
  disabled?: boolean;
  onRun(command: Command): void;
}

export default function SystemSection({ running, disabled = false, onRun }: SystemSectionProps) {
  return (
    <ModalSection title="System">
      <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", gap: 2 }}>
        <BusyButton
          variant="outlined"
          color="error"
          aria-label={COMMAND_LABELS[UPDATE_SYSTEM]}
          busy={running === UPDATE_SYSTEM}
          disabled={disabled || (running !== null && running !== UPDATE_SYSTEM)}
          onClick={() => onRun(UPDATE_SYSTEM)}
        >
          Update
        </BusyButton>
        <Typography variant="body2" color="text.secondary">
          Upgrades the operating system packages; services may restart.
        </Typography>
      </Box>
    </ModalSection>
  );
}
