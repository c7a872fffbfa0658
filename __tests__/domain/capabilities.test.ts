import { capabilities, type Capabilities } from "@/lib/domain/capabilities";

const KEYS: (keyof Capabilities)[] = [
  "addLms", "addSilo", "administration", "cloudDatabaseReport", "upgradeLinks", "changeInstanceType", "backup",
  "deleteLms", "fileAccessChange", "volumeActions", "updateContract", "uploadAndDeleteFiles", "serviceRestart",
  "systemSection", "deleteResources", "upgradeProcess", "approveBatch",
];
/** Spec 1 §6 and spec 2 §6 / spec 3 §6: Silo, Administration, the cloud-database report; delete and
 * cancel on the delete-resources page; upgrade, rollback and their cancel; approving batches. */
const SUPERADMIN_ONLY = new Set<keyof Capabilities>(["addSilo", "administration", "cloudDatabaseReport", "deleteResources", "upgradeProcess", "approveBatch"]);

describe("capabilities", () => {
  it("has exactly the spec's capabilities", () => {
    expect(Object.keys(capabilities("admin")).sort()).toEqual([...KEYS].sort());
  });

  it("gives a manager none of them", () => {
    for (const key of KEYS) expect([key, capabilities("manager")[key]]).toEqual([key, false]);
  });

  it("gives an admin all but the superadmin-only ones", () => {
    const caps = capabilities("admin");
    for (const key of KEYS) expect([key, caps[key]]).toEqual([key, !SUPERADMIN_ONLY.has(key)]);
  });

  it("gives a superadmin all of them", () => {
    const caps = capabilities("superadmin");
    for (const key of KEYS) expect([key, caps[key]]).toEqual([key, true]);
  });
});
