/**
 * Files for the work tests (docs/api.md §6.13), made in memory: the smallest bytes each accepted type
 * is recognised by (a zip of the entries that name an office format), and content that is refused.
 *
 *   const res = await t.request("POST", "/api/v1/cla_work_files", { token, body: uploadForm(SAMPLE_FILES.pdf(), "essay.pdf") });
 */
import { crc32 } from "node:zlib";

const encoder = new TextEncoder();

/** A zip archive of `entries`, stored without compression (what the office formats are read from). */
export function zip(entries: Record<string, string>): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = encoder.encode(name);
    const data = encoder.encode(content);
    // The CRC-32, both sizes (stored: equal) and the name's length, at `at` in either header.
    const setEntryFields = (header: DataView, at: number) => {
      header.setUint32(at, crc32(data), true);
      header.setUint32(at + 4, data.length, true);
      header.setUint32(at + 8, data.length, true);
      header.setUint16(at + 12, nameBytes.length, true);
    };
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    setEntryFields(local, 14);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    setEntryFields(central, 16);
    central.setUint32(42, offset, true);
    locals.push(new Uint8Array(local.buffer), nameBytes, data);
    centrals.push(new Uint8Array(central.buffer), nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((n, part) => n + part.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, Object.keys(entries).length, true);
  end.setUint16(10, Object.keys(entries).length, true);
  end.setUint32(12, centralSize, true);
  end.setUint32(16, offset, true);
  return concat([...locals, ...centrals, new Uint8Array(end.buffer)]);
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const officeXml = (main: string) =>
  zip({
    "[Content_Types].xml": `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/main.xml" ContentType="application/vnd.openxmlformats-officedocument.${main}.main+xml"/></Types>`,
    "_rels/.rels": "<Relationships/>",
  });

/** Accepted files by their content, with the type the server stores. */
export const SAMPLE_FILES = {
  pdf: () => encoder.encode("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"),
  docx: () => officeXml("wordprocessingml.document"),
  xlsx: () => officeXml("spreadsheetml.sheet"),
  pptx: () => officeXml("presentationml.presentation"),
  odt: () =>
    zip({ mimetype: "application/vnd.oasis.opendocument.text", "content.xml": "<office:document-content/>" }),
  png: () =>
    concat([
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      new Uint8Array([
        0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
      ]),
    ]),
  jpeg: () =>
    new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9,
    ]),
  text: () => encoder.encode("My essay on servant leadership.\nSecond line: ünïcödé 😀\n"),
} as const;

/** Refused files, whatever their name. */
export const REFUSED_FILES = {
  html: () =>
    encoder.encode("<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>"),
  "html after some text": () => encoder.encode("Read this:\n<html><script>alert(1)</script></html>"),
  svg: () => encoder.encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  exe: () => concat([encoder.encode("MZ"), new Uint8Array(126), encoder.encode("PE\0\0")]),
  zip: () => zip({ "notes.txt": "hello" }),
  gif: () => encoder.encode("GIF89a\u0001\u0000\u0001\u0000"),
  "text with NUL": () => encoder.encode("almost text\u0000"),
  "invalid UTF-8": () => new Uint8Array([0x68, 0x69, 0xff, 0xfe, 0x21]),
} as const;

/** A multipart/form-data body with `bytes` as the part named `file` (or `part`). */
export function uploadForm(bytes: Uint8Array, name: string, part = "file"): FormData {
  const form = new FormData();
  form.append(part, new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "application/octet-stream" }));
  return form;
}

/**
 * A form as the bytes and headers a client sends: one buffer, so a request the server refuses part-way
 * (413) leaves no stream of the test's own still being written.
 */
export async function multipart(
  form: FormData,
): Promise<{ body: Uint8Array; headers: Record<string, string> }> {
  const encoded = new Response(form);
  return {
    body: new Uint8Array(await encoded.arrayBuffer()),
    headers: { "content-type": encoded.headers.get("content-type")! },
  };
}
