import { buildWork, buildWorkScore } from "@cla/domain/fixtures";
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  assessmentFixtures,
  FIXTURE_TOKEN,
  fixtureNow,
  assessmentsById,
  workFileOk,
  workKept,
} from "../../mocks/handlers";
import { seedSession } from "../../mocks/session";
import { renderPortal } from "../../test/renderPortal";
import { server } from "../../test/server";

const saved = vi.hoisted(() => ({ files: [] as Array<{ blob: Blob; fileName: string }> }));
vi.mock("../../feedback/saveFile", () => ({
  saveFile: (blob: Blob, fileName: string) => saved.files.push({ blob, fileName }),
}));
beforeEach(() => {
  saved.files.length = 0;
});

describe("a student's own hand-in", () => {
  it.each([
    ["in the hand-in form, before it is scored", null],
    ["once scored", buildWorkScore(fixtureNow())],
  ])("%s, each of their files downloads with their session, under the server's name", async (_, score) => {
    seedSession("student");
    const item = assessmentFixtures("assignment")[2]!;
    const scored = { work: buildWork(fixtureNow(), true), score };
    const file = scored.work.files[0]!;
    const authorization: Array<string | null> = [];
    server.use(
      ...workKept("assignment", { answer: scored }),
      assessmentsById("assignment", [item]),
      workFileOk(file, new TextEncoder().encode("%PDF-1.7 mine"), authorization),
    );
    const { user } = renderPortal(`/portal/assignments/${item.id}`);
    await user.click(await screen.findByRole("button", { name: `Download ${file.name}` }));

    await waitFor(() => expect(saved.files).toHaveLength(1));
    expect(authorization).toEqual([`Bearer ${FIXTURE_TOKEN}`]);
    expect(saved.files[0]!.fileName).toBe(file.name);
    expect(await saved.files[0]!.blob.text()).toBe("%PDF-1.7 mine");
  });
});
