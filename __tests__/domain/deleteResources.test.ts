// The delete-resources page's rules (spec 2 §2.5, §4, §8).
import { databaseShown, deletesLms, DELETE_RESOURCES_MESSAGES, domainShown } from "@/lib/domain/deleteResources";

it("deletes the LMS as well only for the action 'delete-lms'", () => {
  expect(deletesLms("delete-lms")).toBe(true);
  expect(deletesLms("delete-instance")).toBe(false);
  expect(deletesLms("DELETE-LMS")).toBe(false);
});

it("shows the domain, or 'The domain will not be deleted' when it is kept or unknown", () => {
  expect(domainShown("campus.acme.example", true)).toBe("campus.acme.example");
  expect(domainShown("campus.acme.example", false)).toBe("The domain will not be deleted");
  expect(domainShown(null, true)).toBe("The domain will not be deleted");
});

it("names the RDS identifier, else the database name", () => {
  expect(databaseShown("mdl-acme.abc.us-west-2.rds.amazonaws.com", "acme")).toBe("mdl-acme.abc.us-west-2.rds.amazonaws.com");
  expect(databaseShown(null, "acme_moodle")).toBe("acme_moodle");
  expect(databaseShown(" ", null)).toBeNull();
});

it("uses the spec's texts", () => {
  expect(DELETE_RESOURCES_MESSAGES.deleted).toBe("Resources were successfully deleted.");
  expect(DELETE_RESOURCES_MESSAGES.canceled).toBe("The deletion request has been successfully canceled.");
  expect(DELETE_RESOURCES_MESSAGES.outputFailed).toBe("An error has occurred. Cannot display the output of the delete process.");
  expect(DELETE_RESOURCES_MESSAGES.noInformation).toBe("No information has been received about the process. Please contact system support.");
  expect(DELETE_RESOURCES_MESSAGES.generic).toBe("Something went wrong during the process.");
});
