/** Hands a generated file to the browser's download (a temporary object URL on a clicked link). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
