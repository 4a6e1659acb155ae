import { extractText, getDocumentProxy } from "unpdf";

/** A Blob's bytes (jsdom's Blob is read through its FileReader). */
export function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("unreadable blob"));
    reader.readAsArrayBuffer(blob);
  });
}

/** The text of each page of a PDF, as a reader extracts it (unpdf, a build of pdf.js). */
export async function pdfPages(blob: Blob): Promise<string[]> {
  const pdf = await getDocumentProxy(await blobBytes(blob));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}
