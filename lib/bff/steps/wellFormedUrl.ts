// Step 2: the path parameters and the query string must decode; a malformed percent-encoding
// is the caller's mistake (400 with a message), never a server error.
import { safeDecode } from "@/lib/contract/match";
import type { BffStep } from "../context";
import { bffError, MESSAGES } from "../respond";

const decodes = (component: string): boolean => safeDecode(component.replace(/\+/g, " ")) !== null;

export const wellFormedUrl: BffStep = {
  name: "well-formed URL",
  run(ctx) {
    const badParams = ctx.malformedParams ?? [];
    const search = ctx.req.nextUrl.search.replace(/^\?/, "");
    const badQuery = search === "" ? [] : search.split("&").flatMap((pair) => pair.split("=")).filter((part) => !decodes(part));
    if (badParams.length === 0 && badQuery.length === 0) return undefined;
    const fields = Object.fromEntries([...badParams.map((name) => [name, MESSAGES.malformedUrl]), ...(badQuery.length ? [["query", MESSAGES.malformedUrl]] : [])]);
    return bffError(400, MESSAGES.malformedUrl, fields);
  },
};
