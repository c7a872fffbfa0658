// A view of the instance list: the search text, the sort, the optional fleet columns
// and the filters (state, LMS, deployment, certificate status, version range). A view lives in
// the page's address, so a copied link opens the same rows; this module reads and writes that
// address and applies a view to a list. Reading is tolerant: a value the console does not know
// (an old link, a hand-edited one) is dropped, never an error.
import { CERTIFICATE_STATUSES, type CertificateStatus } from "./certificateStatus";
import { DEPLOYMENT_TYPES, type DeploymentType } from "./deploymentTypes";
import { compareVersions, parseVersion } from "./versions";

/** Columns a user may add to the list, in the order they appear after the standard ones. */
export const FLEET_COLUMNS = [
  { id: "lms", label: "LMS" },
  { id: "deployment", label: "Deployment" },
  { id: "ssl", label: "SSL days left" },
  { id: "cdn", label: "CDN" },
  { id: "php", label: "PHP" },
] as const;
export type FleetColumnId = (typeof FLEET_COLUMNS)[number]["id"];
const FLEET_COLUMN_IDS: readonly string[] = FLEET_COLUMNS.map((c) => c.id);

/** What the list can be sorted by: the standard columns that hold text, and every fleet column. */
export const SORT_KEYS = ["state", "name", "type", "version", "instanceId", "ip", ...FLEET_COLUMN_IDS] as readonly string[];
export type SortKey = "state" | "name" | "type" | "version" | "instanceId" | "ip" | FleetColumnId;
export type SortDirection = "asc" | "desc";
export interface ListSort {
  key: SortKey;
  direction: SortDirection;
}

/** The LMS and state values the filters offer (the upstream may send others; they are kept in the list). */
export const LMS_FILTER_VALUES = ["Moodle", "Totara"] as const;
export const STATE_FILTER_VALUES = ["running", "stopped", "pending", "stopping", "rebooting"] as const;

export interface ListView {
  q: string;
  sort: ListSort | null;
  columns: FleetColumnId[];
  states: string[];
  lms: string[];
  deployments: DeploymentType[];
  certificates: CertificateStatus[];
  /** A version ("4.1"), or "" for no bound. The upper bound takes in its whole line: "4.3" keeps 4.3.3. */
  versionMin: string;
  versionMax: string;
}

export const DEFAULT_VIEW: ListView = {
  q: "", sort: null, columns: [], states: [], lms: [], deployments: [], certificates: [], versionMin: "", versionMax: "",
};

/** The address's parameter for each part of a view. */
export const VIEW_PARAMS = { q: "q", sort: "sort", columns: "cols", states: "state", lms: "lms", deployments: "deploy", certificates: "cert", versionMin: "vmin", versionMax: "vmax" } as const;

/** Longest search text kept from an address: a pasted link cannot make the list filter by a novel. */
const MAX_QUERY = 200;

function listParam(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter((v) => v !== "");
}

/** Known values only, each once, in the order `known` gives. */
function pick<T extends string>(values: readonly string[], known: readonly T[], normalise: (v: string) => string = (v) => v): T[] {
  const wanted = new Set(values.map(normalise));
  return known.filter((k) => wanted.has(normalise(k)));
}

/** A bound the version filter can use, or "" (an unparseable one is dropped). */
export function versionBound(value: string | null | undefined): string {
  const text = (value ?? "").trim();
  return text !== "" && parseVersion(text) !== null ? text : "";
}

function parseSort(value: string | null): ListSort | null {
  if (!value) return null;
  const descending = value.startsWith("-");
  const key = descending ? value.slice(1) : value;
  return SORT_KEYS.includes(key) ? { key: key as SortKey, direction: descending ? "desc" : "asc" } : null;
}

