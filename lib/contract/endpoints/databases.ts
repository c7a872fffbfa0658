// Database servers: list, storage, actions, databases and snapshots (spec 2 §7).
import { endpoint } from "../define";
import { notShownSchema, regionQuery } from "../schemas/common";
import {
  dbDatabasesSchema, dbInstanceActionBody, dbInstanceDataSchema, dbInstanceListSchema, dbSnapshotsSchema,
} from "../schemas/database";

export const listDbInstances = endpoint("listDbInstances", {
  method: "GET", path: "/dbinstances", query: regionQuery, response: dbInstanceListSchema, spec: "2 §7",
});
export const dbInstanceData = endpoint("dbInstanceData", {
  method: "GET", path: "/dbinstances/{id}/data", query: regionQuery, response: dbInstanceDataSchema, spec: "2 §7",
});
/** Start, stop or reboot with a motive; the role restriction is not shown, so every role may. */
export const dbInstanceAction = endpoint("dbInstanceAction", {
  method: "POST", path: "/dbinstances/{id}/action", bodyKind: "json", body: dbInstanceActionBody, response: notShownSchema, spec: "2 §7",
});
export const dbDatabases = endpoint("dbDatabases", {
  method: "GET", path: "/dbinstances/{id}/databases", query: regionQuery, response: dbDatabasesSchema, spec: "2 §7",
});
export const dbSnapshots = endpoint("dbSnapshots", {
  method: "GET", path: "/dbSnapshots/{id}", query: regionQuery, response: dbSnapshotsSchema, spec: "2 §7",
});
