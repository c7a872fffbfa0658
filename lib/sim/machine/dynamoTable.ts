// The cloud-database table (spec 3 §2.4): the hosting company's DynamoDB inventory of servers
// and their domains. It lists every server of both regions, plus entries of servers terminated
// since (left behind when a deletion went wrong, as such tables are), and a shared server's
// entry also keeps a domain or two it no longer serves. Only those leftovers may be deleted:
// an entry of a live server, or a domain it still serves, is protected. Derived from the fleet
// and the seed; only deletions are stored (state.dynamoDeleted).
import { REGIONS, type Region } from "@/lib/domain/regions";
import { deriveSeed } from "../random";
import type { SimInstance } from "../fleet/types";
import type { SimState } from "../state/types";
import { bareHost, sitesOf } from "./sites";

export interface DynamoEntry {
  id: string;
  name: string;
  ip: string;
  shared: boolean;
  /** The live server, or null for a terminated one's leftover entry. */
  live: { instance: SimInstance; region: Region } | null;
}

const TERMINATED = [
  { name: "MDL_COLPAVAS2019", shared: false },
  { name: "MDL_CEFORPEREZ2020", shared: false },
  { name: "MDL_UNIPACIFICO2021", shared: false },
  { name: "MDL_MOODLE00", shared: true },
];

/** Leftovers of terminated servers; a name a live server has taken since is not listed twice. */
function terminated(seed: number, liveNames: ReadonlySet<string>): DynamoEntry[] {
  return TERMINATED.filter((t) => !liveNames.has(t.name)).map((t, i) => {
    const h = deriveSeed(seed, `dynamo:${t.name}`);
    return { id: `i-0${h.toString(16).padStart(8, "0")}${(h >>> 3).toString(16).slice(0, 8)}`, name: t.name, ip: `203.0.113.${10 + i * 17}`, shared: t.shared, live: null };
  });
}

function deleted(state: SimState) {
  return state.dynamoDeleted ?? { entries: [], domains: {} };
}

export function dynamoEntries(state: SimState): DynamoEntry[] {
  const gone = new Set(deleted(state).entries);
  const live = REGIONS.flatMap((region) =>
    state.fleet[region].instances.map((instance) => ({ id: instance.instanceId, name: instance.name, ip: instance.publicIpAddress, shared: instance.deploymentType === "shared", live: { instance, region } })),
  );
  return [...live, ...terminated(state.seed, new Set(live.map((e) => e.name)))].filter((e) => !gone.has(e.id));
}

export function findEntry(state: SimState, id: string): DynamoEntry | null {
  return dynamoEntries(state).find((e) => e.id === id) ?? null;
}

/** Domains as the table stores them (with scheme): a live server's sites, plus leftovers. */
export function entryDomains(state: SimState, entry: DynamoEntry): string[] {
  const served = entry.live ? sitesOf(entry.live.instance).map((s) => s.domain) : [];
  const slug = entry.name.slice(4).toLowerCase();
  const leftovers = entry.shared || !entry.live ? [`https://antiguo-${slug}.example`] : [];
  const gone = new Set(deleted(state).domains[entry.id] ?? []);
  return [...served, ...leftovers].filter((d) => !gone.has(bareHost(d)));
}

/** A domain the server still serves may not be deleted. */
export function servedBy(entry: DynamoEntry, domain: string): boolean {
  return entry.live !== null && sitesOf(entry.live.instance).some((s) => bareHost(s.domain) === bareHost(domain));
}

export function deleteEntry(state: SimState, id: string): void {
  const d = deleted(state);
  state.dynamoDeleted = { ...d, entries: [...d.entries, id] };
}

export function deleteDomain(state: SimState, id: string, domain: string): void {
  const d = deleted(state);
  state.dynamoDeleted = { ...d, domains: { ...d.domains, [id]: [...(d.domains[id] ?? []), bareHost(domain)] } };
}
