/**
 * Runs inside Chromium (Playwright's `page.evaluate`, so it uses nothing from outside itself): draws `name`
 * on a canvas in the given font files, as the browser shapes it, and compares its ink with poppler's PNG of
 * the same name. The two inks are laid on each other at the best shift within 2 px of their centroids';
 * `mismatch` is the share of ink pixels (of both) with no ink of the other within `reach` pixels.
 */
export interface InkInput {
  /** poppler's rendering of the name's region, PNG, base64. */
  popplerPng: string;
  name: string;
  /** The font files (TrueType or WOFF, base64) with their unicode-range, in the order Chromium falls back through them. */
  faces: Array<{ data: string; unicodeRange: string }>;
  fontPixels: number;
  reach?: number;
}

export interface InkComparison {
  mismatch: number;
  popplerInk: number;
  chromiumInk: number;
}

export async function compareInk({
  popplerPng,
  name,
  faces,
  fontPixels,
  reach = 1,
}: InkInput): Promise<InkComparison> {
  const families = await Promise.all(
    faces.map(async ({ data, unicodeRange }, index) => {
      const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      // One family with a face per file, as fontsource's CSS declares them.
      const face = new FontFace(`face${index}`, bytes.buffer, { unicodeRange });
      document.fonts.add(await face.load());
      return `"face${index}"`;
    }),
  );
  const image = new Image();
  image.src = `data:image/png;base64,${popplerPng}`;
  await image.decode();
  const { width, height } = image;
  const blank = () => {
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d", { willReadFrequently: true })!;
    context.fillStyle = "#fff";
    context.fillRect(0, 0, width, height);
    return context;
  };
  const poppler = blank();
  poppler.drawImage(image, 0, 0);
  const browser = blank();
  browser.font = `${fontPixels}px ${families.join(", ")}`;
  // jsPDF and pdf-lib place glyphs at their advances, without kerning pairs.
  browser.fontKerning = "none";
  browser.fillStyle = "#000";
  browser.textAlign = "center";
  browser.textBaseline = "middle";
  browser.fillText(name, width / 2, height / 2);

  const ink = (context: CanvasRenderingContext2D) => {
    const { data } = context.getImageData(0, 0, width, height);
    const mask = new Uint8Array(width * height);
    let count = 0;
    let sumX = 0;
    let sumY = 0;
    for (let index = 0; index < mask.length; index += 1) {
      if ((data[index * 4]! + data[index * 4 + 1]! + data[index * 4 + 2]!) / 3 < 160) {
        mask[index] = 1;
        count += 1;
        sumX += index % width;
        sumY += Math.floor(index / width);
      }
    }
    return { mask, count, x: sumX / Math.max(count, 1), y: sumY / Math.max(count, 1) };
  };
  const a = ink(poppler);
  const b = ink(browser);
  const dx = Math.round(a.x - b.x);
  const dy = Math.round(a.y - b.y);
  /** Pixels of `from` with no ink of `to` within `reach`, `to` shifted by (shiftX, shiftY). */
  const unmatched = (from: Uint8Array, to: Uint8Array, shiftX: number, shiftY: number) => {
    let count = 0;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        if (!from[y * width + x]) continue;
        let near = false;
        for (let ny = y - reach; ny <= y + reach && !near; ny += 1) {
          for (let nx = x - reach; nx <= x + reach && !near; nx += 1) {
            const tx = nx - shiftX;
            const ty = ny - shiftY;
            near = tx >= 0 && ty >= 0 && tx < width && ty < height && to[ty * width + tx] === 1;
          }
        }
        if (!near) count += 1;
      }
    }
    return count;
  };
  // The best of the shifts within 2 px of the centroids' (the renderers round positions differently).
  let missing = Infinity;
  for (let shiftY = dy - 2; shiftY <= dy + 2; shiftY += 1)
    for (let shiftX = dx - 2; shiftX <= dx + 2; shiftX += 1)
      missing = Math.min(
        missing,
        unmatched(a.mask, b.mask, shiftX, shiftY) + unmatched(b.mask, a.mask, -shiftX, -shiftY),
      );
  return { mismatch: missing / Math.max(a.count + b.count, 1), popplerInk: a.count, chromiumInk: b.count };
}
