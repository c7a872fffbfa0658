/** @jest-environment jsdom */
// Where the focus goes when a confirmation closes: back to the control that asked for it, or,
// when that control was disabled meanwhile (Reboot while the reboot runs), to the first control
// still usable in its dialog, never to the page behind it.
import { returnFocus } from "@/lib/client/returnFocus";

function actionsDialog(): { motive: HTMLTextAreaElement; reboot: HTMLButtonElement } {
  document.body.innerHTML = `
    <main><a href="/home/instances">Instances</a></main>
    <div role="dialog" aria-label="Actions">
      <button type="button" disabled>Start</button>
      <textarea aria-label="Motive"></textarea>
      <button type="button" id="reboot">Reboot</button>
    </div>`;
  return { motive: document.querySelector("textarea")!, reboot: document.querySelector<HTMLButtonElement>("#reboot")! };
}

describe("returnFocus", () => {
  it("focuses the opener when it can still take the focus", () => {
    const { reboot } = actionsDialog();
    returnFocus(reboot);
    expect(document.activeElement).toBe(reboot);
  });

  it("focuses the first usable control of the opener's dialog when the opener was disabled", () => {
    const { motive, reboot } = actionsDialog();
    reboot.disabled = true;
    returnFocus(reboot);
    expect(document.activeElement).toBe(motive);
  });

  it("skips controls hidden from assistive technology", () => {
    const { motive, reboot } = actionsDialog();
    reboot.disabled = true;
    motive.setAttribute("aria-hidden", "true");
    returnFocus(reboot);
    expect(document.activeElement).toBe(document.body);
  });

  it("does nothing for an opener no longer in the page, or none", () => {
    const { reboot } = actionsDialog();
    reboot.remove();
    returnFocus(reboot);
    returnFocus(null);
    expect(document.activeElement).toBe(document.body);
  });
});
