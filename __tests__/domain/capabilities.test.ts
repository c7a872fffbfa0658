import { capabilities, type Capabilities } from "@/lib/domain/capabilities";

const KEYS: (keyof Capabilities)[] = [
  "addLms", "addSilo", "administration", "cloudDatabaseReport", "upgradeLinks", "changeInstanceType", "backup",
  "deleteLms", "fileAccessChange", "volumeActions", "updateContract", "uploadAndDeleteFiles", "serviceRestart",
  "systemSection",
];
const SUPERADMIN_ONLY = new Set<keyof Capabilities>(["addSilo", "administration", "cloudDatabaseReport"]);

describe("capabilities", () => {
  it("has exactly the spec's capabilities", () => {
    expect(Object.keys(capabilities("admin")).sort()).toEqual([...KEYS].sort());
  });

  it("gives a manager none of them", () => {
    for (const key of KEYS) expect([key, capabilities("manager")[key]]).toEqual([key, false]);
  });

  it("gives an admin all but Silo, Administration and the cloud-database report", () => {
    const caps = capabilities("admin");
    for (const key of KEYS) expect([key, caps[key]]).toEqual([key, !SUPERADMIN_ONLY.has(key)]);
  });

  it("gives a superadmin all of them", () => {
    const caps = capabilities("superadmin");
    for (const key of KEYS) expect([key, caps[key]]).toEqual([key, true]);
  });
});
