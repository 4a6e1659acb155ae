/**
 * Download PDF: fetches the fonts, builds the PDF and saves it as
 * `CLA_Certificate_{code}.pdf`. The screen imports this module only when the button is pressed.
 */
import type { Certificate } from "@cla/domain/client";
import { buildCertificatePdf, certificateFileName } from "./certificatePdf";
import { fetchedFonts } from "../../../pdf/fonts";

export async function downloadCertificatePdf(certificate: Certificate, academyName: string): Promise<void> {
  const bytes = await buildCertificatePdf(certificate, {
    academyName,
    fonts: fetchedFonts,
  });
  const url = URL.createObjectURL(new Blob([bytes], { type: "application/pdf" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = certificateFileName(certificate.code);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the browser reads the blob after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
