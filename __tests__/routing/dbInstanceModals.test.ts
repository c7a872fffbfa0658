// The RDS row modals' URLs (spec 2 §2.10): actions/{id}, dbsnapshots/{id} and, for shared
// servers only, information/{id}, under /home/dbinstances; ids read back decoded once; the
// region carried when given; each closes to the list.
import { DBINSTANCES_BASE, dbActionsRoute, dbDatabasesRoute, dbInstanceLinks, dbSnapshotsRoute } from "@/lib/routing/dbInstanceModals";

it("builds the spec's routes, the databases link for shared servers only", () => {
  expect(dbInstanceLinks({ dbInstanceId: "mdl-shared-rds-01", deployment: "shared" }, { region: "eu-central-1" })).toEqual({
    actions: "/home/dbinstances/actions/mdl-shared-rds-01?region=eu-central-1",
    snapshots: "/home/dbinstances/dbsnapshots/mdl-shared-rds-01?region=eu-central-1",
    databases: "/home/dbinstances/information/mdl-shared-rds-01?region=eu-central-1",
  });
  expect(dbInstanceLinks({ dbInstanceId: "mdl-unicampus", deployment: "dedicated" }).databases).toBeNull();
});

it.each([dbActionsRoute, dbSnapshotsRoute, dbDatabasesRoute])("%#: reads its id back decoded once and closes to the list", (route) => {
  const href = route.build({ dbInstanceId: "odd id/%41" });
  const segments = href.slice(route.base.length + 1).split("/");
  expect(segments).toHaveLength(1);
  expect(route.parse(segments)).toEqual({ dbInstanceId: "odd id/%41" });
  expect(route.parse({ dbInstanceId: "" })).toBeNull();
  expect(route.closeTo({ dbInstanceId: "x" })).toBe(DBINSTANCES_BASE);
});