/** The view an address describes. */
export function parseListView(params: URLSearchParams): ListView {
  const lower = (v: string) => v.toLowerCase();
  return {
    q: (params.get(VIEW_PARAMS.q) ?? "").slice(0, MAX_QUERY),
    sort: parseSort(params.get(VIEW_PARAMS.sort)),
    columns: pick(listParam(params, VIEW_PARAMS.columns), FLEET_COLUMNS.map((c) => c.id)),
    // States are the upstream's words; any it may send is a fair filter, lower-cased as it sends them.
    states: [...new Set(listParam(params, VIEW_PARAMS.states).map(lower))].filter((s) => /^[a-z-]{1,32}$/.test(s)),
    lms: pick(listParam(params, VIEW_PARAMS.lms), LMS_FILTER_VALUES, lower),
    deployments: pick(listParam(params, VIEW_PARAMS.deployments), DEPLOYMENT_TYPES, lower),
    certificates: pick(listParam(params, VIEW_PARAMS.certificates), CERTIFICATE_STATUSES, (v) => v.toUpperCase().replace(/[\s_-]+/g, " ")),
    versionMin: versionBound(params.get(VIEW_PARAMS.versionMin)),
    versionMax: versionBound(params.get(VIEW_PARAMS.versionMax)),
  };
}

/** Writes `view` into `params` in place of any view there was, leaving the parts at their
 * default out (so the plain list keeps a plain address); other parameters stay. */
export function writeListView(params: URLSearchParams, view: ListView): void {
  for (const name of Object.values(VIEW_PARAMS)) params.delete(name);
  if (view.q.trim() !== "") params.set(VIEW_PARAMS.q, view.q);
  if (view.sort) params.set(VIEW_PARAMS.sort, `${view.sort.direction === "desc" ? "-" : ""}${view.sort.key}`);
  const lists: [string, readonly string[]][] = [
    [VIEW_PARAMS.columns, view.columns], [VIEW_PARAMS.states, view.states], [VIEW_PARAMS.lms, view.lms],
    [VIEW_PARAMS.deployments, view.deployments], [VIEW_PARAMS.certificates, view.certificates],
  ];
  for (const [name, values] of lists) if (values.length > 0) params.set(name, values.join(","));
  if (view.versionMin) params.set(VIEW_PARAMS.versionMin, view.versionMin);
  if (view.versionMax) params.set(VIEW_PARAMS.versionMax, view.versionMax);
}

/** The address's query for a view ("" for the plain list). */
export function listViewSearch(view: ListView): string {
  const params = new URLSearchParams();
  writeListView(params, view);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The cookie that remembers a browser's fleet columns, so the server paints them. */
export const LIST_COLUMNS_COOKIE = "console-list-columns";

export function rememberedColumnsValue(columns: readonly FleetColumnId[]): string {
  return columns.join(".");
}

export function parseRememberedColumns(value: string | null | undefined): FleetColumnId[] {
  return pick((value ?? "").split("."), FLEET_COLUMNS.map((c) => c.id));
}

/** The filters other than the search text that a view sets: how many, for the "Filters (n)" button. */
export function activeFilterCount(view: ListView): number {
  return [view.states, view.lms, view.deployments, view.certificates].filter((list) => list.length > 0).length + (view.versionMin || view.versionMax ? 1 : 0);
}

/** True when `version` lies within the bounds; a bound of "" is open. Without a version, only an open range keeps it. */
export function inVersionRange(version: string | null | undefined, min: string, max: string): boolean {
  if (!min && !max) return true;
  const parsed = parseVersion(version);
  if (!parsed || !version) return false;
  if (min && compareVersions(version, min) < 0) return false;
  if (max) {
    const top = parseVersion(max);
    if (!top) return true;
    // Compared on as many parts as the bound names: "4.3" as an upper bound keeps 4.3.3 and 4.3+.
    if (compareVersions(parsed.parts.slice(0, top.parts.length).join("."), top.parts.join(".")) > 0) return false;
  }
  return true;
}

/** What the console has read about a row beyond the list (its certificate, its server): each may be unknown. */
export interface RowFacts {
  sslDays?: number | null;
  certificate?: CertificateStatus;
  php?: string | null;
}

/** The list fields a view reads. */
export interface ViewableInstance {
  instanceId: string;
  name: string;
  state: string;
  instaceType: string;
  publicIpAddress: string;
  lms: string;
  deploymentType: string;
  version: string | null;
  cdnEnabled: boolean | null;
}

export type FactsOf = (instanceId: string) => RowFacts | undefined;

/** The rows the view's filters keep, in the list's order. A certificate filter keeps only rows whose status is known. */
export function filterByView<T extends ViewableInstance>(rows: readonly T[], view: ListView, facts: FactsOf): T[] {
  const states = view.states.length ? new Set(view.states) : null;
  const lms = view.lms.length ? new Set(view.lms.map((l) => l.toLowerCase())) : null;
  const deployments = view.deployments.length ? new Set<string>(view.deployments) : null;
  const certificates = view.certificates.length ? new Set<string>(view.certificates) : null;
  const versions = Boolean(view.versionMin || view.versionMax);
  if (!states && !lms && !deployments && !certificates && !versions) return rows as T[];
  return rows.filter((row) => {
    if (states && !states.has(row.state.toLowerCase())) return false;
    if (lms && !lms.has(row.lms.toLowerCase())) return false;
    if (deployments && !deployments.has(row.deploymentType)) return false;
    if (versions && !inVersionRange(row.version, view.versionMin, view.versionMax)) return false;
    if (certificates) {
      const known = facts(row.instanceId)?.certificate;
      if (!known || !certificates.has(known)) return false;
    }
    return true;
  });
}

type SortValue = string | number | null;

/** Text compared as people read it: without regard to case, and numbers by value ("MDL_2" before
 * "MDL_10", "192.0.2.9" before "192.0.2.10"). Built once per row, so sorting 5,000 rows compares
 * plain strings. */
function naturalKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, "").padStart(12, "0"));
}

