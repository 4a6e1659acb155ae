/**
 * The look shared by the text-like form controls (Input, PasswordInput, Textarea, Select), so they line up
 * in a form. aria-invalid (set by Field) turns the border red; the error text beside it carries the meaning.
 */
export const controlClasses = [
  "w-full min-w-0 rounded-md border border-input bg-surface px-3 text-base text-foreground transition-colors",
  "placeholder:text-muted-foreground",
  "focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none",
  "aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive",
  "disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground",
].join(" ");
