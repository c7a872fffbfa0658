"use client";
// Runs the modal's service commands: asks first for the disruptive ones (restart, clean logs,
// update), runs one command at a time, announces the outcome with the spec's messages, keeps
// the output for the Command Output section and saves a returned log as a file named after
// the instance. Failures show the server's message.
import { useCallback, useRef, useState } from "react";
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";
import { commandConfirmation, commandOutcome, logFileName, type Command } from "@/lib/domain/commands";
import type { Region } from "@/lib/domain/regions";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { useNotice } from "@/components/common/NoticeProvider";
import { downloadText } from "@/components/common/downloadText";
import { useRunCommand } from "@/data/commands/runCommand";

export interface CommandOutputText {
  command: Command;
  text: string;
}

export interface CommandTarget {
  instanceId: string;
  /** What the command is sent to (the row's address); null when the instance has none. */
  address: string | null;
  name: string;
  region: Region;
}

export function useCommandRunner({ instanceId, address, name, region }: CommandTarget) {
  const confirm = useConfirm();
  const { notify } = useNotice();
  const { trigger: send } = useRunCommand();
  const [running, setRunning] = useState<Command | null>(null);
  const [output, setOutput] = useState<CommandOutputText | null>(null);
  // State updates are not synchronous: a second click in the same tick must not start a second command.
  const busy = useRef(false);

  const run = useCallback(
    async (command: Command) => {
      if (busy.current || !address) return;
      busy.current = true;
      try {
        const ask = commandConfirmation(command, name);
        if (ask && !(await confirm(ask))) return;
        setRunning(command);
        const result = await send({ params: { instanceId }, body: { region, instanceIp: address, command } });
        const outcome = commandOutcome(command, result);
        // The section shows the latest command's output, and disappears when it printed nothing.
        setOutput(outcome.output ? { command, text: outcome.output } : null);
        if (outcome.download) downloadText(logFileName(name, outcome.download), outcome.output);
        notify(outcome.message, outcome.severity);
      } catch (err) {
        notify(err instanceof ApiError ? err.message : FALLBACK_MESSAGE, "error");
      } finally {
        busy.current = false;
        setRunning(null);
      }
    },
    [address, confirm, instanceId, name, notify, region, send],
  );

  return { run, running, output };
}
