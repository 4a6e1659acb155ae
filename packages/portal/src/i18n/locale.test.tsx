import { announcementsOk, dashboardStatsOk, fixtures, meOk, signInAs } from "../mocks/handlers";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPortal } from "../test/renderPortal";
import { server } from "../test/server";
import { LOCALE_STORAGE_KEY } from "./locale";

afterEach(() => vi.restoreAllMocks());

describe("the portal's language (decision 184)", () => {
  it("follows navigator.languages on a first visit", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["pt-BR", "en"]);
    renderPortal("/login");
    expect(await screen.findByRole("heading", { level: 1, name: "Bem-vindo de volta!" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("lang", "pt");
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
  });

  it("switches /login by its <select> named in each language, Arabic right to left, and remembers it", async () => {
    const { user } = renderPortal("/login");
    const select = await screen.findByRole("combobox", { name: "Language" });
    expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      "English",
      "Français",
      "Español",
      "Português",
      "Kiswahili",
      "العربية",
    ]);
    await user.selectOptions(select, "fr");
    expect(await screen.findByRole("button", { name: "Se connecter" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mot de passe/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Langue" }), "ar");
    expect(await screen.findByRole("heading", { level: 1, name: "مرحبًا بعودتك!" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("lang", "ar");
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("ar");
  });

  it("applies the account's language at sign-in, and stores a switch in the top bar on the account", async () => {
    let stored: unknown = null;
    server.use(
      signInAs({ ...fixtures.student(), locale: "fr" }),
      meOk(fixtures.student()),
      dashboardStatsOk(),
      announcementsOk([]),
      http.put(/\/edit_profile$/, async ({ request }) => {
        stored = ((await request.json()) as { user: { locale: string } }).user.locale;
        return HttpResponse.json({ ...fixtures.student(), locale: stored });
      }),
    );
    const { user } = renderPortal("/login");
    await user.type(await screen.findByLabelText(/^Email/), "ada@example.org");
    await user.type(screen.getByLabelText(/^Password/), "secret123");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("button", { name: "Se déconnecter" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Portail" })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Langue" }), "ar");
    expect(await screen.findByRole("button", { name: "تسجيل الخروج" })).toBeInTheDocument();
    await waitFor(() => expect(stored).toBe("ar"));
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
  });
});
