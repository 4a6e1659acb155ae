import { describe, expect, it } from "vitest";
import { isLocaleLoaded, loadLocale, m } from "./index";

// No `./all` here: each language other than English arrives in a module of its own (decision 184).
describe("a language's texts, loaded on choice", () => {
  it("reads in English until the language is loaded, then in it", async () => {
    expect(isLocaleLoaded("en")).toBe(true);
    expect(isLocaleLoaded("fr")).toBe(false);
    expect(m.loginSuccess({}, { locale: "fr" })).toBe("Login successful!");
    await loadLocale("fr");
    expect(isLocaleLoaded("fr")).toBe(true);
    expect(m.loginSuccess({}, { locale: "fr" })).toBe("Connexion réussie !");
    expect(m.loginSuccess({}, { locale: "ar" })).toBe("Login successful!");
  });
});
