// Stand-ins for the information modal's nested-modal tests: a shared server as the instance
// list holds it, two client sites on it and its root device as GET /instances/{id}/volumes
// answers them, and the information modal's params the list's link gives for that server.
import type { Volume } from "@/lib/contract/schemas/volume";
import type { InformationParams } from "@/lib/routing/informationRoutes";
import { makeInstance } from "../fixtures";

export const SERVER = makeInstance({
  instanceId: "i-0shared000000001",
  name: "MDL_MOODLE01",
  deploymentType: "shared",
  publicIpAddress: "54.1.2.3",
  domain: "",
  version: null,
});

export const INFORMATION: InformationParams = { instanceId: SERVER.instanceId, address: "54.1.2.3", name: "MDL_MOODLE01", deploymentType: "shared" };

function volume(overrides: Partial<Volume>): Volume {
  return {
    instanceId: SERVER.instanceId,
    volumeId: "vol-0aaa",
    partition: "/dev/xvdf",
    lms: "moodle",
    domain: "",
    version: null,
    client: "",
    size: 50,
    usage: 10,
    sslState: 40,
    ...overrides,
  };
}

export const ACME = volume({ volumeId: "vol-0acme", partition: "/dev/xvdf", domain: "https://campus.acme.example.com", client: "acme", version: "4.4.1" });
export const GLOBEX = volume({ volumeId: "fs-0globex", partition: "nfs4", domain: "https://learn.globex.example.com", client: "globex", version: "4.1.2", size: null });
export const ROOT = volume({ volumeId: "vol-0root", partition: "/dev/xvda", size: 20 });

export const VOLUMES = { success: true, volumes: [ROOT, ACME, GLOBEX] };
