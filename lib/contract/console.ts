// The console's own API (served under /api, answered by lib/routes), as a table like the upstream
// contract's: each route's method, path, schemas for its path parameters, query, body and
// answer, least role and whether it needs a fresh two-factor code. The handlers validate with
// these schemas; the browser calls the routes through the same client as /api/v1, by the
// zod-free view in consoleRoutes.ts (a unit test keeps the two equal).
import { z } from "zod";
import { ACTIVITY_OUTCOMES } from "@/lib/domain/activityFilter";
import type { ActivityRow } from "@/lib/domain/activityCsv";
import { BULK_MAX, BULK_MESSAGES, type BulkLine } from "@/lib/domain/bulkPower";
import type { PreflightFacts } from "@/lib/domain/preflight";
import { LIVE_LISTS, type LiveUpdate } from "@/lib/domain/liveList";
import { REGIONS } from "@/lib/domain/regions";
import { normaliseSavedViewUrl, SAVED_VIEW_MESSAGES, savedViewName, savedViewNameError, type SavedView } from "@/lib/domain/savedViews";
import { noBody, noQuery } from "./define";
import { motiveSchema, powerActionSchema, regionSchema } from "./schemas/common";
import { otpCodeSchema } from "./schemas/user";
import type { CallShape, HttpMethod, Role } from "./types";

/** How the answer comes: JSON (validated by `response`), a CSV download, NDJSON lines, or server-sent events. */
export type ConsoleResponseKind = "json" | "csv" | "ndjson" | "sse";

export interface ConsoleEndpoint<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType, PS extends z.ZodType = z.ZodType>
  extends CallShape<Q, B, R> {
  id: string;
  method: HttpMethod;
  /** The whole path, under /api, with `{name}` parameters. */
  path: string;
  /** Rules for the path parameters, by name. */
  params: PS;
  /** Every route wants a fully signed-in session (two-factor passed) of at least this role. */
  minRole: Role;
  /** Whether the route itself wants a fresh two-factor code (a bulk action's servers are each
   * judged by the BFF, one by one). */
  stepUp: boolean;
  responseKind: ConsoleResponseKind;
}

interface Spec<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, PS extends z.ZodType> {
  method: HttpMethod;
  path: string;
  params?: PS;
  query?: Q;
  body?: B;
  response: R;
  minRole?: Role;
  stepUp?: boolean;
  responseKind?: ConsoleResponseKind;
}

const noParams = z.object({});

function consoleEndpoint<Q extends z.ZodType = typeof noQuery, B extends z.ZodType = typeof noBody, R extends z.ZodType = z.ZodType, PS extends z.ZodType = typeof noParams>(
  id: string,
  spec: Spec<Q, B, R, PS>,
): ConsoleEndpoint<Q, B, R, PS> {
  return {
    id,
    method: spec.method,
    path: spec.path,
    params: (spec.params ?? noParams) as PS,
    query: (spec.query ?? noQuery) as Q,
    body: (spec.body ?? noBody) as B,
    response: spec.response,
    minRole: spec.minRole ?? "manager",
    stepUp: spec.stepUp ?? false,
    responseKind: spec.responseKind ?? "json",
  };
}

/** An instance id as a path segment names it. */
const instanceIdParam = z.string().trim().min(1, { message: "Give the instance's id." }).max(100, { message: "Give the instance's id." });

// Saved views: bigserial ids, digits within a bigint.
const savedViewId = z.string().regex(/^[1-9]\d{0,17}$/, { message: SAVED_VIEW_MESSAGES.notFound });

const savedViewSchema: z.ZodType<SavedView> = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  createdAt: z.string(),
  shared: z.boolean(),
  savedBy: z.string().nullable(),
});

