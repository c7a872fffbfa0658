// Step 1: which contract entry the method and path name; none is 404.
import { matchEndpoint } from "@/lib/contract";
import type { BffStep } from "../context";
import { bffError, MESSAGES } from "@/lib/http/respond";
import { noteRoute } from "@/lib/observe/requestFacts";

export const matchRoute: BffStep = {
  name: "match",
  run(ctx) {
    const match = matchEndpoint(ctx.req.method, ctx.rawSegments);
    if (!match) return bffError(404, MESSAGES.unknown);
    ctx.endpoint = match.endpoint;
    noteRoute(`/api/v1${match.endpoint.path}`);
    ctx.params = match.params;
    ctx.malformedParams = match.malformed;
    return undefined;
  },
};
