// The information modal and the modals nested under it (spec 1 §2, spec 2 §2.4, §2.9, §2.11,
// spec 3 §2.1): information/{instanceId}/{address}/{name}/{deploymentType}/{version?}, then
// optionally delete/{volumeId}/{volumeName?}, operations/{volumeId}/{volumeName?}/{volumeDomain?}
// or upgrade/{volumeId?}/{volumeName?}. The version may be left out in the middle of the path,
// so the segments after the deployment are read here as one list: a first segment that is one
// of the child names starts a child, anything else is the version (no version is spelled
// "delete", "operations" or "upgrade").
import type { ModalRoute } from "./modalRoute";
import { INSTANCES_BASE } from "./modalRoute";
import { withRegion } from "./regionQuery";
import { decodeMaybeEmpty, decodeSegment, EMPTY_SEGMENT, encodeMaybeEmpty, encodeSegment, joinPath, rawSegments, type RouteInput } from "./segments";

export interface InformationParams {
  instanceId: string;
  /** "" when the instance has no address (written "-"). */
  address: string;
  name: string;
  deploymentType: string;
  version?: string;
}

export interface VolumeDeleteParams {
  parent: InformationParams;
  volumeId: string;
  volumeName?: string;
}

export interface VolumeOperationsParams {
  parent: InformationParams;
  volumeId: string;
  volumeName?: string;
  /** The site's domain; a scheme given here is left out of the URL (spec 2 §2.11). */
  volumeDomain?: string;
}

export interface VolumeUpgradeParams {
  parent: InformationParams;
  volumeId?: string;
  volumeName?: string;
}

export const INFORMATION_BASE = `${INSTANCES_BASE}/information`;
/** Folder names of the information route: four segments, then an optional catch-all. */
export const INFORMATION_KEYS = ["instanceId", "address", "name", "deploymentType", "rest"] as const;

export type InformationChild =
  | { kind: "delete"; params: VolumeDeleteParams }
  | { kind: "operations"; params: VolumeOperationsParams }
  | { kind: "upgrade"; params: VolumeUpgradeParams };

export interface InformationMatch {
  information: InformationParams;
  child: InformationChild | null;
}

type ChildKind = InformationChild["kind"];
const CHILD_FIELDS: Record<ChildKind, { required: number; keys: readonly ("volumeId" | "volumeName" | "volumeDomain")[] }> = {
  delete: { required: 1, keys: ["volumeId", "volumeName"] },
  operations: { required: 1, keys: ["volumeId", "volumeName", "volumeDomain"] },
  upgrade: { required: 0, keys: ["volumeId", "volumeName"] },
};

function isChildKind(segment: string | undefined): segment is ChildKind {
  return segment !== undefined && Object.hasOwn(CHILD_FIELDS, segment);
}

function informationSegments(p: InformationParams): string[] {
  const version = p.version?.trim() ?? "";
  const segments = [encodeSegment(p.instanceId), encodeMaybeEmpty(p.address), encodeSegment(p.name), encodeSegment(p.deploymentType)];
  return version === "" ? segments : [...segments, encodeSegment(version)];
}

/** Everything after "information/", read once: the modal's params and the child it names. */
export function matchInformation(input: RouteInput): InformationMatch | null {
  const raw = rawSegments(input, INFORMATION_KEYS);
  if (raw.length < 4 || raw.some((segment) => segment === "")) return null;
  const [instanceId, address, name, deploymentType, ...rest] = raw;
  const information: InformationParams = {
    instanceId: decodeSegment(instanceId),
    address: decodeMaybeEmpty(address),
    name: decodeSegment(name),
    deploymentType: decodeSegment(deploymentType),
  };
  let at = 0;
  if (rest.length > 0 && !isChildKind(rest[0])) {
    information.version = decodeSegment(rest[0]);
    at = 1;
  }
  if (at === rest.length) return { information, child: null };
  const kind = rest[at];
  if (!isChildKind(kind)) return null;
  const values = rest.slice(at + 1);
  const fields = CHILD_FIELDS[kind];
  if (values.length > fields.keys.length) return null;
  const read: Partial<Record<(typeof fields.keys)[number], string>> = {};
  fields.keys.forEach((key, i) => {
    const value = values[i] === undefined ? "" : decodeMaybeEmpty(values[i]);
    if (value !== "") read[key] = value;
  });
  if (fields.keys.slice(0, fields.required).some((key) => read[key] === undefined)) return null;
  const parent = information;
  if (kind === "delete") return { information, child: { kind, params: { parent, volumeId: read.volumeId!, ...pick(read, "volumeName") } } };
  if (kind === "operations") {
    return { information, child: { kind, params: { parent, volumeId: read.volumeId!, ...pick(read, "volumeName"), ...pick(read, "volumeDomain") } } };
  }
  return { information, child: { kind, params: { parent, ...pick(read, "volumeId"), ...pick(read, "volumeName") } } };
}

function pick<K extends string>(from: Partial<Record<K, string>>, key: K): Partial<Record<K, string>> {
  return from[key] === undefined ? {} : ({ [key]: from[key] } as Partial<Record<K, string>>);
}

/** Optional values after the child's name: trailing absent ones left out, inner ones "-". */
function childSegments(values: readonly (string | undefined)[]): string[] {
  const segments = values.map((value) => encodeMaybeEmpty(value));
  while (segments.length > 0 && segments[segments.length - 1] === EMPTY_SEGMENT) segments.pop();
  return segments;
}

function stripScheme(domain: string | undefined): string | undefined {
  return domain?.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "");
}

/** The list follows the shell's region (see instanceModals.ts), so it carries none. */
function listHref(): string {
  return INSTANCES_BASE;
}

export const informationRoute: ModalRoute<InformationParams> = {
  base: INFORMATION_BASE,
  keys: INFORMATION_KEYS,
  build: (params, options) => withRegion(joinPath(INFORMATION_BASE, informationSegments(params)), options),
  parse(input) {
    const match = matchInformation(input);
    return match && match.child === null ? match.information : null;
  },
  closeTo: () => listHref(),
};

type ChildParams<K extends ChildKind> = Extract<InformationChild, { kind: K }>["params"];

function childRoute<K extends ChildKind>(kind: K, values: (params: ChildParams<K>) => (string | undefined)[]): ModalRoute<ChildParams<K>> {
  return {
    base: INFORMATION_BASE,
    keys: INFORMATION_KEYS,
    build: (params, options) =>
      withRegion(joinPath(INFORMATION_BASE, [...informationSegments(params.parent), kind, ...childSegments(values(params))]), options),
    parse(input) {
      const child = matchInformation(input)?.child;
      return child?.kind === kind ? (child.params as ChildParams<K>) : null;
    },
    // Nested modals close to the information modal they were opened from.
    closeTo: (params, options) => informationRoute.build(params.parent, options),
  };
}

export const volumeDeleteRoute = childRoute("delete", (p) => [p.volumeId, p.volumeName]);
export const volumeOperationsRoute = childRoute("operations", (p) => [p.volumeId, p.volumeName, stripScheme(p.volumeDomain)]);
export const volumeUpgradeRoute = childRoute("upgrade", (p) => [p.volumeId, p.volumeName]);

/** The information modal a browser path is on (itself or one of its children), or null. */
export function matchInformationPath(pathname: string): InformationMatch | null {
  const prefix = `${INFORMATION_BASE}/`;
  if (!pathname.startsWith(prefix)) return null;
  return matchInformation(pathname.slice(prefix.length).replace(/\/$/, "").split("/"));
}
