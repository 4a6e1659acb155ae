/** A form-level error (a failed sign-in, a failed save), announced as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive bg-destructive-soft px-4 py-3 text-sm font-medium whitespace-pre-line text-destructive-soft-foreground"
    >
      {message}
    </p>
  );
}
