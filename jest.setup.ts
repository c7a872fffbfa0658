// Adds DOM matchers (toBeInTheDocument, toHaveValue, ...) to every suite.
import "@testing-library/jest-dom";

// The audit trail records nothing unless a suite about it turns it on (AUDIT_TRAIL=on, with
// AUDIT_PGLITE_DIR="" for an in-memory database): other suites need no database.
process.env.AUDIT_TRAIL ??= "off";
