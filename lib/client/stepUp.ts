// The browser's side of step-up two-factor: when the BFF refuses a call for want of a fresh code
// (X-Console-Step-Up: required), the shell's prompt asks for one (StepUpPrompt), and the call is
// sent again as it was — the page and what the user typed stay as they are. Parallel refusals
// share one prompt.
import { STEP_UP_HEADER } from "@/lib/http/headerNames";

type Prompt = () => Promise<boolean>;

let prompt: Prompt | null = null;
let open: Promise<boolean> | null = null;

/** The shell registers its dialog; returns the unregister. */
export function registerStepUpPrompt(fn: Prompt): () => void {
  prompt = fn;
  return () => {
    if (prompt === fn) prompt = null;
  };
}

export function needsStepUp(status: number, headers: { get(name: string): string | null }): boolean {
  return status === 403 && headers.get(STEP_UP_HEADER) === "required";
}

/** Asks for a fresh code; true once one was accepted, false when the user gave up (or no prompt is mounted). */
export function askForStepUp(): Promise<boolean> {
  if (!prompt) return Promise.resolve(false);
  open ??= prompt().finally(() => {
    open = null;
  });
  return open;
}
