// The sample requests the contract suites send are themselves valid: every endpoint has
// one, its path parameters fill the template, and its query and body pass the contract.
import type { z } from "zod";
import { api, buildPath, endpoints, type Endpoint } from "@/lib/contract";
import { samples, type Sample } from "./samples";

const PARAM = /\{(\w+)\}/g;

function templateParams(path: string): string[] {
  return [...path.matchAll(PARAM)].map((m) => m[1]);
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((i) => `${i.path.length ? i.path.join(".") : "(root)"}: ${i.message} [${i.code}]`).join("; ");
}

/** Every problem of one endpoint's sample, as readable lines. */
async function problems(endpoint: Endpoint, sample: Sample | undefined): Promise<string[]> {
  const where = `${endpoint.id} ${endpoint.method} ${endpoint.path}`;
  if (!sample) return [`${where}: no sample`];
  const found: string[] = [];

  const params = sample.params ?? {};
  const expected = templateParams(endpoint.path);
  const missing = expected.filter((name) => !params[name]);
  if (missing.length) found.push(`${where}: missing path parameter(s) ${missing.join(", ")}`);
  const extra = Object.keys(params).filter((name) => !expected.includes(name));
  if (extra.length) found.push(`${where}: path parameter(s) not in the template: ${extra.join(", ")}`);
  try {
    buildPath(endpoint.path, params);
  } catch (error) {
    found.push(`${where}: buildPath throws: ${(error as Error).message}`);
  }

  const query = await endpoint.query.safeParseAsync(sample.query ?? {});
  if (!query.success) found.push(`${where}: query ${JSON.stringify(sample.query ?? {})} fails: ${describeIssues(query.error.issues)}`);

  if (endpoint.bodyKind === "none" && sample.body !== undefined) found.push(`${where}: bodyKind none but the sample has a body`);
  if (endpoint.bodyKind !== "none" && sample.body === undefined) found.push(`${where}: bodyKind ${endpoint.bodyKind} but no body`);
  if (endpoint.bodyKind === "multipart" && sample.body) {
    const notFormValues = Object.entries(sample.body)
      .filter(([, v]) => typeof v !== "string" && !(v instanceof Blob))
      .map(([k]) => k);
    if (notFormValues.length) found.push(`${where}: multipart field(s) neither string nor Blob: ${notFormValues.join(", ")}`);
  }
  // Async, as the BFF parses: upload rules read the file's first bytes.
  const body = await endpoint.body.safeParseAsync(sample.body);
  if (!body.success) found.push(`${where}: body fails: ${describeIssues(body.error.issues)}`);

  return found;
}

describe("contract samples", () => {
  test("there is one sample per endpoint and no other", () => {
    expect(Object.keys(samples).sort()).toEqual(endpoints.map((e) => e.id).sort());
    expect(endpoints).toHaveLength(97);
  });

  test("every sample is a valid request for its endpoint", async () => {
    const all = (await Promise.all(endpoints.map((endpoint) => problems(endpoint, samples[endpoint.id as keyof typeof samples])))).flat();
    if (all.length) console.error(`Invalid samples:\n${all.join("\n")}`);
    expect(all).toEqual([]);
  });

  test.each(endpoints.map((e) => [e.id, e] as const))("%s", async (_id, endpoint) => {
    expect(await problems(endpoint, samples[endpoint.id as keyof typeof samples])).toEqual([]);
  });

  test("runCommand's sample needs admin, and instanceAction's is a stop in us-west-2 with a 6+ word motive", () => {
    expect(api.runCommand.roleFor?.(api.runCommand.body.parse(samples.runCommand.body))).toBe("admin");
    const action = api.instanceAction.body.parse(samples.instanceAction.body);
    expect(action).toMatchObject({ action: "stop", region: "us-west-2" });
    expect(action.reason.split(/\s+/).length).toBeGreaterThanOrEqual(6);
  });

  test("the two-factor samples carry a well-formed but wrong code", () => {
    expect(samples.otpValidate.body).toEqual({ token: "000000" });
    expect(samples.otpSetupStepTwo.body).toEqual({ twoFactor: "000000" });
  });
});