export const saveViewBody = z.strictObject({
  name: z
    .string({ error: SAVED_VIEW_MESSAGES.nameRequired })
    .superRefine((name, ctx) => {
      const message = savedViewNameError(name);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform(savedViewName),
  url: z.string({ error: SAVED_VIEW_MESSAGES.urlInvalid }).transform((url, ctx) => {
    const result = normaliseSavedViewUrl(url);
    if (result.ok) return result.url;
    ctx.addIssue({ code: "custom", message: result.message });
    return z.NEVER;
  }),
  /** Share with the team (admin and up: the route checks the role). */
  shared: z.boolean({ error: "Say whether the view is shared with the team." }).default(false),
});

/** The activity page's filters as its address carries them; lib/domain/activityFilter reads
 * them (an unknown region, outcome or day is dropped, as the page does). */
const ACTIVITY_TEXT_MAX = 200;
const activityText = z.string().max(ACTIVITY_TEXT_MAX, { message: `At most ${ACTIVITY_TEXT_MAX} characters.` }).optional();
export const activityExportQuery = z.object({
  user: activityText,
  action: activityText,
  target: activityText,
  motive: activityText,
  region: activityText,
  outcome: z.union([z.enum(ACTIVITY_OUTCOMES), z.literal("")]).optional(),
  from: activityText,
  to: activityText,
});

export const preflightQuery = z.object({
  region: z.enum(REGIONS, { error: "Choose a region." }),
  ip: z.string().trim().max(100).optional(),
});

export const bulkPowerBody = z.strictObject({
  kind: z.enum(["instance", "dbInstance"]),
  action: powerActionSchema,
  region: regionSchema,
  reason: motiveSchema,
  ids: z
    .array(z.string().trim().min(1).max(100))
    .min(1, { message: "Choose at least one server." })
    .max(BULK_MAX, { message: BULK_MESSAGES.tooMany })
    .refine((ids) => new Set(ids).size === ids.length, { message: "A server is listed twice." }),
});

export const stepUpBody = z.object({ code: otpCodeSchema });

export const liveQuery = z.object({
  region: z.enum(REGIONS, { error: "Choose a region." }),
  list: z.enum(LIVE_LISTS, { error: "Choose the instances or dbinstances list." }),
  /** The last update the browser has, when it reopens a stream itself (a new EventSource sends no Last-Event-ID). */
  lastEventId: z.string().max(100).optional(),
});

export const consoleApi = {
  listViews: consoleEndpoint("listViews", {
    method: "GET",
    path: "/api/views",
    response: z.object({ views: z.array(savedViewSchema) }),
  }),
  saveView: consoleEndpoint("saveView", {
    method: "POST",
    path: "/api/views",
    body: saveViewBody,
    response: z.object({ view: savedViewSchema }),
  }),
  deleteView: consoleEndpoint("deleteView", {
    method: "DELETE",
    path: "/api/views/{id}",
    params: z.object({ id: savedViewId }),
    response: z.object({ id: z.string(), name: z.string() }),
  }),
  preflight: consoleEndpoint("preflight", {
    method: "GET",
    path: "/api/preflight/{instanceId}",
    params: z.object({ instanceId: instanceIdParam }),
    query: preflightQuery,
    response: z.custom<PreflightFacts>((value) => typeof value === "object" && value !== null && "backupKnown" in value),
  }),
  instanceActivity: consoleEndpoint("instanceActivity", {
    method: "GET",
    path: "/api/activity/instance/{instanceId}",
    params: z.object({ instanceId: instanceIdParam }),
    response: z.object({ rows: z.array(z.custom<ActivityRow>((value) => typeof value === "object" && value !== null)) }),
  }),
  activityExport: consoleEndpoint("activityExport", {
    method: "GET",
    path: "/api/activity/export",
    query: activityExportQuery,
    response: z.string(),
    responseKind: "csv",
  }),
  stepUp: consoleEndpoint("stepUp", {
    method: "POST",
    path: "/api/step-up",
    body: stepUpBody,
    response: z.object({ success: z.literal(true) }),
  }),
  bulkPower: consoleEndpoint("bulkPower", {
    method: "POST",
    path: "/api/bulk/power",
    body: bulkPowerBody,
    response: z.custom<BulkLine>(),
    responseKind: "ndjson",
  }),
  live: consoleEndpoint("live", {
    method: "GET",
    path: "/api/live",
    query: liveQuery,
    response: z.custom<LiveUpdate>(),
    responseKind: "sse",
  }),
};

export type ConsoleEndpointId = keyof typeof consoleApi;

export const consoleEndpoints: readonly ConsoleEndpoint[] = Object.values(consoleApi) as ConsoleEndpoint[];
