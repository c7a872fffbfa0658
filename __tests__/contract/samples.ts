// One valid, realistic request per contract endpoint: path parameters, query and body.
// The role matrix sends them through the BFF to the simulator, so writes are chosen
// not to lock anyone out: wrong two-factor codes, a throwaway user, a spare account.
import type { EndpointId } from "@/lib/contract";
import { SEED_ACCOUNT_BY_ROLE } from "@/lib/sim/auth/seedUsers";

export interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  /** JSON body, or multipart fields (files as Blob/File, booleans as "true"/"false" strings). */
  body?: Record<string, unknown>;
}

const REGION = "us-west-2";
const INSTANCE_ID = "i-0a1b2c3d4e5f60718";
const SHARED_INSTANCE_ID = "i-0f9e8d7c6b5a49382";
const VOLUME_ID = "vol-0123456789abcdef0";
const DOMAIN = "aulavirtual.unicampus.example";
const TOTARA_DOMAIN = "campus.tecnoaprende.example";
/** A documentation address (RFC 5737). */
const IP = "203.0.113.24";
const INSTANCE_NAME = "MDL_UNICAMPUS";
const SHARED_SERVER_NAME = "MDL_MOODLE03";
const DB_INSTANCE = "mdl-unicampus";
const DB_NAME = "moodle_unicampus";
const BATCH_ID = "batch-20260715-7f3a9c";
const TOKEN = "3f6c2a9e-8b1d-4c7e-9a52-0d4e6b8f1c23";
const OUTPUT_FILE_ID = "deploy-20260612T143015Z-unicampus";
const USER_ID = SEED_ACCOUNT_BY_ROLE.manager.username;
/** Created by createUser and removed by deleteUser, so no seeded account is lost. */
const THROWAWAY_USER_ID = "lucia.manager@example.com";
/** A seeded account no test session signs in with. */
const SPARE_USER = SEED_ACCOUNT_BY_ROLE.newadmin;
const PACKAGE_KEY = "plugins/mod_attendance.zip";
const MOTIVE = "Scheduled maintenance window agreed with the client";

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ZIP_SIGNATURE = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
const GZIP_SIGNATURE = new Uint8Array([0x1f, 0x8b, 0x08, 0x00]);

const pngFile = (name: string) => new File([PNG_SIGNATURE], name, { type: "image/png" });
const zipFile = (name: string) => new File([ZIP_SIGNATURE], name, { type: "application/zip" });

const lmsTarget = { instanceId: SHARED_INSTANCE_ID, deploymentType: "shared", domain: DOMAIN, volumeId: VOLUME_ID };

const upgradeParameters = {
  instanceId: SHARED_INSTANCE_ID,
  instanceName: SHARED_SERVER_NAME,
  instanceIp: IP,
  volumeId: VOLUME_ID,
  volumeName: "unicampus",
  domain: DOMAIN,
  lms: "Moodle",
  appDirectory: "/var/www/aulavirtual.unicampus.example",
  moodledataDirectory: "/var/moodledata/aulavirtual.unicampus.example",
  dbInstanceId: DB_INSTANCE,
  dbName: DB_NAME,
};

const contractTags = [
  { Key: "Client", Value: "Universidad Unicampus" },
  { Key: "Branch", Value: "CR" },
  { Key: "ContractedUsers", Value: "400" },
  { Key: "PurchasedStorage", Value: "50" },
  { Key: "ContractStartDate", Value: "2026-01-15" },
  { Key: "Description", Value: "Campus virtual de grado y posgrado" },
];

const uploadLocation = { ip: IP, path: "/var/www/aulavirtual.unicampus.example/uploads", region: REGION };
const pluginLocation = { ip: IP, path: "mod/", region: REGION };
const reportQuery = { ip: IP, name: INSTANCE_NAME, lms: "Moodle", deployment: "dedicated" };

