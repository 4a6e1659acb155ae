import { describe, expect, it } from "vitest";
import { passwordResetMail, scorePostedMail, setPasswordMail } from "./templates.ts";

const base = { to: "ada@example.org", name: "Ada Obi", publicBaseUrl: "http://portal.test", token: "t0k" };
const link = "http://portal.test/reset-password?token=t0k";
const score = {
  to: "ada@example.org",
  kind: "assignment" as const,
  itemId: "i1",
  itemName: "Vision paper",
  courseName: "Vision and Strategy",
  publicBaseUrl: "http://portal.test",
};

describe("mails in the recipient's language (decision 184)", () => {
  it("write English, word for word as before, for a person without a language", () => {
    expect(passwordResetMail(base).text).toBe(
      `Hello Ada Obi,\n\nWe received a request to reset the password of your CLA Portal account. Use this link to choose a new password:\n\n${link}\n\nThe link is valid for 1 hour and can be used once.\n\nIf you did not request a password reset, you can ignore this email; your password stays unchanged.\n`,
    );
    const invitation = setPasswordMail({ ...base, invitation: true, validDays: 7, locale: null });
    expect(invitation.subject).toBe("Your CLA Portal account");
    expect(invitation.text).toBe(
      `Hello Ada Obi,\n\nAn account has been created for you on the CLA Portal. Use this link to choose your password and sign in:\n\n${link}&welcome=1\n\nThe link is valid for 7 days and can be used once.\n`,
    );
    expect(setPasswordMail({ ...base, invitation: false, validDays: 7 }).subject).toBe(
      "Choose a new password",
    );
    const scored = scorePostedMail({ ...score, score: 85.5, comment: "Well argued." });
    expect(scored.subject).toBe("New score posted: Vision paper");
    expect(scored.text).toBe(
      "A new score has been posted.\n\nAssignment: Vision paper\nCourse: Vision and Strategy\nScore: 85.5\n\nComment from your facilitator:\nWell argued.\n\nView it in the portal: http://portal.test/portal/assignments/i1\n",
    );
    expect(scorePostedMail({ ...score, kind: "cbt", score: { shownAfter: "2026-03-10" } }).text).toContain(
      "Score: shown in the portal once the test has closed for everyone, after 10 March 2026",
    );
  });

  it("write the score mail in Arabic and French, dates through Intl in that language", () => {
    const arabic = scorePostedMail({ ...score, kind: "cbt", score: 90, locale: "ar" });
    expect(arabic.subject).toBe("نُشرت درجة جديدة: Vision paper");
    expect(arabic.text).toContain("الاختبار: Vision paper\nالمقرر: Vision and Strategy\nالدرجة: 90");
    const french = scorePostedMail({
      ...score,
      kind: "cbt",
      score: { shownAfter: "2026-03-10" },
      locale: "fr",
    });
    expect(french.text).toContain("après le 10 mars 2026");
    expect(passwordResetMail({ ...base, locale: "sw" }).subject).toBe("Weka upya nenosiri lako");
    expect(setPasswordMail({ ...base, invitation: true, validDays: 1, locale: "es" }).text).toContain(
      "El enlace es válido durante 1 día",
    );
  });

  it("fall back to English for a value that is not one of the six", () => {
    expect(passwordResetMail({ ...base, locale: "de" }).subject).toBe("Reset your password");
  });
});
