// Makes sure a region's shared servers host a site for every upgrade rule the console applies
// (spec 1 §5, §9): no version, below 4.3, exactly 4.3, 4.3+, 4.3.3, 4.4 and 4.5, on both `nfs4`
// shares and `vol-` block volumes, and Totara sites on the Totara server. The random draw
// usually leaves a few out; the missing ones are added as extra client sites on the running
// Moodle servers. It runs after the region is generated, on its own random streams, so every
// value drawn before it (names, ids, addresses, other sites) stays what it was.
import { compareVersions } from "@/lib/domain/versions";
import { createRng, type Rng } from "../random";
import { clientDomain, clientGenerator, type Client } from "./clients";
import { fileSystemId, volumeId } from "./ids";
import type { Lms, Region, SimInstance, SimVolume } from "./types";
import { sslDays, lmsVersion } from "./versions";
import { DEVICE_LETTERS, usedOf } from "./volumes";

/** One Moodle version per upgrade rule; "4.1.9" stands for any version below 4.3. */
export const RULE_VERSIONS: readonly (string | null)[] = [null, "4.1.9", "4.3", "4.3+", "4.3.3", "4.4", "4.5"];

const isBelow43 = (v: string | null) => v !== null && compareVersions(v, "4.3") < 0;

/** Whether a version on the servers already covers the rule `wanted` stands for. */
function covers(wanted: string | null, have: readonly (string | null)[]): boolean {
  if (wanted === "4.1.9") return have.some(isBelow43);
  return have.includes(wanted);
}

const sitesOn = (servers: readonly SimInstance[]) => servers.flatMap((s) => s.volumes.filter((v) => v.isMoodleData && v.domain));

/** Client names nobody in the region uses yet: dedicated servers and sites keep theirs. */
function freshClients(rng: Rng, instances: readonly SimInstance[]): () => Client {
  const taken = new Set<string>();
  for (const instance of instances) {
    if (instance.deploymentType === "dedicated") taken.add(instance.name.slice(4));
    for (const v of instance.volumes) if (v.client) taken.add(v.client);
  }
  const next = clientGenerator(rng);
  return () => {
    for (;;) {
      const client = next();
      if (taken.has(client.code) || taken.has(client.name)) continue;
      taken.add(client.code);
      taken.add(client.name);
      return client;
    }
  };
}

/** The next `/dev/sdX` the server does not use yet. */
function freeDevice(server: SimInstance): string {
  const used = new Set(server.volumes.map((v) => v.partition));
  const letter = [...DEVICE_LETTERS].find((l) => !used.has(`/dev/sd${l}`));
  return letter ? `/dev/sd${letter}` : `/dev/xvd${DEVICE_LETTERS[server.volumes.length % DEVICE_LETTERS.length]}`;
}

function addSite(rng: Rng, region: Region, server: SimInstance, client: Client, lms: Lms, version: string | null, kind: SimVolume["kind"]): void {
  const site = { lms, domain: clientDomain(rng, client, lms), version, client: client.name, sslDaysRemaining: sslDays(rng) };
  const sizeGiB = rng.int(3, 30) * 10;
  if (kind === "nfs4") {
    const fsId = fileSystemId(rng);
    server.volumes.push({
      volumeId: fsId, partition: `${fsId}.efs.${region}.amazonaws.com:/${client.slug}`, kind: "nfs4", isRoot: false, isMoodleData: true,
      ...site, sizeGiB, usedGiB: usedOf(rng, sizeGiB),
    });
  } else {
    server.volumes.push({
      volumeId: volumeId(rng), partition: freeDevice(server), kind: "ebs", isRoot: false, isMoodleData: true,
      ...site, sizeGiB, usedGiB: usedOf(rng, sizeGiB),
    });
  }
  // The description counts the sites ("Servidor compartido MDL_MOODLE01, 5 sitios").
  server.description = server.description.replace(/\d+ sitios$/, `${sitesOn([server]).length} sitios`);
}

/** Adds the sites the region lacks, mutating `instances` (sorted by name). */
export function coverUpgradeRules(seed: number, region: Region, instances: readonly SimInstance[]): void {
  const shared = instances.filter((i) => i.deploymentType === "shared");
  const moodle = shared.filter((i) => i.lms === "Moodle");
  if (moodle.length === 0) return;
  // Sites on a running server can be opened, resized and started at once; a stopped one only counts if none runs.
  const running = moodle.filter((i) => i.state === "running");
  const targets = running.length > 0 ? running : moodle;
  const rng = createRng(seed, `coverage:${region}`);
  const nextClient = freshClients(createRng(seed, `coverage-clients:${region}`), instances);
  let turn = 0;
  const nextTarget = () => targets[turn++ % targets.length];

  const have = () => sitesOn(targets);
  const missing = RULE_VERSIONS.filter((v) => !covers(v, have().map((s) => s.version)));
  const needsShare = !have().some((s) => s.kind === "nfs4");
  missing.forEach((version, i) => addSite(rng, region, nextTarget(), nextClient(), "Moodle", version, needsShare && i === 0 ? "nfs4" : "ebs"));
  if (needsShare && missing.length === 0) addSite(rng, region, nextTarget(), nextClient(), "Moodle", lmsVersion(rng, "Moodle", 0), "nfs4");
  if (!have().some((s) => s.kind === "ebs")) addSite(rng, region, nextTarget(), nextClient(), "Moodle", lmsVersion(rng, "Moodle", 0), "ebs");

  // Totara servers: at least two Totara sites with a version, one of them on a block volume.
  for (const server of shared.filter((i) => i.lms === "Totara")) {
    const versioned = () => sitesOn([server]).filter((s) => s.version !== null);
    while (versioned().length < 2) addSite(rng, region, server, nextClient(), "Totara", lmsVersion(rng, "Totara", 0), "ebs");
    if (!versioned().some((s) => s.kind === "ebs")) addSite(rng, region, server, nextClient(), "Totara", lmsVersion(rng, "Totara", 0), "ebs");
  }
}
