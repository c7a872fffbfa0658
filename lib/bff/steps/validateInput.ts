// Step 11: path parameters (where the contract has rules for them), query and body against the
// contract's schemas; what passes is exactly what is
// forwarded, anything else is 400 with field errors.
import { required, type BffStep } from "../context";
import { validateRequest } from "@/lib/http/readInput";
import { bffError, MESSAGES } from "@/lib/http/respond";

export const validateInput: BffStep = {
  name: "validate",
  async run(ctx) {
    const endpoint = required(ctx.endpoint, "endpoint");
    const result = await validateRequest(ctx.req.nextUrl.searchParams, endpoint, required(ctx.rawBody, "body"), required(ctx.params, "params"));
    if (!result.ok) return bffError(400, MESSAGES[result.message], result.fields);
    ctx.input = result;
    return undefined;
  },
};
