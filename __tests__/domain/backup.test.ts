// Backups (spec 1 §8, spec 2 §8): the success sentence and what a failed information read says.
import { BACKUP_MESSAGES, backupInfoFailure, lmsBackupConfirmation } from "@/lib/domain/backup";

it("says the spec's sentence when the backup begins", () => {
  expect(BACKUP_MESSAGES.started).toBe("All the necessary data for the backup process have been obtained. The backup process will begin.");
});

describe("backupInfoFailure", () => {
  it("shows the server's message, else 'An error has occurred. Failed to load servers information.'", () => {
    expect(backupInfoFailure("i-1 is not in eu-central-1.")).toBe("i-1 is not in eu-central-1.");
    expect(backupInfoFailure(null)).toBe("An error has occurred. Failed to load servers information.");
    expect(backupInfoFailure("")).toBe("An error has occurred. Failed to load servers information.");
  });
});

it("asks before backing up one LMS, naming its client, site and server", () => {
  const question = lmsBackupConfirmation("acme", "campus.acme.example.com", "MDL_MOODLE01");
  expect(question.message).toContain("acme (campus.acme.example.com) on MDL_MOODLE01");
  expect(question.danger).toBe(false);
});
