// Where the focus goes when a confirmation closes: back to the control that opened it, as a
// dialog's focus normally returns; when that control is now disabled (the Reboot just pressed,
// disabled while the reboot runs), to the first control still enabled in the same dialog or
// region, so the keyboard user stays where they were and Esc still reaches their dialog.
const TABBABLE = 'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function usable(el: HTMLElement): boolean {
  return el.isConnected && !el.matches(":disabled") && el.closest('[hidden], [inert], [aria-hidden="true"]') === null;
}

/** Focuses `opener`, or the first usable control of its dialog (else its main region). */
export function returnFocus(opener: HTMLElement | null): void {
  if (!opener || !opener.isConnected) return;
  if (usable(opener)) {
    opener.focus();
    return;
  }
  const around = opener.closest<HTMLElement>('[role="dialog"], main');
  const next = around ? [...around.querySelectorAll<HTMLElement>(TABBABLE)].find(usable) : undefined;
  next?.focus();
}
