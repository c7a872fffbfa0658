// The cloud-database report's words (spec 3 §2.4, §8) and its one rule: the domain delete
// call takes the domain without its scheme.
import { reportDomain } from "./reportDomain";

export const CLOUD_DB_MESSAGES = {
  loadFailed: "An error occurred while trying to get the instances dynamoDB report.",
  deleted: "The operation was executed successfully. The table will be updated from DynamoDB.",
  cannotDeleteDomain: "Cannot delete domain",
  domainsFailed: "An error occurred while trying to get the domains of this instance.",
  failed: "An error occurred while executing the operation.",
  confirmEntry: (name: string) => `Delete ${name} from the cloud-database table? Only the table's entry is removed; no server is touched.`,
  confirmDomain: (domain: string, name: string) => `Delete ${domain} from ${name} in the cloud-database table?`,
} as const;

/** The domain as the delete call's path wants it: "https://a.example/" → "a.example". */
export function domainForDelete(domain: string): string {
  return reportDomain(domain);
}
