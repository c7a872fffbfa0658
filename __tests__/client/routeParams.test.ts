// Path parameters are typed from each route's template (lib/contract/routes.ts): a call names
// exactly the template's parameters, and a mix-up such as `{instanceId}` for `{id}` does not
// compile. tsc checks the `@ts-expect-error` lines (each must be an error, or tsc fails);
// jest checks that the same mistakes are also refused at run time.
import { apiUrl, type CallInput } from "@/lib/client/api";
import { routes, type PathParamNames } from "@/lib/contract/routes";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(): T | undefined {
  return undefined;
}

describe("path parameters typed from the route's path", () => {
  it("names every parameter of a template, and none for a path without one", () => {
    assertType<Equal<PathParamNames<"/instances/{id}">, "id">>();
    assertType<Equal<PathParamNames<"/instances/{id}/volumes/{volumeId}/tags">, "id" | "volumeId">>();
    assertType<Equal<PathParamNames<"/instances">, never>>();
    assertType<Equal<NonNullable<CallInput<NonNullable<(typeof routes.instanceData)["endpoint"]>, (typeof routes.instanceData)["path"]>["params"]>, Record<"id", string | number>>>();
    assertType<Equal<(typeof routes.cronJobs)["path"], "/instances/{instanceId}/cron-jobs">>();
  });

  it("builds the URL when the parameters match the template", () => {
    expect(apiUrl(routes.instanceData, { params: { id: "i-1" }, query: { region: "us-west-2", ip: "10.0.0.1", lms: "moodle", deployment: "dedicated" } })).toBe(
      "/api/v1/instances/i-1/data?region=us-west-2&ip=10.0.0.1&lms=moodle&deployment=dedicated",
    );
    expect(apiUrl(routes.cronJobs, { params: { instanceId: 7 }, query: { instanceIp: "10.0.0.1" } })).toBe("/api/v1/instances/7/cron-jobs?instanceIp=10.0.0.1");
    expect(apiUrl(routes.getVolumeTags, { params: { id: "i-1", volumeId: "v/2" } })).toBe("/api/v1/instances/i-1/volumes/v%2F2/tags");
    // A path without parameters needs no input at all.
    expect(apiUrl(routes.getUser)).toBe("/api/v1/user");
    expect(apiUrl(routes.listInstances, { query: { region: "eu-central-1" } })).toBe("/api/v1/instances?region=eu-central-1");
  });

  it("refuses a parameter named for another template", () => {
    // @ts-expect-error -- the path says {id}, not {instanceId}
    expect(() => apiUrl(routes.instanceData, { params: { instanceId: "i-1" } })).toThrow("Missing path parameter id");
    // @ts-expect-error -- the path says {instanceId}, not {id}
    expect(() => apiUrl(routes.cronJobs, { params: { id: "i-1" } })).toThrow("Missing path parameter instanceId");
  });

  it("refuses a call that leaves a parameter out", () => {
    // @ts-expect-error -- {volumeId} is missing
    expect(() => apiUrl(routes.getVolumeTags, { params: { id: "i-1" } })).toThrow("Missing path parameter volumeId");
    // @ts-expect-error -- the path has parameters, so the input is required
    expect(() => apiUrl(routes.instanceData)).toThrow("Missing path parameter id");
  });

  it("takes no parameters for a path without them", () => {
    // @ts-expect-error -- /user has no parameters
    expect(apiUrl(routes.getUser, { params: { id: "i-1" } })).toBe("/api/v1/user");
  });
});
