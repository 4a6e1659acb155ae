import { describe, expect, it } from "vitest";
import { activityFixtures } from "../../mocks/handlers";
import { activityText } from "./activitySentence";

describe("an activity log entry in people's words", () => {
  const [moved, deleted, scored, failed] = activityFixtures();

  it("says who did what to whom, with no kind, id or address", () => {
    expect(activityText(moved!)).toMatch(/^.+ moved Bola Adeyemi from Cohort 2025A to Cohort 2026A$/);
    expect(activityText(deleted!)).toMatch(/^.+ deleted the course Old Testament Survey$/);
    expect(activityText(scored!)).toBe(
      "Pastor Emeka Nwosu gave a score of 85.5% to Ada Obi on Servant Leadership Essay",
    );
    expect(activityText(failed!)).toBe("A sign-in failed for ada.obi@example.org");
    for (const entry of [moved!, deleted!, scored!, failed!]) {
      expect(activityText(entry)).not.toContain(entry.kind);
      expect(activityText(entry)).not.toMatch(/_id|203\.0\.113\.7/);
    }
  });

  it("a role change names both roles; the server's own entries are 'The system'", () => {
    expect(
      activityText({
        ...moved!,
        kind: "user.role_changed",
        actor_name: null,
        details: { from: "facilitator", to: "student" },
      }),
    ).toBe("The system changed the role of Bola Adeyemi from facilitator to student");
  });

  it("a kind it does not know yet still reads as a sentence with its kind", () => {
    expect(activityText({ ...deleted!, kind: "calendar.rotated" })).toMatch(/ did calendar\.rotated$/);
  });
});
