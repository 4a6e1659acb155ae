import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { FIXTURE_TOKEN } from "../mocks/handlers";
import { seedSession } from "../mocks/session";
import { server } from "../test/server";
import { ApiError } from "./ApiError";
import { dispositionFileName, downloadWorkFile } from "./workFiles";

describe("dispositionFileName", () => {
  it.each([
    // What the server sends (docs/api.md §6.13): the exact name in filename*, an ASCII stand-in in filename.
    [
      `attachment; filename="Mon essai _ final _.pdf"; filename*=UTF-8''Mon%20essai%20%C2%AB%20final%20%C2%BB.pdf`,
      "Mon essai « final ».pdf",
    ],
    [`attachment; filename*=UTF-8''%E4%BD%9C%E6%A5%AD.docx; filename="__.docx"`, "作業.docx"],
    [`attachment; filename*=utf-8''notes%20%281%29.txt`, "notes (1).txt"],
    [`attachment; filename="essay.pdf"`, "essay.pdf"],
    [`attachment; filename=essay.pdf`, "essay.pdf"],
    [`attachment; filename="say \\"hi\\".txt"`, 'say "hi".txt'],
    // A malformed filename* falls back to filename.
    [`attachment; filename="fallback.pdf"; filename*=UTF-8''bad%E0%A4%A.pdf`, "fallback.pdf"],
    // Never a folder.
    [`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`, "passwd"],
    [`attachment; filename="C:\\\\temp\\\\x.pdf"`, "x.pdf"],
  ])("%s → %s", (header, expected) => {
    expect(dispositionFileName(header)).toBe(expected);
  });

  it.each([null, "", "attachment", `attachment; filename=""`, `inline; filename*=UTF-8''`])(
    "%j names no file",
    (header) => {
      expect(dispositionFileName(header)).toBeNull();
    },
  );
});

describe("downloadWorkFile", () => {
  const FILE = { id: "f1000000-0000-4000-8000-000000000001", name: "listed name.pdf" };

  it("sends the bearer token and saves the bytes under the server's name", async () => {
    seedSession("student");
    const seen: Array<string | null> = [];
    server.use(
      http.get("*/api/v1/cla_work_files/:id", ({ request, params }) => {
        seen.push(request.headers.get("Authorization"), String(params["id"]));
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            "Content-Type": "application/pdf",
            "Content-Disposition": `attachment; filename="_.pdf"; filename*=UTF-8''%C3%A9.pdf`,
          },
        });
      }),
    );
    const file = await downloadWorkFile(FILE);
    expect(seen).toEqual([`Bearer ${FIXTURE_TOKEN}`, FILE.id]);
    expect(file.fileName).toBe("é.pdf");
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
  });

  it("falls back to the listed name when the header cannot be read", async () => {
    seedSession("facilitator");
    server.use(http.get("*/api/v1/cla_work_files/:id", () => new HttpResponse("text")));
    expect((await downloadWorkFile(FILE)).fileName).toBe(FILE.name);
  });

  it("fails with the server's error", async () => {
    seedSession("facilitator");
    server.use(
      http.get("*/api/v1/cla_work_files/:id", () =>
        HttpResponse.json({ error: "File not found" }, { status: 404 }),
      ),
    );
    const failure = await downloadWorkFile(FILE).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).body).toEqual({ error: "File not found" });
  });
});
