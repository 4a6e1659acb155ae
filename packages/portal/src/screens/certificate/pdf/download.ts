/**
 * Download PDF: fetches the fonts, builds the PDF and saves it as
 * `CLA_Certificate_{code}.pdf`. The screen imports this module once a certificate is shown.
 */
import type { Certificate } from "@cla/domain/client";
import { buildCertificatePdf, certificateFileName, certificateTexts } from "./certificatePdf";
import { fetchedFonts } from "../../../pdf/fonts";
import { needsNoto } from "../../../pdf/textRuns";

/**
 * For a name, cohort or course beyond Latin, fetches the PDF's shaping code (pdf-lib and fontkit, about 300 KB on
 * the wire) while the certificate is read, so Download PDF does not wait for it (bench:certificate).
 */
export function prefetchShaping(certificate: Certificate, academyName: string): void {
  if (!needsNoto(certificateTexts(certificate, academyName))) return;
  void import("../../../pdf/notoText").catch(() => undefined);
  void import("pdf-lib").catch(() => undefined);
}

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
