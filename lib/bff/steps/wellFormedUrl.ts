// Step 2: the path parameters and the query string must decode; a malformed percent-encoding
// is the caller's mistake (400 with a message, on the parameter or query field that does not
// decode), never a server error.
import { safeDecode } from "@/lib/contract/match";
import type { BffStep } from "../context";
import { bffError, MESSAGES } from "@/lib/http/respond";

const decoded = (component: string): string | null => safeDecode(component.replace(/\+/g, " "));

/** The query's fields whose name or value does not decode: the name when it decodes, else "query". */
function malformedQueryFields(search: string): string[] {
  if (search === "") return [];
  const fields = new Set<string>();
  for (const pair of search.split("&")) {
    const at = pair.indexOf("=");
    const name = decoded(at === -1 ? pair : pair.slice(0, at));
    const value = at === -1 ? "" : decoded(pair.slice(at + 1));
    if (name === null || value === null) fields.add(name || "query");
  }
  return [...fields];
}

export const wellFormedUrl: BffStep = {
  name: "well-formed URL",
  run(ctx) {
    const badParams = ctx.malformedParams ?? [];
    const badQuery = malformedQueryFields(ctx.req.nextUrl.search.replace(/^\?/, ""));
    if (badParams.length === 0 && badQuery.length === 0) return undefined;
    const fields = Object.fromEntries([...badParams, ...badQuery].map((name) => [name, MESSAGES.malformedUrl]));
    return bffError(400, MESSAGES.malformedUrl, fields);
  },
};
