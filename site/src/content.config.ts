/**
 * The academy's editable content: people, questions, classes and links live in src/content/*.json, so
 * changing them needs no code. Each collection is validated at build time; a bad entry fails the build
 * with the field that is wrong.
 */
import { defineCollection } from "astro:content";
import { file } from "astro/loaders";
import { z } from "astro/zod";

/** A website shown as a bare value ("cla.example.org"): no scheme, no spaces. */
const bareHost = z
  .string()
  .regex(
    /^(?![a-z][a-z0-9+.-]*:)[^\s/]+(\/[^\s]*)?$/i,
    "give the website without https:// (it is shown as is)",
  );
const httpsUrl = z.url({ protocol: /^https$/ });

const faculty = defineCollection({
  loader: file("src/content/faculty.json"),
  schema: ({ image }) =>
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/, "ids become URLs (/faculty/{id}): lowercase letters, digits, -"),
      /** Position on the faculty page (1 = first). */
      order: z.number().int().positive(),
      name: z.string().min(1),
      role: z.string().min(1),
      /** Portrait, relative to src/content/faculty.json; square, at least 480 px. */
      image: image(),
      bio: z.string().min(1),
      /** Extra paragraphs shown under the bio on the member's page. */
      additionalInfo: z.array(z.string().min(1)).optional(),
    }),
});

const faq = defineCollection({
  loader: file("src/content/faq.json"),
  schema: z.object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** Position on the FAQ page (1 = first). */
    order: z.number().int().positive(),
    question: z.string().min(1),
    answer: z.string().min(1),
  }),
});

const programmes = defineCollection({
  loader: file("src/content/programmes.json"),
  schema: z.object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** Order of the class in the programme (1 = first). */
    level: z.number().int().positive(),
    name: z.string().min(1),
    summary: z.string().min(1),
    topics: z.array(z.string().min(1)).min(1),
  }),
});

const settings = defineCollection({
  loader: file("src/content/settings.json"),
  schema: z.object({
    academyName: z.string().min(1),
    /** The foundation's education support initiative, shown (in capitals) under the home page's title. */
    initiative: z.string().min(1),
    tagline: z.string().min(1),
    /** Where APPLY HERE leads: the external online application form (an https: or mailto: link). */
    applicationFormUrl: z.url({ protocol: /^(https|mailto)$/ }),
    /** Chat link behind the footer's Contact Developer (opens in a new tab), e.g. https://wa.me/<number>. */
    developerChatUrl: httpsUrl,
    linkedInUrl: httpsUrl,
    youTubeUrl: httpsUrl,
    /** Shown as given in the footer; the link gets https:// in front. */
    website: bareHost,
    /** Shown as given in the footer; the link gets mailto: in front. */
    email: z.email(),
  }),
});

export const collections = { faculty, faq, programmes, settings };
