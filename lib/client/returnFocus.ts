// Where the focus goes when a confirmation closes: back to the control that opened it, as a
// dialog's focus normally returns; when that control is now disabled (the Reboot just pressed,
// disabled while the reboot runs), to the first control still enabled in the same dialog or
// region, so the keyboard user stays where they were and Esc still reaches their dialog.
// A control disabled only while its own call runs (BusyButton: `aria-busy`) gets the focus back
// once the call ends — a step-up prompt may come and go meanwhile — unless the user has since
// worked elsewhere in that dialog or page.
const TABBABLE = 'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** How long a busy opener is waited for: longer than any call the console makes. */
export const BUSY_WAIT_MS = 120_000;

function usable(el: HTMLElement): boolean {
  return el.isConnected && !el.matches(":disabled") && el.closest('[hidden], [inert], [aria-hidden="true"]') === null;
}

const busy = (el: HTMLElement) => el.getAttribute("aria-busy") === "true";

/** The opener's dialog, else the page's main region: where the focus may go instead of it. */
const regionOf = (opener: HTMLElement) => opener.closest<HTMLElement>('[role="dialog"], main');

/** Gives the focus back to `opener` when its call ends, if the user has not moved on meanwhile. */
function afterBusy(opener: HTMLElement, around: HTMLElement, interim: Element | null): void {
  const doc = opener.ownerDocument;
  // Keys and clicks inside the opener's own dialog or region are the user moving on; a prompt
  // laid over it (the step-up code) is not.
  const movedOn = (event: Event) => {
    if (event.target instanceof Node && around.contains(event.target)) stop();
  };
  const observer = new MutationObserver(() => {
    if (!opener.isConnected) return stop();
    if (busy(opener)) return;
    // Done, but disabled for another reason (Reboot while the reboot runs): the focus stays.
    if (opener.matches(":disabled")) return stop();
    if (!usable(opener)) return;
    // Where a closed prompt or a focus trap left it (the page, a dialog's frame) or where this
    // module put it: not a control the user chose.
    const active = doc.activeElement;
    if (active === null || active === interim || !active.matches(TABBABLE)) opener.focus();
    stop();
  });
  const timer = setTimeout(() => stop(), BUSY_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    doc.removeEventListener("keydown", movedOn, true);
    doc.removeEventListener("pointerdown", movedOn, true);
  }
  // The whole page, not only the opener: a prompt still closing keeps the opener's dialog
  // aria-hidden for a moment after the call has ended, and the focus waits for that too.
  observer.observe(doc.body, { subtree: true, attributes: true, attributeFilter: ["disabled", "aria-busy", "aria-hidden", "inert"] });
  doc.addEventListener("keydown", movedOn, true);
  doc.addEventListener("pointerdown", movedOn, true);
}

/** Focuses `opener`, or the first usable control of its dialog (else its main region). */
export function returnFocus(opener: HTMLElement | null): void {
  if (!opener || !opener.isConnected) return;
  if (usable(opener)) {
    opener.focus();
    return;
  }
  const around = regionOf(opener);
  const next = around ? [...around.querySelectorAll<HTMLElement>(TABBABLE)].find(usable) : undefined;
  next?.focus();
  if (around && busy(opener)) afterBusy(opener, around, next ?? null);
}

/** When the focus is elsewhere already (a prompt the call opened, the step-up code): only gives
 * it back to a busy `opener` once its call ends. */
export function returnFocusAfterCall(opener: HTMLElement | null): void {
  if (!opener || !opener.isConnected || !busy(opener)) return;
  const around = regionOf(opener);
  if (around) afterBusy(opener, around, null);
}