/** A version as a string that sorts as versions compare (lib/domain/versions), or null when it is none. */
function versionKey(version: string | null | undefined): string | null {
  const parsed = parseVersion(version);
  if (!parsed) return null;
  const parts = [...parsed.parts];
  while (parts.length > 1 && parts[parts.length - 1] === 0) parts.pop();
  return `${parts.map((p) => String(p).padStart(6, "0")).join(".")}${parsed.plus ? "+" : ""}`;
}

/** The keys that come from the list's own fields, not from facts read later. */
export type ListSortKey = Exclude<SortKey, "ssl" | "php">;

function listSortValue(row: ViewableInstance, key: ListSortKey): SortValue {
  switch (key) {
    case "state": return naturalKey(row.state);
    case "name": return naturalKey(row.name);
    case "type": return naturalKey(row.instaceType);
    case "version": return versionKey(row.version);
    case "instanceId": return naturalKey(row.instanceId);
    case "ip": return row.publicIpAddress ? naturalKey(row.publicIpAddress) : null;
    case "lms": return naturalKey(row.lms);
    case "deployment": return naturalKey(row.deploymentType);
    case "cdn": return row.cdnEnabled === null ? null : row.cdnEnabled ? "on" : "off";
  }
}

/** Each row's list keys, kept with the row object: a list's rows are the same objects until it is
 * fetched again, so sorting by another column or the other way round builds no key twice. */
const listKeys = new WeakMap<ViewableInstance, Partial<Record<ListSortKey, SortValue>>>();

export const LIST_SORT_KEYS: readonly ListSortKey[] = ["state", "name", "type", "version", "instanceId", "ip", "lms", "deployment", "cdn"];

function listKey(row: ViewableInstance, key: ListSortKey): SortValue {
  let keys = listKeys.get(row);
  if (!keys) listKeys.set(row, (keys = {}));
  if (!(key in keys)) keys[key] = listSortValue(row, key);
  return keys[key] as SortValue;
}

function sortValue(row: ViewableInstance, key: SortKey, facts: FactsOf): SortValue {
  if (key === "ssl") return facts(row.instanceId)?.sslDays ?? null;
  if (key === "php") return versionKey(facts(row.instanceId)?.php);
  return listKey(row, key);
}

/** Builds every list key of `rows[from]` onwards until `hasTime()` says stop, and returns where it
 * stopped (`rows.length` when done): the list builds them while the browser is idle, so even
 * the first sort by a column compares ready strings. */
export function prepareSortKeys(rows: readonly ViewableInstance[], from: number, hasTime: () => boolean): number {
  let index = from;
  while (index < rows.length && hasTime()) {
    for (const key of LIST_SORT_KEYS) listKey(rows[index], key);
    index++;
  }
  return index;
}

interface Keyed<T> {
  row: T;
  index: number;
  value: SortValue;
}

const missing = (value: SortValue) => value === null || value === "";

