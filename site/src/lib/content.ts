import { getCollection, getEntry } from "astro:content";

/** The one settings entry (src/content/settings.json → "site"). */
export async function getSettings() {
  const entry = await getEntry("settings", "site");
  if (!entry) throw new Error('src/content/settings.json must hold a "site" entry');
  return entry.data;
}

/** Faculty members in the order the academy gave them. */
export async function getFaculty() {
  return (await getCollection("faculty")).sort((a, b) => a.data.order - b.data.order);
}

/** FAQ entries in the order the academy gave them. */
export async function getFaq() {
  return (await getCollection("faq")).sort((a, b) => a.data.order - b.data.order).map(({ data }) => data);
}

/** The programme's classes, first level first. */
export async function getProgrammes() {
  return (await getCollection("programmes"))
    .sort((a, b) => a.data.level - b.data.level)
    .map(({ data }) => data);
}
