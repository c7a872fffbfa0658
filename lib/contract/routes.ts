// The browser's view of the endpoint table: id, method and path only, so client bundles
// carry no zod. Types still come from the full table through a type-only import, and a
// unit test keeps these entries equal to the table's. Each path stays a literal type, so a
// call's `params` are typed from its template: `{id}` passed where the path says
// `{instanceId}` fails to compile.
import type { api } from "./index";
import type { CallShape, HttpMethod } from "./types";

/** Where the BFF's paths sit: every upstream path is served below it. */
export const BFF_BASE = "/api/v1";

export interface Route<E extends CallShape = CallShape, P extends string = string> {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: P;
  /** What the path is served below: the BFF's `/api/v1` when absent; "" for the console's own
   * routes, whose paths are whole (`/api/views`). */
  readonly base?: string;
  /** Never set: carries the endpoint's type so calls are typed by its schemas. */
  readonly endpoint?: E;
}

/** The parameter names of a path template: `/instances/{id}/volumes/{volumeId}` → `"id" | "volumeId"`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** A value for one path parameter (each becomes one percent-encoded segment). */
export type PathParamValue = string | number;

/** The `params` part of a call's input: exactly the template's names when the path is known;
 * no `params` at all when it has none; any names for a route typed only as `Route` (its path
 * a plain string), which `buildPath` still checks at run time. */
export type ParamsInput<P extends string> = string extends P
  ? { params?: Record<string, PathParamValue> }
  : [PathParamNames<P>] extends [never]
    ? { params?: undefined }
    : { params: Record<PathParamNames<P>, PathParamValue> };

type Api = typeof api;

// The endpoint type is a phantom taken from the table by id: the entries hold no schema.
function route<Id extends keyof Api, P extends string>(id: Id, method: HttpMethod, path: P): Route<Api[Id], P> {
  return { id, method, path };
}

/** The address path a route's template is served at (`/api/v1/instances/{id}`, `/api/views`). */
export function servedPath(route: Pick<Route, "path" | "base">): string {
  return `${route.base ?? BFF_BASE}${route.path}`;
}

