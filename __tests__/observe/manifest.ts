// A build's routes manifest as the observe suites need it: Next.js's shape, the console's routes.
/** The shape of a build's routes manifest, with routes of the console's own build. */
export const MANIFEST = {
  version: 3,
  staticRoutes: [
    { page: "/", regex: "^/(?:/)?$" },
    { page: "/home", regex: "^/home(?:/)?$" },
    { page: "/home/instances", regex: "^/home/instances(?:/)?$" },
    { page: "/api/views", regex: "^/api/views(?:/)?$" },
  ],
  dynamicRoutes: [
    { page: "/admin/dashboard/[type]/edit/[userId]", regex: "^/admin/dashboard/([^/]+?)/edit/([^/]+?)(?:/)?$" },
    { page: "/api/v1/[...path]", regex: "^/api/v1/(.+?)(?:/)?$" },
    { page: "/backups/[uniqueId]", regex: "^/backups/([^/]+?)(?:/)?$" },
    { page: "/home/delete/[token]/[action]", regex: "^/home/delete/([^/]+?)/([^/]+?)(?:/)?$" },
    {
      page: "/home/instances/information/[instanceId]/[address]/[name]/[deploymentType]/[[...rest]]",
      regex: "^/home/instances/information/([^/]+?)/([^/]+?)/([^/]+?)/([^/]+?)(?:/(.+?))?(?:/)?$",
    },
  ],
};
