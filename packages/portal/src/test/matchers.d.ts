// Types for the jest-dom matchers that vitest.setup.dom.ts (outside this package) installs.
/// <reference types="@testing-library/jest-dom/vitest" />
