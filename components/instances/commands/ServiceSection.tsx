"use client";
// One service of the commands modal (Php Service or Web Service): Check Status and Get Logs
// for every role; Restart and Clean Logs only for those who may restart services (admin and
// superadmin, spec 1 §6). The page-wide runner decides what runs; this only offers it.
import Box from "@mui/material/Box";
import { COMMAND_LABELS, type Command, type ServiceInfo } from "@/lib/domain/commands";
import BusyButton from "@/components/common/BusyButton";
import ModalSection from "@/components/common/ModalSection";

export interface ServiceSectionProps {
  info: ServiceInfo;
  canRestart: boolean;
  /** The command under way, if any: it shows a spinner and every button waits for it. */
  running: Command | null;
  disabled?: boolean;
  onRun(command: Command): void;
}

export default function ServiceSection({ info, canRestart, running, disabled = false, onRun }: ServiceSectionProps) {
  const { status, logs, restart, clean } = info.commands;
  const buttons: { command: Command; text: string; danger?: boolean }[] = [
    { command: status, text: "Check Status" },
    { command: logs, text: "Get Logs" },
    ...(canRestart ? [{ command: restart, text: "Restart", danger: true }, { command: clean, text: "Clean Logs", danger: true }] : []),
  ];
  return (
    <ModalSection title={info.title}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        {buttons.map(({ command, text, danger }) => (
          <BusyButton
            key={command}
            variant="outlined"
            color={danger ? "error" : "primary"}
            // The visible text starts the name, so voice control still finds "Restart".
            aria-label={COMMAND_LABELS[command]}
            busy={running === command}
            disabled={disabled || (running !== null && running !== command)}
            onClick={() => onRun(command)}
          >
            {text}
          </BusyButton>
        ))}
      </Box>
    </ModalSection>
  );
}
