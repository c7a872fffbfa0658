/** @jest-environment jsdom */
// Where the focus goes when a confirmation closes: back to the control that asked for it, or,
// when that control was disabled meanwhile (Reboot while the reboot runs), to the first control
// still usable in its dialog, never to the page behind it; a control disabled only while its own
// call runs (aria-busy) gets the focus back when the call ends, unless the user moved on.
import { returnFocus, returnFocusAfterCall } from "@/lib/client/returnFocus";

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

  describe("an opener busy with its own call", () => {
    /** The opener's call ends: BusyButton enables it again. MutationObserver answers in a microtask. */
    async function callEnds(button: HTMLButtonElement) {
      button.disabled = false;
      button.removeAttribute("aria-busy");
      await Promise.resolve();
    }

    function busyDelete() {
      const { motive } = actionsDialog();
      const remove = document.createElement("button");
      remove.textContent = "Delete";
      remove.disabled = true;
      remove.setAttribute("aria-busy", "true");
      document.querySelector('[role="dialog"]')!.append(remove);
      return { motive, remove };
    }

    it("waits on the first usable control, then gives the focus back when the call ends", async () => {
      const { motive, remove } = busyDelete();
      returnFocus(remove);
      expect(document.activeElement).toBe(motive);
      await callEnds(remove);
      expect(document.activeElement).toBe(remove);
    });

    it("still does after a prompt laid over the dialog was answered (the step-up code)", async () => {
      const { motive, remove } = busyDelete();
      returnFocus(remove);
      const prompt = document.createElement("div");
      prompt.setAttribute("role", "dialog");
      prompt.innerHTML = '<input aria-label="Code">';
      document.body.append(prompt);
      const code = prompt.querySelector("input")!;
      code.focus();
      code.dispatchEvent(new KeyboardEvent("keydown", { key: "1", bubbles: true }));
      prompt.remove();
      motive.focus();
      await callEnds(remove);
      expect(document.activeElement).toBe(remove);
    });

    it("when the call's own prompt already has the focus, gives it back once the prompt is gone and the call ends", async () => {
      const { remove } = busyDelete();
      const prompt = document.createElement("div");
      prompt.setAttribute("role", "dialog");
      prompt.innerHTML = '<input aria-label="Code">';
      document.body.append(prompt);
      prompt.querySelector("input")!.focus();
      returnFocusAfterCall(remove);
      expect(document.activeElement).toBe(prompt.querySelector("input"));
      prompt.remove();
      await callEnds(remove);
      expect(document.activeElement).toBe(remove);
    });

    it("waits for the opener's dialog to be shown again when the call ends under a closing prompt", async () => {
      const { motive, remove } = busyDelete();
      returnFocus(remove);
      const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
      dialog.setAttribute("aria-hidden", "true");
      await callEnds(remove);
      expect(document.activeElement).toBe(motive);
      dialog.removeAttribute("aria-hidden");
      await Promise.resolve();
      expect(document.activeElement).toBe(remove);
    });

    it("stops waiting when the call ends with the opener disabled for another reason", async () => {
      const { motive, remove } = busyDelete();
      returnFocus(remove);
      remove.removeAttribute("aria-busy");
      await Promise.resolve();
      // Enabled again much later (the server's state changed): the focus does not jump.
      remove.disabled = false;
      await Promise.resolve();
      expect(document.activeElement).toBe(motive);
    });

    it("leaves the focus where the user went on working in the dialog meanwhile", async () => {
      const { motive, remove } = busyDelete();
      returnFocus(remove);
      motive.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
      await callEnds(remove);
      expect(document.activeElement).toBe(motive);
    });

    it("does not wait for a control disabled for another reason (Reboot while the reboot runs)", async () => {
      const { motive, reboot } = actionsDialog();
      reboot.disabled = true;
      returnFocus(reboot);
      await callEnds(reboot);
      expect(document.activeElement).toBe(motive);
    });
  });
});