export const samples: Record<EndpointId, Sample> = {
  // --- Session ---
  getUser: {},
  signin: { body: { username: SEED_ACCOUNT_BY_ROLE.manager.username, password: SEED_ACCOUNT_BY_ROLE.manager.password } },
  otpValidate: { body: { token: "000000" } },
  otpSetupStepOne: {},
  otpSetupStepTwo: { body: { twoFactor: "000000" } },
  refreshToken: {},
  logout: {},

  // --- Instances: list, data, size, SSL, actions ---
  listInstances: { query: { region: REGION } },
  instancesReport: { query: { region: REGION } },
  instanceData: {
    params: { id: INSTANCE_ID },
    query: { region: REGION, ip: IP, lms: "Moodle", domain: DOMAIN, deployment: "dedicated" },
  },
  sharedServerData: {
    params: { id: SHARED_INSTANCE_ID },
    query: { region: REGION, ip: IP, lms: "Moodle", deployment: "shared" },
  },
  volumeDataDedicated: {
    params: { id: INSTANCE_ID, volumeId: VOLUME_ID },
    query: { region: REGION, ip: IP, volumeDeviceName: "/dev/xvdf" },
  },
  volumeData: {
    params: { id: SHARED_INSTANCE_ID, volumeId: VOLUME_ID },
    query: { region: REGION, ip: IP, volumeDeviceName: "/dev/xvdg", lms: "Moodle", domain: DOMAIN, deployment: "shared" },
  },
  changeInstanceType: { params: { id: INSTANCE_ID }, body: { region: REGION, instanceType: "t3.large" } },
  renewSsl: {
    params: { id: INSTANCE_ID },
    body: { instanceIp: IP, instanceName: INSTANCE_NAME, region: REGION, instanceInCDN: false },
  },
  instanceAction: { params: { id: INSTANCE_ID }, body: { action: "stop", region: REGION, reason: MOTIVE } },
  serverInfo: { params: { id: INSTANCE_ID }, query: { region: REGION } },

  // --- File access ---
  getFileAccess: { params: { id: INSTANCE_ID }, query: { domain: DOMAIN, relativePath: "admin" } },
  updateFileAccess: {
    params: { id: INSTANCE_ID },
    body: {
      ip: IP,
      domain: DOMAIN,
      files: [
        { name: "install.php", path: "install.php", type: "file", blocked: true },
        { name: "tool", path: "admin/tool", type: "directory", blocked: false },
      ],
    },
  },

  // --- Volumes, LMS info, tags, concurrency, Totara key, CDN ---
  listVolumes: { params: { id: SHARED_INSTANCE_ID }, query: { region: REGION, instanceIp: IP } },
  listDedicatedVolumes: { params: { id: INSTANCE_ID }, query: { region: REGION } },
  resizeVolume: {
    params: { id: INSTANCE_ID, volumeId: VOLUME_ID },
    body: { ip: IP, size: 100, deviceName: "/dev/xvdf", region: REGION },
  },
  lmsInfo: { params: { instanceId: SHARED_INSTANCE_ID }, query: { region: REGION, volumeDomain: DOMAIN } },
  getVolumeTags: { params: { id: SHARED_INSTANCE_ID, volumeId: VOLUME_ID }, query: { region: REGION } },
  saveVolumeTags: {
    params: { id: SHARED_INSTANCE_ID, volumeId: VOLUME_ID },
    body: { tags: contractTags, region: REGION },
  },
  getInstanceTags: { params: { id: INSTANCE_ID }, query: { region: REGION } },
  saveInstanceTags: { params: { id: INSTANCE_ID }, body: { tags: contractTags, region: REGION } },
  concurrency: { params: { id: INSTANCE_ID, domain: DOMAIN } },
  totaraUpgradeKey: { params: { id: INSTANCE_ID }, query: { region: REGION, ip: IP, domain: TOTARA_DOMAIN } },
  cdnStatus: { query: { domain: DOMAIN } },
  cdnToggle: { body: { domain: DOMAIN, enabled: true } },

  // --- Uploads ---
  appDirectory: { params: { id: INSTANCE_ID }, query: { ip: IP, region: REGION } },
  listFiles: { params: { id: INSTANCE_ID }, query: uploadLocation },
  uploadFile: {
    params: { id: INSTANCE_ID },
    body: { ...uploadLocation, file: pngFile("logo.png"), action: "upload" },
  },
  deleteFile: { params: { id: INSTANCE_ID, name: "logo.png" }, query: uploadLocation },
  listPlugins: { params: { id: INSTANCE_ID }, query: pluginLocation },
  uploadPlugin: { params: { id: INSTANCE_ID }, body: { ...pluginLocation, file: zipFile("plugin.zip") } },
  deletePlugin: { params: { id: INSTANCE_ID, name: "plugin.zip" }, query: pluginLocation },

  // --- Commands, cron jobs, metrics ---
  runCommand: { params: { instanceId: INSTANCE_ID }, body: { region: REGION, instanceIp: IP, command: "restart-php" } },
  cronJobs: { params: { instanceId: INSTANCE_ID }, query: { instanceIp: IP } },
  serverMetrics: { params: { instanceId: INSTANCE_ID }, query: { instanceIp: IP } },

  // --- Provisioning: creation ---
  createInstance: {
    body: {
      installationType: "standalone",
      installationPackage: "moodle-4.5.4.tgz",
      installThemeEdumy: "true",
      client: "Universidad Unicampus",
      contractedUsers: "400",
      branch: "CR",
      domain: "unicampus",
      instanceName: INSTANCE_NAME,
      instanceType: "t4g.medium",
      dbInstance: DB_INSTANCE,
      dbOnSharedRDS: "false",
      volumeSize: "50",
      moodleInstallationType: "basic",
      logoDefault: pngFile("logo.png"),
      primaryColor: "#1a4f8b",
      secondaryColor: "#f2a900",
      clientEmail: "ti@unicampus.example",
      sendEmailToClient: "true",
    },
  },
  creationOutput: { query: { outputFileId: OUTPUT_FILE_ID } },
  confirmInstance: { params: { token: TOKEN } },
  installers: { query: { region: REGION } },
  silos: { query: { region: REGION } },
  createSharedInstance: { body: { sharedServer: true, instanceName: "MDL_MOODLE07" } },

  // --- Provisioning: deletion ---
  deleteRequest: {
    body: { resources: { instanceId: SHARED_INSTANCE_ID, volumeId: VOLUME_ID }, deleteLMS: true, region: REGION, deleteDomain: true },
  },
  deleteDetails: { query: { token: TOKEN, action: "delete-lms", region: REGION } },
  deleteInstance: {
    params: { id: INSTANCE_ID },
    body: {
      deleteLMS: true,
      resources: {
        instanceId: INSTANCE_ID,
        instanceName: INSTANCE_NAME,
        domain: DOMAIN,
        instanceIp: IP,
        deleteRDS: true,
        deleteManual: false,
        dbInstanceIdentifier: DB_INSTANCE,
        dbName: DB_NAME,
      },
      region: REGION,
      deleteDomain: true,
    },
  },
  deleteProcessInfo: { params: { id: INSTANCE_ID }, query: { outputFileId: OUTPUT_FILE_ID } },
  updateResourcesStatus: { params: { id: INSTANCE_ID }, body: { token: TOKEN, status: "canceled" } },
  volumeAction: {
    params: { instanceId: SHARED_INSTANCE_ID, volumeId: VOLUME_ID },
    body: { instanceIp: IP, domain: DOMAIN, action: "stop", region: REGION },
  },

  // --- Provisioning: backup ---
  backup: {
    params: { instanceId: INSTANCE_ID },
    body: {
      region: REGION,
      instanceName: INSTANCE_NAME,
      instanceData: { instanceIp: IP, domain: DOMAIN, lms: "Moodle", appDirectory: "/var/www/moodle", dbName: DB_NAME },
    },
  },
  backupLink: { query: { fileUniqueId: "backup-unicampus-20260612", region: REGION } },

  // --- Provisioning: upgrade and rollback ---
  upgradeDetails: { query: { region: REGION, token: TOKEN, action: "upgrade-lms", process: "upgrade" } },
  upgradeLms: {
    params: { instanceId: SHARED_INSTANCE_ID },
    body: { token: TOKEN, parameters: upgradeParameters, deployment: "shared" },
  },
  rollbackLms: {
    params: { instanceId: SHARED_INSTANCE_ID },
    body: { token: TOKEN, parameters: { ...upgradeParameters, moodledataDirectory: null } },
  },
  cancelUpgradeRequest: { params: { instanceId: SHARED_INSTANCE_ID }, query: { token: TOKEN, status: "canceled" } },
  createUpgradeRequest: {
    params: { instanceId: SHARED_INSTANCE_ID },
    body: { parameters: { name: "unicampus", volumeId: VOLUME_ID }, deployment: "shared" },
  },
  upgradeProcessInfo: { params: { instanceId: SHARED_INSTANCE_ID }, query: { outputFileId: OUTPUT_FILE_ID } },

  // --- Database servers ---
  listDbInstances: { query: { region: REGION } },
  dbInstanceData: { params: { id: DB_INSTANCE }, query: { region: REGION } },
  dbInstanceAction: { params: { id: DB_INSTANCE }, body: { action: "reboot", region: REGION, reason: MOTIVE } },
  dbDatabases: { params: { id: DB_INSTANCE }, query: { region: REGION } },
  dbSnapshots: { params: { id: DB_INSTANCE }, query: { region: REGION } },

  // --- Reports: usage ---
  instancesData: { query: { region: REGION } },
  loginReport: {
    params: { id: INSTANCE_ID, domain: DOMAIN },
    query: { ...reportQuery, period: "1month", month: 5, year: 2026, region: REGION },
  },
  storageReport: {
    params: { id: INSTANCE_ID, domain: DOMAIN },
    query: { ...reportQuery, period: "6months", month: 5, year: 2026 },
  },

  // --- Reports: performance ---
  basicInstanceList: {},
  basicVolumeList: { params: { instanceId: SHARED_INSTANCE_ID } },
  instanceReport: {
    params: { instanceId: INSTANCE_ID, type: "daily-events" },
    body: { instanceName: INSTANCE_NAME, domains: [DOMAIN], ip: IP },
  },
  domainReport: { params: { domain: DOMAIN, type: "running-tasks" }, query: { ip: IP } },
  onlineUsers: { params: { domain: DOMAIN }, query: { ip: IP } },

  // --- Reports: cloud database ---
  dynamoInstances: {},
  dynamoInstanceData: { params: { id: INSTANCE_ID } },
  deleteDynamoInstance: { params: { id: INSTANCE_ID } },
  dynamoDomains: { params: { id: INSTANCE_ID } },
  dynamoDomainData: { params: { id: INSTANCE_ID, domain: DOMAIN } },
  deleteDynamoDomain: { params: { id: INSTANCE_ID, domain: DOMAIN } },

  // --- Scheduled upgrades ---
  validateDomains: { body: { lmsList: [lmsTarget] } },
  scheduledBatch: { params: { batchId: BATCH_ID } },
  approveBatch: {
    params: { batchId: BATCH_ID },
    body: { attributes: { scheduledTime: "2026-07-15", approvalStatus: "approved", lmsList: [lmsTarget] } },
  },
  upgradeBatchRequest: {
    params: { instanceId: SHARED_INSTANCE_ID },
    body: { scheduledTime: "2026-07-15", deploymentType: "shared", lmsList: [{ domain: DOMAIN, volumeId: VOLUME_ID }] },
  },
  scheduledUpgrades: { query: { startDate: "2026-06-01", endDate: "2026-07-31" } },
  scheduledUpgradeResults: { params: { batchId: BATCH_ID } },

  // --- Admin: console users ---
  listUsers: {},
  getConsoleUser: { params: { userId: USER_ID } },
  createUser: {
    body: { firstName: "Lucia", lastName: "Mora", type: "manager", id: THROWAWAY_USER_ID, password: "Campus#2026" },
  },
  updateUser: { params: { userId: USER_ID }, body: { firstName: "Maria", lastName: "Manager", type: "manager" } },
  deleteUser: { params: { userId: THROWAWAY_USER_ID } },
  resetPassword: {
    params: { userId: SPARE_USER.username },
    body: { currentPassword: SPARE_USER.password, newPassword: "Newadmin!2027" },
  },

  // --- Admin: packages ---
  listPackages: {},
  uploadPackage: {
    body: { file: zipFile("mod_attendance.zip"), access: "rw", isPlugin: "true", category: "basic", pluginPath: "mod" },
  },
  deletePackage: { query: { key: PACKAGE_KEY } },
  setPackageAccess: { params: { key: PACKAGE_KEY }, body: { access: "ro" } },
  packageCreateForm: {
    body: { file: new File([GZIP_SIGNATURE], "moodle-4.5.4.tgz", { type: "application/gzip" }), access: "ro", isPlugin: "false" },
  },
};
