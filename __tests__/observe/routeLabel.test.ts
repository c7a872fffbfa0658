// Route labels come from a fixed set: the build's page and route templates, Next.js's asset
// folders, "other". A raw address, whatever ids, user names or mailed-link tokens it holds, is
// never a label.
import { methodLabel, NO_PAGE_ROUTES, OTHER_ROUTE, pageRoutesOf, routeLabel } from "@/lib/observe/routeLabel";
import { MANIFEST } from "./manifest";


const routes = pageRoutesOf(MANIFEST);

test("a page or route is labelled with the template that serves it, not its address", () => {
  expect(routeLabel("/home/instances?region=eu-west-1&q=ana", routes)).toBe("/home/instances");
  expect(routeLabel("/home/", routes)).toBe("/home");
  expect(routeLabel("/", routes)).toBe("/");
  expect(routeLabel("/admin/dashboard/users/edit/ana%40example.edu", routes)).toBe("/admin/dashboard/[type]/edit/[userId]");
  expect(routeLabel("/home/delete/9f86d081884c7d65/confirm", routes)).toBe("/home/delete/[token]/[action]");
  expect(routeLabel("/home/instances/information/i-0abc123/lms.example.edu/Ana/moodle/logs", routes)).toBe(
    "/home/instances/information/[instanceId]/[address]/[name]/[deploymentType]/[[...rest]]",
  );
  // A page's server-component payload is the page's.
  expect(routeLabel("/backups/b-77.rsc", routes)).toBe("/backups/[uniqueId]");
});

test("Next.js's assets are labelled by folder; any other address is 'other'", () => {
  expect(routeLabel("/_next/static/chunks/app/home/page-1a2b3c.js", routes)).toBe("/_next/static");
  expect(routeLabel("/_next/image?url=%2Flogo.png&w=64", routes)).toBe("/_next/image");
  expect(routeLabel("/_next/webpack-hmr", routes)).toBe("/_next");
  expect(routeLabel("/wp-admin/ana@example.edu", routes)).toBe(OTHER_ROUTE);
  expect(routeLabel("/home/instances/information/i-0abc123", routes)).toBe(OTHER_ROUTE);
});

test("without a manifest of the known shape every page is 'other'", () => {
  expect(pageRoutesOf(null)).toBe(NO_PAGE_ROUTES);
  expect(pageRoutesOf({ staticRoutes: "not a list" })).toBe(NO_PAGE_ROUTES);
  expect(routeLabel("/home", pageRoutesOf(undefined))).toBe(OTHER_ROUTE);
});

test("a method is a standard one or 'other': a client may send any word as its method", () => {
  expect(methodLabel("GET")).toBe("GET");
  expect(methodLabel("DELETE")).toBe("DELETE");
  expect(methodLabel("ANA@EXAMPLE.EDU")).toBe("other");
  expect(methodLabel(undefined)).toBe("other");
});
