import { screen, within } from "@testing-library/react";

/** A notice with `text` in the page's notifications region (sonner's live region), once it is shown. */
export async function findToast(text: string): Promise<HTMLElement> {
  const region = await screen.findByRole("region", { name: /Notifications/ });
  return within(region).findByText(text);
}
