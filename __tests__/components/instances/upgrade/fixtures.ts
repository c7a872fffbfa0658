// Stand-ins for the update modals' tests: a dedicated Moodle server and a shared server as the
// instance list holds them, their volumes as GET /instances/{id}/volume and /volumes answer, and
// the route params the list's links give for them.
import type { Volume } from "@/lib/contract/schemas/volume";
import type { UpgradeParams } from "@/lib/routing/instanceModals";
import { makeInstance } from "../fixtures";

export const DEDICATED = makeInstance({ instanceId: "i-0dedicated00001", name: "MDL_ACME", deploymentType: "dedicated", publicIpAddress: "54.12.34.56" });
export const SHARED = makeInstance({ instanceId: "i-0shared000000001", name: "MDL_MOODLE01", deploymentType: "shared", publicIpAddress: "54.1.2.3", domain: "", version: null });

export const DEDICATED_LINK: UpgradeParams = { instanceId: DEDICATED.instanceId, address: "54.12.34.56", name: "MDL_ACME", deploymentType: "dedicated" };
export const SHARED_LINK: UpgradeParams = { instanceId: SHARED.instanceId, address: "54.1.2.3", name: "MDL_MOODLE01", deploymentType: "shared" };

export function volume(overrides: Partial<Volume>): Volume {
  return { instanceId: SHARED.instanceId, volumeId: "vol-0aaa", partition: "/dev/xvdf", lms: "moodle", domain: "", version: null, client: "", size: 50, usage: 10, sslState: 40, ...overrides };
}

export const ROOT = volume({ volumeId: "vol-0root", partition: "/dev/xvda", size: 20, domain: "https://root.example.com" });
export const ACME = volume({ volumeId: "vol-0acme", domain: "https://campus.acme.example.com", client: "acme", version: "4.4.1" });
export const GLOBEX = volume({ volumeId: "fs-0globex", partition: "nfs4", domain: "https://learn.globex.example.com", client: "globex", version: "4.3.3", size: null });
/** Says Moodle in the list; the validation finds it is Totara. */
export const INITECH = volume({ volumeId: "vol-0initech", domain: "https://lms.initech.example.com", client: "initech", version: "4.3.5" });
export const DATA = volume({ volumeId: "vol-0data", partition: "/dev/xvdg", domain: "", client: "" });
export const TOTARA = volume({ volumeId: "vol-0totara", lms: "totara", domain: "https://talent.example.com", client: "talent", version: "17.2" });

export const SHARED_VOLUMES = { success: true, volumes: [ROOT, ACME, GLOBEX, INITECH, DATA, TOTARA] };
export const VALIDATION = {
  success: true,
  validDomains: [ACME.domain, GLOBEX.domain],
  invalidDomains: [{ domain: INITECH.domain, error: "This LMS is Totara and cannot be updated automatically" }],
};
