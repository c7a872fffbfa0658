// The console's probes for load balancers and orchestrators, beside the API tables: GET /healthz
// (the process answers) and GET /readyz (it can serve: not draining, the upstream answers, the
// console's database is open). They sit outside /api and outside the page gates (proxy.ts does
// not run for them), take no session, and name each part in a few fixed words, never an address
// or a credential. lib/routes/health.ts answers them.
import { z } from "zod";

export const PROBE_PATHS = { health: "/healthz", readiness: "/readyz" } as const;

/** What readiness checks: the process itself (draining or not), the upstream, the database. */
export const READINESS_PARTS = ["server", "upstream", "database"] as const;
export type ReadinessPart = (typeof READINESS_PARTS)[number];

export const partCheckSchema = z.object({ ok: z.boolean(), detail: z.string() });
export type PartCheck = z.infer<typeof partCheckSchema>;

/** GET /healthz: always 200 while the process answers, draining or not. */
export const healthAnswerSchema = z.strictObject({ status: z.literal("ok"), draining: z.boolean() });
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;

/** GET /readyz: 200 with every part ok, else 503 naming the failing parts. */
export const readinessAnswerSchema = z.strictObject({
  status: z.enum(["ready", "not ready"]),
  failing: z.array(z.enum(READINESS_PARTS)),
  checks: z.partialRecord(z.enum(READINESS_PARTS), partCheckSchema),
});
export type ReadinessAnswer = z.infer<typeof readinessAnswerSchema>;
