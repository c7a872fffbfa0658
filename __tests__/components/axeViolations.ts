// axe's findings in what a component test rendered, one "rule: elements" line each (a clean
// render has none). Colour contrast is left to the e2e helper: jsdom computes no colours. The run
// is inside act: a dialog's opening transition ends while axe reads the page, and that update
// belongs to the test, not to whatever it awaits next.
import axe from "axe-core";
import { act } from "@testing-library/react";

export async function axeViolations(context: Element): Promise<string[]> {
  let found: axe.Result[] = [];
  // jsdom has no canvas: getContext answers null, as it would, without logging that it is missing
  // (axe asks for one to tell icon ligatures from text, and does without).
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
  try {
    await act(async () => {
      found = (await axe.run(context, { rules: { "color-contrast": { enabled: false } } })).violations;
    });
  } finally {
    HTMLCanvasElement.prototype.getContext = getContext;
  }
  return found.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" ")}`);
}
