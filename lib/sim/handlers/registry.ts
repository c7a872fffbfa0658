// Every implemented endpoint, by contract id. An endpoint missing here answers 501;
// adding one is a handler in the file of its area and one spread line below.
import { backupLinkHandlers } from "./backupLink";
import { cdnHandlers } from "./cdn";
import { commandHandlers } from "./commands";
import { dbServerHandlers } from "./dbServers";
import { deletionHandlers } from "./deletion";
import { deletionProcessHandlers } from "./deletionProcess";
import { dynamoHandlers } from "./dynamo";
import { fileAccessHandlers } from "./fileAccess";
import { instanceDataHandlers } from "./instanceData";
import { instanceHandlers } from "./instances";
import { lmsActionHandlers } from "./lmsActions";
import { packageHandlers } from "./packages";
import { powerHandlers } from "./power";
import { provisioningHandlers } from "./provisioning";
import { reportHandlers } from "./reports";
import { schedulingHandlers } from "./scheduling";
import { serverInfoHandlers } from "./serverInfo";
import { sessionHandlers } from "./session";
import { siteInfoHandlers } from "./siteInfo";
import { tagHandlers } from "./tags";
import { upgradeHandlers } from "./upgrades";
import { uploadHandlers } from "./uploads";
import { userHandlers } from "./users";
import { volumeHandlers } from "./volumes";
import type { HandlerMap } from "./types";

export const handlers: HandlerMap = {
  ...sessionHandlers,
  ...instanceHandlers,
  ...instanceDataHandlers,
  ...powerHandlers,
  ...serverInfoHandlers,
  ...deletionHandlers,
  ...deletionProcessHandlers,
  ...provisioningHandlers,
  ...backupLinkHandlers,
  ...fileAccessHandlers,
  ...commandHandlers,
  ...uploadHandlers,
  ...volumeHandlers,
  ...lmsActionHandlers,
  ...tagHandlers,
  ...siteInfoHandlers,
  ...cdnHandlers,
  ...upgradeHandlers,
  ...schedulingHandlers,
  ...dbServerHandlers,
  ...reportHandlers,
  ...dynamoHandlers,
  ...userHandlers,
  ...packageHandlers,
};
