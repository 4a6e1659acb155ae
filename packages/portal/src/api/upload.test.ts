import { API_ERRORS } from "@cla/domain/client";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { FIXTURE_TOKEN, failWith, uploadedPart } from "../mocks/handlers";
import { seedSession } from "../mocks/session";
import { readSession } from "../session/session";
import { server } from "../test/server";
import { ApiError } from "./ApiError";
import { uploadWorkFile } from "./upload";

const STORED = {
  id: "f2000000-0000-4000-8000-000000000001",
  name: "essay.pdf",
  size: 9,
  content_type: "application/pdf",
};

describe("uploadWorkFile (docs/api.md §6.13)", () => {
  it("posts one multipart part named file, with the bearer token, and answers the stored file", async () => {
    seedSession("student");
    let seen: { auth: string | null; type: string | null; part: unknown } | null = null;
    server.use(
      http.post("*/api/v1/cla_work_files", async ({ request }) => {
        seen = {
          auth: request.headers.get("authorization"),
          type: request.headers.get("content-type"),
          part: await uploadedPart(request),
        };
        return HttpResponse.json({ file: STORED }, { status: 201 });
      }),
    );
    const file = new File(["%PDF-1.4\n"], "essay.pdf", { type: "application/pdf" });
    await expect(uploadWorkFile(file, () => undefined)).resolves.toEqual(STORED);
    expect(seen).toMatchObject({
      auth: `Bearer ${FIXTURE_TOKEN}`,
      part: { field: "file", name: "essay.pdf", content: "%PDF-1.4\n" },
    });
    expect(seen!.type).toMatch(/^multipart\/form-data; boundary=/);
  });

  it("rejects with the server's status and body (415, 413), as the fetcher does", async () => {
    seedSession("student");
    server.use(failWith("post", "/cla_work_files", 415, API_ERRORS.fileTypeRefused));
    const failure = await uploadWorkFile(new File(["MZ"], "a.pdf"), () => undefined).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(415);
    expect((failure as ApiError).body).toEqual({ error: API_ERRORS.fileTypeRefused });
  });

  it("a 401 ends the session, as every call's does", async () => {
    seedSession("student");
    server.use(failWith("post", "/cla_work_files", 401, API_ERRORS.sessionExpired));
    await expect(uploadWorkFile(new File(["x"], "a.txt"), () => undefined)).rejects.toBeInstanceOf(ApiError);
    expect(readSession()).toBeNull();
  });

  it("a cancelled upload rejects as no response", async () => {
    seedSession("student");
    server.use(http.post("*/api/v1/cla_work_files", () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const upload = uploadWorkFile(new File(["x"], "a.txt"), () => undefined, controller.signal);
    controller.abort();
    const failure = await upload.catch((e: unknown) => e);
    expect((failure as ApiError).kind).toBe("no-response");
  });
});
