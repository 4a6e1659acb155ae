import type { WorkFile } from "@cla/domain/client";
import { ApiError } from "./ApiError";
import { apiResponse } from "./fetcher";

/**
 * A file handed in (docs/api.md §6.13), fetched with the session's bearer token: a plain link cannot carry it,
 * so the bytes come as a blob, saved under the name the server gives.
 */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * The file name of a `Content-Disposition` header (RFC 6266): the exact UTF-8 name of `filename*` when
 * there is one, else the plain `filename`, without any folder part; null when it names none.
 */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined; // malformed percent-encoding: fall back to the plain name
    }
  }
  name ??= plain?.[1]?.replace(/\\(.)/g, "$1") ?? plain?.[2]?.trim();
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}

/**
 * GET /cla_work_files/{id} as a blob, named by the answer's `Content-Disposition` (or by the file's listed
 * name when a cross-origin API does not expose that header). Fails with an ApiError like any other call.
 */
export async function downloadWorkFile(file: Pick<WorkFile, "id" | "name">): Promise<DownloadedFile> {
  const response = await apiResponse(`/cla_work_files/${encodeURIComponent(file.id)}`);
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (cause) {
    throw new ApiError({ kind: "no-response" }, { cause }); // the connection dropped mid-body
  }
  return { blob, fileName: dispositionFileName(response.headers.get("Content-Disposition")) ?? file.name };
}
