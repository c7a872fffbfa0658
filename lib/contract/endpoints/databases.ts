// Database servers: list, storage, actions, databases and snapshots (spec 2 §7).
// Placeholder schemas (z.unknown()) are to be replaced with the real zod schemas.
import { z } from "zod";
import { endpoint } from "../define";

export const listDbInstances = endpoint("listDbInstances", { method: "GET", path: "/dbinstances", response: z.unknown(), spec: "2 §7" });
export const dbInstanceData = endpoint("dbInstanceData", { method: "GET", path: "/dbinstances/{id}/data", response: z.unknown(), spec: "2 §7" });
export const dbInstanceAction = endpoint("dbInstanceAction", { method: "POST", path: "/dbinstances/{id}/action", response: z.unknown(), spec: "2 §7" });
export const dbDatabases = endpoint("dbDatabases", { method: "GET", path: "/dbinstances/{id}/databases", response: z.unknown(), spec: "2 §7" });
export const dbSnapshots = endpoint("dbSnapshots", { method: "GET", path: "/dbSnapshots/{id}", response: z.unknown(), spec: "2 §7" });
