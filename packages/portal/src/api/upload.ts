import type { WorkFile, WorkFileResponse } from "@cla/domain/client";
import { ApiError } from "./ApiError";
import { apiBaseUrl } from "./config";
import { authorization, failedAnswer, parseBody } from "./fetcher";

const PATH = "/cla_work_files";

/**
 * Uploads one file to hand in (POST /cla_work_files, docs/api.md §6.13) as `multipart/form-data` with one part
 * named `file`. Through XMLHttpRequest rather than the fetcher's `fetch`, because only XMLHttpRequest reports
 * how much of a request body has been sent: `onProgress` gets the fraction sent, 0 to 1. Failures are the
 * fetcher's: an ApiError carrying the status and the server's body (413, 415, 422), or "no response"; `signal`
 * cancels the upload (a file removed while it uploads), which also rejects with "no response".
 */
export function uploadWorkFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<WorkFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${apiBaseUrl()}${PATH}`);
    request.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(authorization())) request.setRequestHeader(name, value);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const payload = parseBody(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve((payload as WorkFileResponse).file);
      else reject(failedAnswer(PATH, request.status, payload));
    });
    const noResponse = () => reject(new ApiError({ kind: "no-response" }));
    request.addEventListener("error", noResponse);
    request.addEventListener("abort", noResponse);
    signal?.addEventListener("abort", () => request.abort());
    const body = new FormData();
    body.append("file", file, file.name);
    request.send(body);
  });
}