export const routes = {
  getUser: route("getUser", "GET", "/user"),
  logout: route("logout", "POST", "/logout"),
  otpSetupStepOne: route("otpSetupStepOne", "POST", "/otp/setup-step-one"),
  otpSetupStepTwo: route("otpSetupStepTwo", "POST", "/otp/setup-step-two"),
  otpValidate: route("otpValidate", "POST", "/otp/validate"),
  refreshToken: route("refreshToken", "POST", "/refresh-token"),
  signin: route("signin", "POST", "/signin"),
  appDirectory: route("appDirectory", "GET", "/app-directory/{id}"),
  cdnStatus: route("cdnStatus", "GET", "/cdn/status"),
  cdnToggle: route("cdnToggle", "POST", "/cdn/toggle"),
  changeInstanceType: route("changeInstanceType", "PUT", "/instances/{id}"),
  concurrency: route("concurrency", "GET", "/instances/{id}/{domain}/concurrency"),
  cronJobs: route("cronJobs", "GET", "/instances/{instanceId}/cron-jobs"),
  deleteFile: route("deleteFile", "DELETE", "/file/{id}/{name}"),
  deletePlugin: route("deletePlugin", "DELETE", "/plugin/{id}/{name}"),
  getFileAccess: route("getFileAccess", "GET", "/instances/{id}/file-access"),
  getInstanceTags: route("getInstanceTags", "GET", "/instances/{id}/tags"),
  getVolumeTags: route("getVolumeTags", "GET", "/instances/{id}/volumes/{volumeId}/tags"),
  instanceAction: route("instanceAction", "POST", "/instances/{id}/action"),
  instanceData: route("instanceData", "GET", "/instances/{id}/data"),
  instancesReport: route("instancesReport", "GET", "/instances/report"),
  listDedicatedVolumes: route("listDedicatedVolumes", "GET", "/instances/{id}/volume"),
  listFiles: route("listFiles", "GET", "/file/{id}"),
  listInstances: route("listInstances", "GET", "/instances"),
  listPlugins: route("listPlugins", "GET", "/plugin/{id}"),
  listVolumes: route("listVolumes", "GET", "/instances/{id}/volumes"),
  lmsInfo: route("lmsInfo", "GET", "/lms-info/{instanceId}"),
  renewSsl: route("renewSsl", "POST", "/instances/renew-ssl/{id}"),
  resizeVolume: route("resizeVolume", "PUT", "/instances/{id}/volumes/{volumeId}"),
  runCommand: route("runCommand", "POST", "/instances/{instanceId}/command"),
  saveInstanceTags: route("saveInstanceTags", "POST", "/instances/{id}/tags"),
  saveVolumeTags: route("saveVolumeTags", "POST", "/instances/{id}/volumes/{volumeId}/tags"),
  serverInfo: route("serverInfo", "GET", "/server-info/{id}"),
  serverMetrics: route("serverMetrics", "GET", "/instances/{instanceId}/server-metrics"),
  sharedServerData: route("sharedServerData", "GET", "/instances/{id}/shared-server-data"),
  totaraUpgradeKey: route("totaraUpgradeKey", "GET", "/instances/{id}/totara-key-upgrade"),
  updateFileAccess: route("updateFileAccess", "POST", "/instances/{id}/file-access"),
  uploadFile: route("uploadFile", "POST", "/file/{id}"),
  uploadPlugin: route("uploadPlugin", "POST", "/plugin/{id}"),
  volumeData: route("volumeData", "GET", "/instances/{id}/volumes/{volumeId}/data-volume"),
  volumeDataDedicated: route("volumeDataDedicated", "GET", "/instances/{id}/volumes/{volumeId}/data-volume-dedicated"),
  backup: route("backup", "POST", "/backup/{instanceId}"),
  backupLink: route("backupLink", "GET", "/backup"),
  cancelUpgradeRequest: route("cancelUpgradeRequest", "DELETE", "/instances/{instanceId}/upgrade-request"),
  confirmInstance: route("confirmInstance", "GET", "/instance/confirm-instance/{token}"),
  createInstance: route("createInstance", "POST", "/instance"),
  createSharedInstance: route("createSharedInstance", "POST", "/shared-instance"),
  createUpgradeRequest: route("createUpgradeRequest", "POST", "/instances/{instanceId}/upgrade-request"),
  creationOutput: route("creationOutput", "GET", "/instance/creation-process-output"),
  deleteDetails: route("deleteDetails", "GET", "/instances/delete-details"),
  deleteInstance: route("deleteInstance", "POST", "/instances/{id}/delete"),
  deleteProcessInfo: route("deleteProcessInfo", "GET", "/instances/{id}/delete-process-info"),
  deleteRequest: route("deleteRequest", "POST", "/instances/delete-request"),
  installers: route("installers", "GET", "/instances/installers"),
  rollbackLms: route("rollbackLms", "POST", "/instances/{instanceId}/upgrade-rollback-lms"),
  silos: route("silos", "GET", "/instances/silos"),
  updateResourcesStatus: route("updateResourcesStatus", "POST", "/instances/resources/{id}"),
  upgradeDetails: route("upgradeDetails", "GET", "/instances/upgrade-details"),
  upgradeLms: route("upgradeLms", "POST", "/instances/{instanceId}/upgrade-lms"),
  upgradeProcessInfo: route("upgradeProcessInfo", "GET", "/instances/{instanceId}/upgrade-process-info"),
  volumeAction: route("volumeAction", "POST", "/instances/{instanceId}/volumes/{volumeId}/action"),
  dbDatabases: route("dbDatabases", "GET", "/dbinstances/{id}/databases"),
  dbInstanceAction: route("dbInstanceAction", "POST", "/dbinstances/{id}/action"),
  dbInstanceData: route("dbInstanceData", "GET", "/dbinstances/{id}/data"),
  dbSnapshots: route("dbSnapshots", "GET", "/dbSnapshots/{id}"),
  listDbInstances: route("listDbInstances", "GET", "/dbinstances"),
  basicInstanceList: route("basicInstanceList", "GET", "/instances/basic-list"),
  basicVolumeList: route("basicVolumeList", "GET", "/volumes/{instanceId}/basic-list"),
  deleteDynamoDomain: route("deleteDynamoDomain", "DELETE", "/dynamo-instances/{id}/domains/{domain}"),
  deleteDynamoInstance: route("deleteDynamoInstance", "DELETE", "/dynamo-instances/{id}"),
  domainReport: route("domainReport", "GET", "/instances/{domain}/report/{type}"),
  dynamoDomainData: route("dynamoDomainData", "GET", "/dynamo-instances/{id}/domains/{domain}/data"),
  dynamoDomains: route("dynamoDomains", "GET", "/dynamo-instances/{id}/domains"),
  dynamoInstanceData: route("dynamoInstanceData", "GET", "/dynamo-instances/{id}/data"),
  dynamoInstances: route("dynamoInstances", "GET", "/dynamo-instances"),
  instanceReport: route("instanceReport", "POST", "/instances/{instanceId}/report/{type}"),
  instancesData: route("instancesData", "GET", "/instances/data"),
  loginReport: route("loginReport", "GET", "/instances/{id}/{domain}/moodle-login-report"),
  onlineUsers: route("onlineUsers", "GET", "/instances/{domain}/online-users"),
  storageReport: route("storageReport", "GET", "/instances/{id}/{domain}/storage-report"),
  approveBatch: route("approveBatch", "POST", "/instances/scheduled-upgrade/{batchId}"),
  scheduledBatch: route("scheduledBatch", "GET", "/instances/scheduled-upgrade/{batchId}"),
  scheduledUpgradeResults: route("scheduledUpgradeResults", "GET", "/instances/scheduled-upgrade-results/{batchId}"),
  scheduledUpgrades: route("scheduledUpgrades", "GET", "/instances/scheduled-upgrade"),
  upgradeBatchRequest: route("upgradeBatchRequest", "POST", "/instances/{instanceId}/upgrade-batch-request"),
  validateDomains: route("validateDomains", "POST", "/instances/validate-domains"),
  createUser: route("createUser", "POST", "/users"),
  deletePackage: route("deletePackage", "DELETE", "/packages-s3"),
  deleteUser: route("deleteUser", "DELETE", "/users/{userId}"),
  getConsoleUser: route("getConsoleUser", "GET", "/users/{userId}"),
  listPackages: route("listPackages", "GET", "/packages-s3"),
  listUsers: route("listUsers", "GET", "/users"),
  packageCreateForm: route("packageCreateForm", "POST", "/admin/dashboard/package/create"),
  resetPassword: route("resetPassword", "POST", "/users/{userId}/reset-password"),
  setPackageAccess: route("setPackageAccess", "POST", "/packages-s3/{key}"),
  updateUser: route("updateUser", "PUT", "/users/{userId}"),
  uploadPackage: route("uploadPackage", "POST", "/packages-s3"),
} as const satisfies { readonly [K in keyof Api]: Route<Api[K]> };
