// Database servers (RDS): the list entity, free storage, actions, databases and snapshots (spec 2 §2.10, §3, §7).
import { z } from "zod";
import { deploymentTypeSchema, motiveSchema, powerActionSchema, regionSchema } from "./common";

export const dbInstanceSchema = z.object({
  dbInstanceId: z.string(),
  dbInstanceClass: z.string(),
  engine: z.string(),
  engineVersion: z.string(),
  storageGiB: z.number(),
  /** GiB; usage is storage minus free. Looked up separately when the state is available. */
  freeStorage: z.number().nullable().default(null),
  /** available, stopped and others. */
  state: z.string(),
  deployment: deploymentTypeSchema,
});
export type DbInstance = z.infer<typeof dbInstanceSchema>;

export const dbInstanceListSchema = z.object({ dbinstances: z.array(dbInstanceSchema) });
export type DbInstanceList = z.infer<typeof dbInstanceListSchema>;

export const dbInstanceDataSchema = z.object({ freeStorage: z.number() });
export type DbInstanceData = z.infer<typeof dbInstanceDataSchema>;

export const dbInstanceActionBody = z.strictObject({
  action: powerActionSchema,
  region: regionSchema,
  reason: motiveSchema,
});
export type DbInstanceActionBody = z.infer<typeof dbInstanceActionBody>;

/** Database names on a server. */
export const dbDatabasesSchema = z.object({ databases: z.array(z.string()) });
export type DbDatabases = z.infer<typeof dbDatabasesSchema>;

export const dbSnapshotSchema = z.object({
  dbSnapshotId: z.string(),
  /** The creation date (ISO text). */
  dbSnapshotDate: z.string(),
});
export type DbSnapshot = z.infer<typeof dbSnapshotSchema>;

export const dbSnapshotsSchema = z.object({ dbSnapshots: z.array(dbSnapshotSchema) });
export type DbSnapshots = z.infer<typeof dbSnapshotsSchema>;
