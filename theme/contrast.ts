/** WCAG 2 relative luminance and contrast, for keeping CMS-chosen text colours readable. */

function channels(hex: string): [number, number, number] {
  let value = hex.replace('#', '');
  if (value.length === 3)
    value = value
      .split('')
      .map((c) => c + c)
      .join('');
  const n = parseInt(value, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour itself when it reaches `minimum` contrast on `background`; otherwise the same hue
 * darkened (on light backgrounds) or lightened (on dark ones) step by step until it does.
 */
export function ensureContrast(colour: string, background: string, minimum: number): string {
  if (contrastRatio(colour, background) >= minimum) return colour;
  const towardsBlack = relativeLuminance(background) > 0.18;
  const [r, g, b] = channels(colour);
  for (let step = 1; step <= 20; step += 1) {
    const t = step / 20;
    const candidate = towardsBlack
      ? toHex([r * (1 - t), g * (1 - t), b * (1 - t)])
      : toHex([r + (255 - r) * t, g + (255 - g) * t, b + (255 - b) * t]);
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return towardsBlack ? '#000000' : '#ffffff';
}
