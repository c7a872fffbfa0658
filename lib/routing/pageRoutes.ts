// Pages (not modals) whose params come from e-mailed links: read through the same decoding
// as the modal table, so a token or action is decoded once.
import { decodeSegment, encodeSegment, joinPath, rawSegments, type RouteInput } from "./segments";

export interface DeleteResourcesParams {
  token: string;
  action: string;
}

const DELETE_BASE = "/home/delete";
const DELETE_KEYS = ["token", "action"] as const;

/** home/delete/{token}/{action} (spec 2 §2.5). */
export const deleteResourcesRoute = {
  base: DELETE_BASE,
  keys: DELETE_KEYS,
  build: (p: DeleteResourcesParams) => joinPath(DELETE_BASE, [encodeSegment(p.token), encodeSegment(p.action)]),
  parse(input: RouteInput): DeleteResourcesParams | null {
    const raw = rawSegments(input, DELETE_KEYS);
    if (raw.length !== 2 || raw.some((segment) => segment === "")) return null;
    return { token: decodeSegment(raw[0]), action: decodeSegment(raw[1]) };
  },
};

/** A mailed link's page of the shape {base}/{token}/{action}. */
function tokenActionRoute(base: string) {
  return {
    base,
    keys: DELETE_KEYS,
    build: (p: DeleteResourcesParams) => joinPath(base, [encodeSegment(p.token), encodeSegment(p.action)]),
    parse(input: RouteInput): DeleteResourcesParams | null {
      const raw = rawSegments(input, DELETE_KEYS);
      if (raw.length !== 2 || raw.some((segment) => segment === "")) return null;
      return { token: decodeSegment(raw[0]), action: decodeSegment(raw[1]) };
    },
  };
}

/** home/upgrade/{token}/{action} (spec 2 §2.7). */
export const upgradePageRoute = tokenActionRoute("/home/upgrade");
/** home/rollback/{token}/{action} (spec 2 §2.8). */
export const rollbackPageRoute = tokenActionRoute("/home/rollback");

const BATCH_KEYS = ["batchId"] as const;

/** A page of the shape {base}/{batchId}. */
function batchRoute(base: string) {
  return {
    base,
    keys: BATCH_KEYS,
    build: (p: { batchId: string }) => joinPath(base, [encodeSegment(p.batchId)]),
    parse(input: RouteInput): { batchId: string } | null {
      const raw = rawSegments(input, BATCH_KEYS);
      if (raw.length !== 1 || raw[0] === "") return null;
      return { batchId: decodeSegment(raw[0]) };
    },
  };
}

/** scheduled-upgrade/approve/{batchId} (spec 3 §2.7), opened from a mail. */
export const batchApproveRoute = batchRoute("/scheduled-upgrade/approve");
/** scheduled-upgrade/report (spec 3 §2.5). */
export const BATCH_REPORT_PATH = "/scheduled-upgrade/report";
/** scheduled-upgrade/report/details/{batchId} (spec 3 §2.6): a modal over the report, closing to it. */
export const batchDetailsRoute = { ...batchRoute(`${BATCH_REPORT_PATH}/details`), closeTo: () => BATCH_REPORT_PATH };
