// One filled contract form and the tags it is saved as, shared by the contract form's rule,
// parity and component tests (spec 1 §3: the instance tags and the contract form fields).
import type { ContractFormValues } from "@/lib/domain/forms/contractData";

export const FILLED_CONTRACT: ContractFormValues = {
  startDate: "2024-03-01",
  suspensionDate: "2027-03-01",
  purchasedStorage: "200",
  contractedUsers: "400",
  supportHours: "10",
  branch: "CR",
  client: "Acme University",
  description: "Main campus LMS.",
};

/** FILLED_CONTRACT as the upstream keeps it, with the read-only LMS and Domain tags. */
export const FILLED_CONTRACT_TAGS = [
  { Key: "ContractStartDate", Value: "2024-03-01" },
  { Key: "SuspensionDate", Value: "2027-03-01" },
  { Key: "PurchasedStorage", Value: "200" },
  { Key: "ContractedUsers", Value: "400" },
  { Key: "SupportHours", Value: "10" },
  { Key: "Branch", Value: "CR" },
  { Key: "Client", Value: "Acme University" },
  { Key: "Description", Value: "Main campus LMS." },
  { Key: "LMS", Value: "Moodle" },
  { Key: "Domain", Value: "campus.acme.example.com" },
];
