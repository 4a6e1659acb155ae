/**
 * Generates the site's raster images once; the results are committed, so builds never run this and
 * nothing is fetched from the internet:
 *   - a tasteful initials portrait for every faculty member in src/content/faculty.json whose image file
 *     does not exist yet (real photos dropped in place are never overwritten; --force regenerates all),
 *   - the favicon set and web-app icons in public/ from src/assets/logo.svg,
 *   - the Open Graph card public/og-image.png.
 *
 * Run: pnpm --filter @cla/site generate:images [--force]
 * Text is drawn with the system's serif font (DejaVu Serif / Liberation Serif) through librsvg.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { initialsOf } from "./initials.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const force = process.argv.includes("--force");

/** Deep, calm gradients that sit well next to the theme's purple and gold. */
const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ["#4b1d7a", "#7a4fb8"],
  ["#2f3e6b", "#5a6fb0"],
  ["#6b2745", "#a8576f"],
  ["#1f5a52", "#3f8f80"],
  ["#5b3a1a", "#a27238"],
  ["#3b1561", "#8b5fc0"],
];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function portraitSvg(initials: string, index: number): string {
  const [from, to] = PALETTES[index % PALETTES.length]!;
  const rings = Array.from({ length: 8 }, (_, i) => `<circle cx="560" cy="600" r="${120 + i * 64}"/>`).join(
    "",
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow" cx="0.28" cy="0.22" r="0.75"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="640" height="640" fill="url(#bg)"/>
  <rect width="640" height="640" fill="url(#glow)"/>
  <g fill="none" stroke="#ffffff" stroke-opacity="0.09" stroke-width="2">${rings}</g>
  <text x="320" y="300" text-anchor="middle" dominant-baseline="central" font-family="DejaVu Serif, Liberation Serif, serif" font-size="200" letter-spacing="8" fill="#fbf8f3">${escapeXml(initials)}</text>
  <rect x="260" y="440" width="120" height="6" rx="3" fill="#d9a93a"/>
</svg>`;
}

async function writeIfWanted(path: string, data: () => Promise<Buffer>): Promise<void> {
  if (existsSync(path) && !force) return;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, await data());
  console.log(`wrote ${path.slice(root.length + 1)}`);
}

async function portraits(): Promise<void> {
  const dataFile = resolve(root, "src/content/faculty.json");
  const members = JSON.parse(await readFile(dataFile, "utf8")) as Array<{ name: string; image: string }>;
  await Promise.all(
    members.map((member, index) =>
      writeIfWanted(resolve(dirname(dataFile), member.image), () =>
        sharp(Buffer.from(portraitSvg(initialsOf(member.name), index)))
          .png({ compressionLevel: 9 })
          .toBuffer(),
      ),
    ),
  );
}

/** An ICO file whose images are PNGs (supported by every browser that still asks for favicon.ico). */
function ico(pngs: ReadonlyArray<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

async function icons(): Promise<void> {
  const logo = await readFile(resolve(root, "src/assets/logo.svg"));
  const png = (size: number) =>
    sharp(logo, { density: (72 * size) / 64 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
  const pub = (name: string) => resolve(root, "public", name);
  await writeIfWanted(pub("favicon.svg"), async () => logo);
  await writeIfWanted(pub("favicon.ico"), async () =>
    ico([
      { size: 16, data: await png(16) },
      { size: 32, data: await png(32) },
      { size: 48, data: await png(48) },
    ]),
  );
  await writeIfWanted(pub("apple-touch-icon.png"), () => png(180));
  await writeIfWanted(pub("icon-192.png"), () => png(192));
  await writeIfWanted(pub("icon-512.png"), () => png(512));
  // Maskable: the mark inside the 80 % safe zone on the brand colour, so launchers may crop to any shape.
  await writeIfWanted(pub("icon-maskable-512.png"), async () =>
    sharp({ create: { width: 512, height: 512, channels: 4, background: "#4b1d7a" } })
      .composite([{ input: await png(384), gravity: "centre" }])
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
}

async function openGraphCard(): Promise<void> {
  const logo = (await readFile(resolve(root, "src/assets/logo.svg"), "utf8"))
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b1561"/><stop offset="1" stop-color="#6d3fa8"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <g transform="translate(96 96) scale(2)">${logo}</g>
  <text x="96" y="360" font-family="DejaVu Serif, Liberation Serif, serif" font-size="64" font-weight="bold" fill="#ffffff">CHRISTIAN LEADERSHIP</text>
  <text x="96" y="436" font-family="DejaVu Serif, Liberation Serif, serif" font-size="64" font-weight="bold" fill="#ffffff">ACADEMY</text>
  <rect x="96" y="470" width="160" height="6" rx="3" fill="#d9a93a"/>
  <text x="96" y="530" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#efe7f8">Faith-based leadership training for students worldwide</text>
</svg>`;
  await writeIfWanted(resolve(root, "public/og-image.png"), () =>
    sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer(),
  );
}

await Promise.all([portraits(), icons(), openGraphCard()]);
