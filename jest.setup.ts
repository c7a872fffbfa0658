// Adds DOM matchers (toBeInTheDocument, toHaveValue, ...) to every suite.
import "@testing-library/jest-dom";
