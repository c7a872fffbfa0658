// The delete-resources page (spec 2 §2.5, §4 "Deletion", §6, §8): what an approval link's
// deletion removes and the page's messages. A superadmin deletes or cancels; the output is
// polled on the deletion's interval and '[Errors]' in it fails the process (both in
// processOutput.ts, with the other long processes' rules); otherwise the resources are marked
// deleted with the link's token.
export const DELETE_LMS_ACTION = "delete-lms";

export const DELETE_RESOURCES_MESSAGES = {
  domainKept: "The domain will not be deleted",
  manual: "Some of these resources must be deleted by hand after the process: check the output for what is left.",
  deleted: "Resources were successfully deleted.",
  canceled: "The deletion request has been successfully canceled.",
  outputFailed: "An error has occurred. Cannot display the output of the delete process.",
  noInformation: "No information has been received about the process. Please contact system support.",
  generic: "Something went wrong during the process.",
  /** A deletion whose output carries '[Errors]' (spec 2 §8); nothing is marked deleted. */
  failedProcess: "The deletion request could not be completed.",
  superadminOnly: "Only a superadmin can delete or cancel these resources.",
  confirmDelete: (name: string, lms: boolean, deleteDomain: boolean) =>
    `Delete ${lms ? "the LMS and the resources" : "the resources"} of ${name}${deleteDomain ? ", with its domain" : " (the domain is kept)"}? This cannot be undone.`,
  confirmCancel: (name: string) => `Cancel the deletion request for ${name}? Nothing will be deleted.`,
} as const;

/** 'delete-lms' deletes the LMS as well (spec 2 §2.5). */
export function deletesLms(action: string): boolean {
  return action === DELETE_LMS_ACTION;
}

/** What the page shows for the domain: the domain, or that it is kept. */
export function domainShown(domain: string | null, deleteDomain: boolean): string {
  return deleteDomain && domain ? domain : DELETE_RESOURCES_MESSAGES.domainKept;
}

/** The database the deletion names: its RDS identifier, else its database name. */
export function databaseShown(dbInstanceIdentifier: string | null, dbName: string | null): string | null {
  return dbInstanceIdentifier?.trim() || dbName?.trim() || null;
}