/** The rows by `key`, ascending: ties in the list's order, rows without a value last. */
function ascending<T extends ViewableInstance>(rows: readonly T[], key: SortKey, facts: FactsOf): Keyed<T>[] {
  const keyed = rows.map((row, index) => ({ row, index, value: sortValue(row, key, facts) }));
  return keyed.sort((x, y) => {
    const xMissing = missing(x.value);
    const yMissing = missing(y.value);
    if (xMissing || yMissing) return xMissing === yMissing ? x.index - y.index : xMissing ? 1 : -1;
    return (x.value! < y.value! ? -1 : x.value! > y.value! ? 1 : 0) || x.index - y.index;
  });
}

/** The descending order from the ascending one without sorting again: runs of equal values in
 * reverse, each run still in the list's order, and rows without a value still last. */
function descendingFrom<T>(asc: readonly Keyed<T>[]): T[] {
  let present = asc.length;
  while (present > 0 && missing(asc[present - 1].value)) present--;
  const out: T[] = [];
  let end = present;
  while (end > 0) {
    let start = end - 1;
    while (start > 0 && asc[start - 1].value === asc[end - 1].value) start--;
    for (let i = start; i < end; i++) out.push(asc[i].row);
    end = start;
  }
  for (let i = present; i < asc.length; i++) out.push(asc[i].row);
  return out;
}

/** What has been sorted before, by the rows it sorted: a list without a search or filters is the
 * same array until it is fetched again, so a sort by a column sorted before (either way) is a
 * lookup. Sorts by facts are not kept, since more facts arrive while the list is open. */
const sorted = new WeakMap<readonly ViewableInstance[], { ascending: Map<SortKey, Keyed<ViewableInstance>[]>; orders: Map<string, readonly ViewableInstance[]> }>();

/** The rows in the sort's order; rows without a value (no IP, certificate or PHP not known yet) come last
 * either way, and ties keep the list's order (names break them for the same key). */
export function sortByView<T extends ViewableInstance>(rows: readonly T[], sort: ListSort | null, facts: FactsOf): T[] {
  if (!sort) return rows as T[];
  const byFacts = sort.key === "ssl" || sort.key === "php";
  let kept = byFacts ? undefined : sorted.get(rows);
  if (!byFacts && !kept) sorted.set(rows, (kept = { ascending: new Map(), orders: new Map() }));
  const id = `${sort.key} ${sort.direction}`;
  const known = kept?.orders.get(id);
  if (known) return known as T[];
  let asc = kept?.ascending.get(sort.key) as Keyed<T>[] | undefined;
  if (!asc) {
    asc = ascending(rows, sort.key, facts);
    kept?.ascending.set(sort.key, asc);
  }
  const order = sort.direction === "asc" ? asc.map((k) => k.row) : descendingFrom(asc);
  kept?.orders.set(id, order);
  return order;
}

/** Sorts `rows` by one list column ahead of need (in idle time), so the first sort by it is a lookup. */
export function prepareSortOrder(rows: readonly ViewableInstance[], key: ListSortKey): void {
  sortByView(rows, { key, direction: "asc" }, () => undefined);
}

export const VIEW_MESSAGES = {
  badVersion: "Enter a version such as 4.1 or 4.3.3.",
  versionToNote: "4.3 keeps every 4.3.x",
  certificateNote: "Certificates are read for the instances the other filters keep, four at a time; until one is read its instance is left out.",
  /** The count line of a filtered view. */
  reading: (done: number, total: number) => `Reading certificates and PHP versions: ${done} of ${total}`,
} as const;

/** The words of the chips that show a view's filters. */
export function filterChips(view: ListView): { key: keyof ListView; text: string }[] {
  const chips: { key: keyof ListView; text: string }[] = [];
  if (view.states.length) chips.push({ key: "states", text: `State: ${view.states.join(", ")}` });
  if (view.lms.length) chips.push({ key: "lms", text: `LMS: ${view.lms.join(", ")}` });
  if (view.deployments.length) chips.push({ key: "deployments", text: `Deployment: ${view.deployments.join(", ")}` });
  if (view.certificates.length) chips.push({ key: "certificates", text: `Certificate: ${view.certificates.join(", ")}` });
  if (view.versionMin || view.versionMax) chips.push({ key: "versionMin", text: `Version: ${view.versionMin || "any"} to ${view.versionMax || "any"}` });
  return chips;
}
