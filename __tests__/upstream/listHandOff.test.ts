// The first paint's whole list handed to the browser's read of it: given once, to the
// same session and region only, and never after it has waited too long.
import { HAND_OFF_MS, handOffList, takeHandedOffList } from "@/lib/upstream/listHandOff";
import { makeInstance } from "../components/instances/fixtures";

const handedOff = (instances: ReturnType<typeof makeInstance>[]) => {
  const data = { instances };
  return { data, body: Buffer.from(JSON.stringify(data)) };
};
const list = handedOff([makeInstance()]);

it("gives the list once, to the session and region it was fetched for", () => {
  handOffList("session-a", "us-west-2", list, 1_000);
  expect(takeHandedOffList("session-b", "us-west-2", 1_500)).toBeNull();
  expect(takeHandedOffList("session-a", "eu-central-1", 1_500)).toBeNull();
  expect(takeHandedOffList("session-a", "us-west-2", 1_500)).toBe(list);
  // A poll a moment later goes upstream.
  expect(takeHandedOffList("session-a", "us-west-2", 1_600)).toBeNull();
});

it("does not give a list that waited longer than the hand-off allows", () => {
  handOffList("session-c", "us-west-2", list, 1_000);
  expect(takeHandedOffList("session-c", "us-west-2", 1_000 + HAND_OFF_MS)).toBeNull();
});

it("keeps a newer first paint's list in place of the older one", () => {
  const newer = handedOff([makeInstance({ state: "stopped" })]);
  handOffList("session-d", "us-west-2", list, 1_000);
  handOffList("session-d", "us-west-2", newer, 2_000);
  expect(takeHandedOffList("session-d", "us-west-2", 2_500)).toBe(newer);
});
