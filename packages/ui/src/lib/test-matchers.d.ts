// Types for the jest-dom matchers (toBeInTheDocument, toHaveAccessibleName, ...) that
// vitest.setup.dom.ts installs; the setup file lives outside this package's tsconfig.
/// <reference types="@testing-library/jest-dom/vitest" />
