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
