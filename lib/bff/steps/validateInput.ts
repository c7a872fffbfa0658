// Step 8: query and body against the contract's schemas; what passes is exactly what is
// forwarded, anything else is 400 with field errors.
import { required, type BffStep } from "../context";
import { validateRequest } from "../readInput";
import { bffError, MESSAGES } from "../respond";

export const validateInput: BffStep = {
  name: "validate",
  async run(ctx) {
    const result = await validateRequest(ctx.req.nextUrl.searchParams, required(ctx.endpoint, "endpoint"), required(ctx.rawBody, "body"));
    if (!result.ok) return bffError(400, MESSAGES[result.message], result.fields);
    ctx.input = result;
    return undefined;
  },
};
