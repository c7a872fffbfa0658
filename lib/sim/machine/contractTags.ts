// Contract data kept as tags (spec 1 §3 "Instance tags"): a dedicated server's on the instance,
// a shared server's per site, on the site's volume. Dedicated servers are generated with theirs;
// a site's are derived from the seed and the volume id until the console saves them, so old
// state files load unchanged and the fleet's random draws stay as they were. Both lists also
// carry tags any EC2 resource has (Name, ...), which the console must ignore.
import { INSTANCE_TAG_KEYS, type ContractTagValues, type InstanceTagKey } from "@/lib/domain/contractData";
import { addDays } from "../fleet/dates";
import type { SimInstance, SimVolume } from "../fleet/types";
import { createRng } from "../random";
import { bareHost } from "./sites";

export interface TagEntry {
  Key: string;
  Value: string;
}

export type SiteTags = Partial<ContractTagValues>;

const SITE_DESCRIPTIONS = [
  (client: string) => `Sitio de ${client} en servidor compartido`,
  () => "Plan básico compartido, soporte por correo",
  (client: string) => `${client}: cursos abiertos y educación continua`,
  () => `Piloto de 6 meses; evaluar "plan dedicado" al renovar`,
  () => "Capacitación interna, 2 administradores",
  () => "",
] as const;

/** A site's contract tags as generated: most complete, some only what provisioning wrote
 * (domain, LMS, client), and about one in six none at all (the form then starts empty). */
export function seededSiteTags(seed: number, generatedOn: string, instance: SimInstance, volume: SimVolume): SiteTags {
  if (!volume.isMoodleData || !volume.domain) return {};
  const rng = createRng(seed, `site-tags:${volume.volumeId}`);
  const kind = rng.weighted([["full", 68], ["provisioned", 16], ["none", 16]] as const);
  if (kind === "none") return {};
  const client = volume.client ?? "";
  const provisioned: SiteTags = { Domain: volume.domain, LMS: volume.lms ?? instance.lms, Client: client };
  if (kind === "provisioned") return provisioned;
  const start = addDays(generatedOn, -rng.int(20, 1400));
  return {
    ...provisioned,
    ContractStartDate: start,
    SuspensionDate: addDays(start, 365 * rng.int(1, 3)),
    PurchasedStorage: String(rng.pick([10, 20, 30, 50, 100])),
    ContractedUsers: String(rng.pick([50, 100, 150, 250, 400, 400, 600, 1000])),
    SupportHours: String(rng.pick([0, 2, 5, 5, 10])),
    Description: rng.pick(SITE_DESCRIPTIONS)(client),
    Branch: rng.chance(0.55) ? "CR" : "MX",
  };
}

/** A site's contract tags now: the saved ones, else the seeded ones. */
export function siteTags(seed: number, generatedOn: string, instance: SimInstance, volume: SimVolume): SiteTags {
  return volume.tags ?? seededSiteTags(seed, generatedOn, instance, volume);
}

/** Contract tags in the spec's order, then the ones every resource has. */
function asList(contract: SiteTags, others: readonly TagEntry[]): TagEntry[] {
  const list: TagEntry[] = [];
  for (const key of INSTANCE_TAG_KEYS) {
    const value = contract[key];
    if (value !== undefined) list.push({ Key: key, Value: value });
  }
  return [...others.slice(0, 1), ...list, ...others.slice(1)];
}

export function instanceTagList(instance: SimInstance): TagEntry[] {
  return asList(instance.tags ?? {}, [
    { Key: "Name", Value: instance.name },
    { Key: "Environment", Value: "production" },
    { Key: "Backup", Value: "daily" },
  ]);
}

export function volumeTagList(seed: number, generatedOn: string, instance: SimInstance, volume: SimVolume): TagEntry[] {
  const host = volume.domain ? bareHost(volume.domain) : volume.volumeId;
  return asList(siteTags(seed, generatedOn, instance, volume), [
    { Key: "Name", Value: `${instance.name} ${host}` },
    { Key: "Server", Value: instance.instanceId },
  ]);
}

/** Saving replaces the values given (a blank value is stored blank) and keeps the others. */
export function mergeTags<T extends SiteTags>(current: T, given: readonly { Key: InstanceTagKey; Value: string }[]): T {
  const next: SiteTags = { ...current };
  for (const { Key, Value } of given) next[Key] = Value;
  return next as T;
}

/** Every contract tag blank: where a server without contract tags starts when one is saved. */
export function blankContractTags(): ContractTagValues {
  return Object.fromEntries(INSTANCE_TAG_KEYS.map((key) => [key, ""])) as ContractTagValues;
}
