import { describe, expect, it, vi } from "vitest";

// The portal's entry must not load zod (docs/decisions/097): importing it with zod made unloadable
// fails if any module on its graph imports zod.
vi.mock("zod", () => {
  throw new Error("@cla/domain/client imported zod");
});

describe("@cla/domain/client", () => {
  it("loads without zod and carries the rules, limits, messages and kinds", async () => {
    const client = await import("./client");
    expect(client.ASSESSMENT_KINDS.cbt.path).toBe("/cla_cbts");
    expect(client.SCORE_ENDPOINTS.assignment.itemKey).toBe("cla_assignment_id");
    expect(client.NAME_MAX_LENGTH).toBe(200);
    expect(client.messages.courseNotFound).toBe("Course not found!");
    expect(client.checkUrl("javascript:alert(1)")).toEqual({
      ok: false,
      message: "must be an http or https URL",
    });
  });
});
