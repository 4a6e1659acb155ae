/**
 * The messages catalogue: every fixed message the product shows, with its exact text, one export per message.
 * Import it as the namespace `messages` from @cla/domain (`messages.sessionExpired`): a bundler then keeps only
 * the texts a page uses. Texts quoted in docs/product.md (§2, §4, §8) are copied verbatim, including their inconsistencies ('Assignment Scored successfully!'
 * with a capital S; 'Invalid reset link' and 'Invalid reset link.'; three 'Failed to fetch cohorts'
 * variants), because screens and tests match them exactly. docs/product.md §8 names create, update, schedule,
 * score and submit variants without wording; those follow one family per entity, recorded in
 * docs/decisions/010-message-variants.md and marked "(chosen)" below.
 *
 * Naming: a key says what happened or what is shown; where docs/product.md has several punctuations of one
 * text, the bare key is the shortest text and suffixes say what the longer one adds (`Dot`, `TryAgain`,
 * `TryLater`).
 */

// ── Session and access (docs/product.md §6, §8) ─────────────────────────────────────────────────────────
export const sessionExpired = "Session expired. Please login again.";
export const userRoleNotFound = "User role not found. Please login again.";
export const cohortInfoNotFound = "Cohort information not found. Please login again.";

// ── Sign-in, sign-up, profile, logout (docs/product.md §4, §5, §8) ───────────────────────────────────────
export const loginSuccess = "Login successful!";
export const loginFailed = "Login failed. Please check your credentials.";
export const authenticationFailed = "Authentication failed";
export const noResponse = "No response from server. Please check your internet connection.";
export const somethingWentWrong = "Something went wrong. Please try again.";
export const passwordsDoNotMatch = "Passwords do not match";
/** The server's sign-up answer (docs/product.md §4, docs/api.md §6.1), not shown as such. */
export const userCreated = "User created successfully";
export const accountCreated = "Account created successfully!";
export const registrationSuccess = "Registration successful! Please login to continue.";
export const profileUpdated = "Profile updated successfully!";
export const confirmLogout = "Are you sure you want to logout?";
export const loggedOut = "Logged out successfully!";

// ── Forgot and reset password (docs/product.md §2.2, §8) ─────────────────────────────────────────────────
export const resetLinkSent = "Reset link has been sent to your email!";
export const sendResetLinkFailed = "Failed to send reset link. Please try again.";
export const passwordReset = "Password has been reset successfully!";
export const resetPasswordFailed = "Failed to reset password. Please try again.";
/** Shown on the reset screen when the link carries no token (docs/product.md §2.2). */
export const invalidResetLink = "Invalid reset link";
/** The same notice as listed in the error catalogue (docs/product.md §8). */
export const invalidResetLinkDot = "Invalid reset link.";

// ── Field messages in people's words (decision 180): the API's texts that name a field by its key or read as
// a developer's rule, as the portal shows them after the field's label ─────────────────────────────────────
export const endBeforeStartDate = "must be on or after the start date";
export const markOneCorrectOption = "Mark exactly one option as correct";
export const markSomeCorrectOptions = "Mark one or more options as correct";
// (here, not with the portal screens' texts: every failed call reads them, /login's included, bench:login)

// The portal screens' texts live in their own module, so a page that uses only the account texts above
// (the island's first chunks on /login, decision 092) does not carry them.
export * from "./message-texts-portal";
