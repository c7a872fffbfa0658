// Deletion, upgrade and rollback processes (spec 2 §4, §9): a process whose output carries [Errors] has failed.
import { deleteRequestBody, resourcesStatusBody } from "@/lib/contract/schemas/lifecycle";
import { INVALID_PARAMETERS_MESSAGE, processFailed, RESOURCE_STATUSES } from "@/lib/domain/lifecycle";

describe("processes", () => {
  it("fail when the output contains [Errors]", () => {
    expect(processFailed("Deleting volume...\n[Errors] volume busy")).toBe(true);
    expect(processFailed("Deleting volume...\nDone")).toBe(false);
  });

  it("mark resources deleted or canceled, and the BFF takes only those", () => {
    expect([...RESOURCE_STATUSES].sort()).toEqual(["canceled", "deleted"]);
    expect(resourcesStatusBody.safeParse({ token: "t", status: "deleted" }).success).toBe(true);
    expect(resourcesStatusBody.safeParse({ token: "t", status: "pending" }).success).toBe(false);
  });

  it("refuse a deletion without its instance with 'Invalid parameters.'", () => {
    expect(INVALID_PARAMETERS_MESSAGE).toBe("Invalid parameters.");
    const result = deleteRequestBody.safeParse({ resources: { instanceId: "" }, deleteLMS: false, region: "us-west-2", deleteDomain: true });
    expect(result.error?.issues.map((i) => i.message)).toEqual([INVALID_PARAMETERS_MESSAGE]);
  });
});
