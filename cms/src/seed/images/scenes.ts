/**
 * Generated demo illustrations: flat, layered SVG scenes drawn from a seeded random generator, so
 * the same key always gives the same picture. No text is drawn: fonts differ between machines.
 */
import type { ImageSpec } from '../types';

export const FORMATS = {
  wide: [1600, 900],
  card: [1200, 800],
  square: [800, 800],
  tall: [800, 1200],
  icon: [256, 256],
} as const;

type Rng = () => number;

/** mulberry32 seeded by a string hash: deterministic per image key. */
export function seededRandom(key: string): Rng {
  let h = 1779033703 ^ key.length;
  for (let i = 0; i < key.length; i += 1) {
    h = Math.imul(h ^ key.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SKIES = {
  dawn: {
    top: '#f4a98a',
    bottom: '#fde4c8',
    sun: '#ffd3a1',
    land: ['#7d6b8f', '#5e5478', '#463f60', '#2f2b47'],
    water: ['#e7b7a6', '#9b8fb0'],
  },
  day: {
    top: '#5fb7ec',
    bottom: '#d6efff',
    sun: '#fff4bf',
    land: ['#8fb9a8', '#5f957f', '#3f7560', '#2a5645'],
    water: ['#78c3e8', '#2f7fb0'],
  },
  dusk: {
    top: '#3a2d5c',
    bottom: '#f2946a',
    sun: '#ffc07a',
    land: ['#8a5a7a', '#6a4266', '#4a2f52', '#2f1f3b'],
    water: ['#e08b73', '#4a3563'],
  },
  night: {
    top: '#0a1026',
    bottom: '#24345f',
    sun: '#f3f0cf',
    land: ['#2d3b63', '#222d4f', '#18213c', '#0f1629'],
    water: ['#2a3d6b', '#0f1a36'],
  },
};

const f = (n: number) => n.toFixed(1);

interface Ctx {
  w: number;
  h: number;
  rnd: Rng;
  sky: (typeof SKIES)[keyof typeof SKIES];
  time: keyof typeof SKIES;
  defs: string[];
  id: (name: string) => string;
}

function skyLayer(c: Ctx, horizon = 0.75) {
  const g = c.id('sky');
  c.defs.push(
    `<linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.sky.top}"/><stop offset="${horizon}" stop-color="${c.sky.bottom}"/></linearGradient>`,
  );
  let out = `<rect width="${c.w}" height="${c.h}" fill="url(#${g})"/>`;
  if (c.time === 'night') {
    for (let i = 0; i < 90; i += 1) {
      out += `<circle cx="${f(c.rnd() * c.w)}" cy="${f(c.rnd() * c.h * 0.6)}" r="${f(0.6 + c.rnd() * 1.6)}" fill="#fff" opacity="${f(0.4 + c.rnd() * 0.6)}"/>`;
    }
  }
  return out;
}

function sun(c: Ctx, x: number, y: number, r: number) {
  const g = c.id('glow');
  c.defs.push(
    `<radialGradient id="${g}"><stop offset="0" stop-color="${c.sky.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${c.sky.sun}" stop-opacity="0"/></radialGradient>`,
  );
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 3)}" fill="url(#${g})"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c.sky.sun}"/>`;
}

/** A jagged ridge from left to right around baseline y, closed to the bottom. */
function ridge(c: Ctx, y: number, amplitude: number, steps: number, fill: string, opacity = 1, snow = false) {
  const pts: [number, number][] = [];
  for (let i = 0; i <= steps; i += 1) {
    const x = (i / steps) * c.w;
    const peak = i % 2 === 1 ? -amplitude * (0.5 + c.rnd() * 0.7) : amplitude * (c.rnd() * 0.3);
    pts.push([x, y + peak]);
  }
  const d = `M0 ${c.h} ` + pts.map(([x, py]) => `L${f(x)} ${f(py)}`).join(' ') + ` L${c.w} ${c.h} Z`;
  let out = `<path d="${d}" fill="${fill}" opacity="${opacity}"/>`;
  if (snow) {
    for (let i = 1; i < pts.length - 1; i += 2) {
      const [x, py] = pts[i];
      const [lx, ly] = pts[i - 1];
      const [rx, ry] = pts[i + 1];
      const t = 0.28;
      out += `<path d="M${f(x)} ${f(py)} L${f(x + (rx - x) * t)} ${f(py + (ry - py) * t)} L${f(x + (rx - x) * t * 0.5)} ${f(py + (ry - py) * t * 0.8)} L${f(x)} ${f(py + (ry - py) * t * 0.6)} L${f(x + (lx - x) * t * 0.5)} ${f(py + (ly - py) * t * 0.8)} L${f(x + (lx - x) * t)} ${f(py + (ly - py) * t)} Z" fill="#f4f7fb"/>`;
    }
  }
  return out;
}

function hills(c: Ctx, y: number, amplitude: number, fill: string) {
  const n = 4 + Math.floor(c.rnd() * 3);
  let d = `M0 ${c.h} L0 ${f(y)}`;
  for (let i = 0; i < n; i += 1) {
    const x1 = ((i + 0.5) / n) * c.w;
    const x2 = ((i + 1) / n) * c.w;
    d += ` Q${f(x1)} ${f(y - amplitude * (0.4 + c.rnd()))} ${f(x2)} ${f(y + (c.rnd() - 0.5) * amplitude * 0.4)}`;
  }
  return `<path d="${d} L${c.w} ${c.h} Z" fill="${fill}"/>`;
}

function pine(x: number, base: number, height: number, fill: string) {
  const w = height * 0.42;
  const tiers = 3;
  let out = `<rect x="${f(x - w * 0.06)}" y="${f(base - height * 0.12)}" width="${f(w * 0.12)}" height="${f(height * 0.14)}" fill="${fill}"/>`;
  for (let t = 0; t < tiers; t += 1) {
    const top = base - height + t * height * 0.25;
    const bottom = base - height * 0.1 - (tiers - 1 - t) * height * 0.2;
    const half = (w / 2) * (0.6 + t * 0.22);
    out += `<path d="M${f(x)} ${f(top)} L${f(x + half)} ${f(bottom)} L${f(x - half)} ${f(bottom)} Z" fill="${fill}"/>`;
  }
  return out;
}

function treeLine(c: Ctx, base: number, size: number, fill: string, density = 1) {
  let out = '';
  const count = Math.round((c.w / size) * 1.6 * density);
  for (let i = 0; i < count; i += 1) {
    const x = c.rnd() * c.w;
    out += pine(x, base + c.rnd() * size * 0.3, size * (0.7 + c.rnd() * 0.6), fill);
  }
  return out;
}

function water(c: Ctx, top: number) {
  const g = c.id('water');
  c.defs.push(
    `<linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.sky.water[0]}"/><stop offset="1" stop-color="${c.sky.water[1]}"/></linearGradient>`,
  );
  let out = `<rect y="${f(top)}" width="${c.w}" height="${f(c.h - top)}" fill="url(#${g})"/>`;
  for (let i = 0; i < 26; i += 1) {
    const y = top + 8 + c.rnd() * (c.h - top - 10);
    const x = c.rnd() * c.w;
    const len = 30 + c.rnd() * 140;
    out += `<rect x="${f(x)}" y="${f(y)}" width="${f(len)}" height="2.5" rx="1.2" fill="#ffffff" opacity="${f(0.12 + c.rnd() * 0.2)}"/>`;
  }
  return out;
}

function canoe(x: number, y: number, len: number, fill: string) {
  return `<path d="M${f(x)} ${f(y)} Q${f(x + len / 2)} ${f(y + len * 0.16)} ${f(x + len)} ${f(y)} Q${f(x + len / 2)} ${f(y + len * 0.05)} ${f(x)} ${f(y)} Z" fill="${fill}"/>`;
}

const scenes: Record<string, (c: Ctx, spec: ImageSpec) => string> = {
  mountains(c) {
    let s = skyLayer(c) + sun(c, c.w * (0.2 + c.rnd() * 0.6), c.h * 0.28, c.h * 0.06);
    s += ridge(c, c.h * 0.5, c.h * 0.22, 9, c.sky.land[0], 0.8, c.time !== 'night');
    s += ridge(c, c.h * 0.62, c.h * 0.16, 11, c.sky.land[1]);
    s += hills(c, c.h * 0.78, c.h * 0.08, c.sky.land[2]);
    s += treeLine(c, c.h * 0.9, c.h * 0.09, c.sky.land[3], 0.7);
    return s + `<rect y="${f(c.h * 0.92)}" width="${c.w}" height="${f(c.h * 0.08)}" fill="${c.sky.land[3]}"/>`;
  },
  lake(c) {
    let s = skyLayer(c, 0.6) + sun(c, c.w * (0.55 + c.rnd() * 0.3), c.h * 0.3, c.h * 0.055);
    s += ridge(c, c.h * 0.45, c.h * 0.18, 8, c.sky.land[0], 0.85, true);
    s += hills(c, c.h * 0.58, c.h * 0.06, c.sky.land[1]);
    s += treeLine(c, c.h * 0.6, c.h * 0.08, c.sky.land[2], 0.9);
    s += water(c, c.h * 0.6);
    s += canoe(c.w * 0.18, c.h * 0.8, c.w * 0.16, '#c0462c') + canoe(c.w * 0.36, c.h * 0.86, c.w * 0.13, '#e6a23c');
    s += `<path d="M0 ${c.h} L0 ${f(c.h * 0.9)} Q${f(c.w * 0.15)} ${f(c.h * 0.86)} ${f(c.w * 0.32)} ${f(c.h * 0.93)} L${f(c.w * 0.32)} ${c.h} Z" fill="${c.sky.land[3]}"/>`;
    return s;
  },
  beach(c) {
    let s = skyLayer(c, 0.6) + sun(c, c.w * 0.7, c.h * 0.3, c.h * 0.07);
    s += water(c, c.h * 0.55);
    s += `<path d="M0 ${f(c.h * 0.72)} Q${f(c.w * 0.45)} ${f(c.h * 0.64)} ${c.w} ${f(c.h * 0.78)} L${c.w} ${c.h} L0 ${c.h} Z" fill="#f1d7a6"/>`;
    s += `<path d="M0 ${f(c.h * 0.72)} Q${f(c.w * 0.45)} ${f(c.h * 0.64)} ${c.w} ${f(c.h * 0.78)}" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.7"/>`;
    const px = c.w * (0.12 + c.rnd() * 0.1);
    s += `<path d="M${f(px)} ${f(c.h * 0.95)} Q${f(px + 30)} ${f(c.h * 0.6)} ${f(px + 70)} ${f(c.h * 0.38)}" stroke="#5a3d24" stroke-width="14" fill="none"/>`;
    for (let i = 0; i < 6; i += 1) {
      const a = (i / 6) * Math.PI * 2;
      const ex = px + 70 + Math.cos(a) * c.h * 0.16;
      const ey = c.h * 0.38 + Math.sin(a) * c.h * 0.07 + c.h * 0.03;
      s += `<path d="M${f(px + 70)} ${f(c.h * 0.38)} Q${f((px + 70 + ex) / 2)} ${f(c.h * 0.33)} ${f(ex)} ${f(ey)}" stroke="#2f6b3f" stroke-width="12" fill="none" stroke-linecap="round"/>`;
    }
    s += `<ellipse cx="${f(c.w * 0.62)}" cy="${f(c.h * 0.86)}" rx="${f(c.w * 0.07)}" ry="${f(c.h * 0.02)}" fill="#e2c48f"/>`;
    s += `<path d="M${f(c.w * 0.58)} ${f(c.h * 0.86)} Q${f(c.w * 0.62)} ${f(c.h * 0.74)} ${f(c.w * 0.66)} ${f(c.h * 0.86)} Z" fill="#e8564a"/>`;
    return s;
  },
  forest(c) {
    let s = skyLayer(c) + sun(c, c.w * (0.2 + c.rnd() * 0.6), c.h * 0.25, c.h * 0.05);
    s += hills(c, c.h * 0.55, c.h * 0.1, c.sky.land[0]);
    s += treeLine(c, c.h * 0.62, c.h * 0.12, c.sky.land[1], 1.2);
    s += treeLine(c, c.h * 0.8, c.h * 0.2, c.sky.land[2], 1);
    s += `<rect y="${f(c.h * 0.86)}" width="${c.w}" height="${f(c.h * 0.14)}" fill="${c.sky.land[3]}"/>`;
    s += treeLine(c, c.h * 1.02, c.h * 0.34, c.sky.land[3], 0.5);
    return s;
  },
  city(c) {
    let s = skyLayer(c) + sun(c, c.w * 0.8, c.h * 0.25, c.h * 0.05);
    const lit = c.time === 'night' || c.time === 'dusk';
    for (const [layer, base, maxH] of [
      [0, 0.8, 0.5],
      [1, 0.86, 0.42],
    ] as const) {
      let x = -20;
      while (x < c.w) {
        const bw = 50 + c.rnd() * 110;
        const bh = c.h * (0.12 + c.rnd() * maxH);
        const top = c.h * base - bh;
        s += `<rect x="${f(x)}" y="${f(top)}" width="${f(bw)}" height="${f(bh + c.h)}" fill="${c.sky.land[layer + 1]}"/>`;
        for (let wy = top + 14; wy < c.h * base - 10; wy += 22) {
          for (let wx = x + 10; wx < x + bw - 14; wx += 18) {
            if (c.rnd() < (lit ? 0.45 : 0.25)) {
              s += `<rect x="${f(wx)}" y="${f(wy)}" width="8" height="11" fill="${lit ? '#ffd98a' : '#cfe6f5'}" opacity="${lit ? 0.9 : 0.5}"/>`;
            }
          }
        }
        x += bw + 4;
      }
    }
    return s + `<rect y="${f(c.h * 0.86)}" width="${c.w}" height="${f(c.h * 0.14)}" fill="${c.sky.land[3]}"/>`;
  },
  campfire(c) {
    c.time = 'night';
    c.sky = SKIES.night;
    let s = skyLayer(c) + sun(c, c.w * 0.82, c.h * 0.18, c.h * 0.04);
    s += treeLine(c, c.h * 0.7, c.h * 0.26, '#0c1322', 1.1);
    s += `<rect y="${f(c.h * 0.7)}" width="${c.w}" height="${f(c.h * 0.3)}" fill="#141d2e"/>`;
    const fx = c.w * 0.55;
    const fy = c.h * 0.84;
    const g = c.id('fire');
    c.defs.push(
      `<radialGradient id="${g}"><stop offset="0" stop-color="#ffb347" stop-opacity="0.75"/><stop offset="1" stop-color="#ffb347" stop-opacity="0"/></radialGradient>`,
    );
    s += `<ellipse cx="${f(fx)}" cy="${f(fy)}" rx="${f(c.w * 0.32)}" ry="${f(c.h * 0.2)}" fill="url(#${g})"/>`;
    s += `<path d="M${f(c.w * 0.18)} ${f(c.h * 0.86)} L${f(c.w * 0.28)} ${f(c.h * 0.6)} L${f(c.w * 0.38)} ${f(c.h * 0.86)} Z" fill="#d9822b"/><path d="M${f(c.w * 0.28)} ${f(c.h * 0.6)} L${f(c.w * 0.31)} ${f(c.h * 0.86)} L${f(c.w * 0.25)} ${f(c.h * 0.86)} Z" fill="#7a3f12"/>`;
    s += `<rect x="${f(fx - 50)}" y="${f(fy + 8)}" width="100" height="12" rx="6" fill="#5a3416" transform="rotate(12 ${f(fx)} ${f(fy)})"/><rect x="${f(fx - 50)}" y="${f(fy + 8)}" width="100" height="12" rx="6" fill="#6b3d1a" transform="rotate(-12 ${f(fx)} ${f(fy)})"/>`;
    s += `<path d="M${f(fx)} ${f(fy - 90)} Q${f(fx + 40)} ${f(fy - 30)} ${f(fx + 22)} ${f(fy + 6)} L${f(fx - 22)} ${f(fy + 6)} Q${f(fx - 40)} ${f(fy - 30)} ${f(fx)} ${f(fy - 90)} Z" fill="#ff8c2b"/>`;
    s += `<path d="M${f(fx)} ${f(fy - 50)} Q${f(fx + 20)} ${f(fy - 15)} ${f(fx + 10)} ${f(fy + 6)} L${f(fx - 10)} ${f(fy + 6)} Q${f(fx - 20)} ${f(fy - 15)} ${f(fx)} ${f(fy - 50)} Z" fill="#ffd54f"/>`;
    return s;
  },
  canyon(c) {
    let s = skyLayer(c) + sun(c, c.w * 0.3, c.h * 0.25, c.h * 0.06);
    const reds = ['#e3a06b', '#cf7a4a', '#b35c35', '#8f4427'];
    reds.forEach((fill, i) => {
      const base = c.h * (0.5 + i * 0.12);
      let x = -40;
      let d = `M-40 ${c.h} L-40 ${f(base)}`;
      while (x < c.w + 40) {
        const mw = 120 + c.rnd() * 260;
        const mh = c.h * (0.05 + c.rnd() * 0.16);
        d += ` L${f(x + 30)} ${f(base - mh)} L${f(x + mw - 30)} ${f(base - mh)} L${f(x + mw)} ${f(base)}`;
        x += mw + c.rnd() * 120;
        d += ` L${f(x)} ${f(base)}`;
      }
      s += `<path d="${d} L${c.w + 40} ${c.h} Z" fill="${fill}"/>`;
    });
    return s;
  },
  snow(c) {
    let s = skyLayer(c) + sun(c, c.w * 0.75, c.h * 0.22, c.h * 0.05);
    s += ridge(c, c.h * 0.45, c.h * 0.25, 7, '#9fb4cc', 1, true);
    s += ridge(c, c.h * 0.6, c.h * 0.15, 9, '#c9d7e6', 1, true);
    s += `<path d="M0 ${f(c.h * 0.72)} Q${f(c.w * 0.5)} ${f(c.h * 0.6)} ${c.w} ${f(c.h * 0.75)} L${c.w} ${c.h} L0 ${c.h} Z" fill="#f3f7fb"/>`;
    s += treeLine(c, c.h * 0.82, c.h * 0.12, '#2d4a3e', 0.35);
    s += `<path d="M${f(c.w * 0.15)} ${c.h} Q${f(c.w * 0.45)} ${f(c.h * 0.8)} ${f(c.w * 0.9)} ${f(c.h * 0.74)}" stroke="#dce6f0" stroke-width="18" fill="none"/>`;
    return s;
  },
  coast(c) {
    let s = skyLayer(c, 0.6) + sun(c, c.w * 0.25, c.h * 0.3, c.h * 0.05);
    s += water(c, c.h * 0.58);
    s += `<path d="M${f(c.w * 0.58)} ${c.h} L${f(c.w * 0.6)} ${f(c.h * 0.55)} Q${f(c.w * 0.7)} ${f(c.h * 0.42)} ${f(c.w * 0.85)} ${f(c.h * 0.45)} L${c.w} ${f(c.h * 0.4)} L${c.w} ${c.h} Z" fill="#6b7f5a"/>`;
    s += `<path d="M${f(c.w * 0.58)} ${c.h} L${f(c.w * 0.6)} ${f(c.h * 0.55)} L${f(c.w * 0.64)} ${f(c.h * 0.6)} L${f(c.w * 0.62)} ${c.h} Z" fill="#4d5c41"/>`;
    const lx = c.w * 0.78;
    const ly = c.h * 0.44;
    s += `<path d="M${f(lx - 18)} ${f(ly)} L${f(lx - 12)} ${f(ly - 120)} L${f(lx + 12)} ${f(ly - 120)} L${f(lx + 18)} ${f(ly)} Z" fill="#f5f5f0"/>`;
    s += `<rect x="${f(lx - 15)}" y="${f(ly - 80)}" width="30" height="16" fill="#d64545"/><rect x="${f(lx - 14)}" y="${f(ly - 40)}" width="28" height="16" fill="#d64545"/>`;
    s += `<rect x="${f(lx - 10)}" y="${f(ly - 138)}" width="20" height="18" fill="#ffe08a"/><path d="M${f(lx - 14)} ${f(ly - 138)} L${f(lx)} ${f(ly - 154)} L${f(lx + 14)} ${f(ly - 138)} Z" fill="#d64545"/>`;
    return s;
  },
  aurora(c) {
    c.time = 'night';
    c.sky = SKIES.night;
    let s = skyLayer(c);
    const blur = c.id('blur');
    c.defs.push(
      `<filter id="${blur}" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="${f(c.h * 0.025)}"/></filter>`,
    );
    const bands = ['#3ef0a6', '#6fe3c1', '#a97cf0'];
    bands.forEach((colour, i) => {
      const y = c.h * (0.22 + i * 0.1);
      s += `<path d="M-50 ${f(y)} Q${f(c.w * 0.25)} ${f(y - c.h * 0.15)} ${f(c.w * 0.5)} ${f(y)} T${f(c.w + 50)} ${f(y - c.h * 0.05)}" stroke="${colour}" stroke-width="${f(c.h * 0.06)}" fill="none" opacity="0.55" filter="url(#${blur})"/>`;
    });
    s += ridge(c, c.h * 0.68, c.h * 0.16, 8, '#1a2540', 1, true);
    s += treeLine(c, c.h * 0.92, c.h * 0.12, '#0b1120', 0.8);
    return s + `<rect y="${f(c.h * 0.92)}" width="${c.w}" height="${f(c.h * 0.08)}" fill="#0b1120"/>`;
  },
  portrait(c, spec) {
    const [bg, skin, hair, shirt] = spec.colours ?? ['#cfe3f0', '#e0b89a', '#3b2a20', '#0b6e69'];
    const cx = c.w / 2;
    let s = `<rect width="${c.w}" height="${c.h}" fill="${bg}"/>`;
    s += `<circle cx="${f(cx)}" cy="${f(c.h * 0.4)}" r="${f(c.w * 0.28)}" fill="#ffffff" opacity="0.25"/>`;
    s += `<path d="M${f(cx - c.w * 0.32)} ${c.h} Q${f(cx - c.w * 0.3)} ${f(c.h * 0.66)} ${f(cx)} ${f(c.h * 0.66)} Q${f(cx + c.w * 0.3)} ${f(c.h * 0.66)} ${f(cx + c.w * 0.32)} ${c.h} Z" fill="${shirt}"/>`;
    s += `<rect x="${f(cx - c.w * 0.05)}" y="${f(c.h * 0.52)}" width="${f(c.w * 0.1)}" height="${f(c.h * 0.16)}" fill="${skin}"/>`;
    s += `<ellipse cx="${f(cx)}" cy="${f(c.h * 0.42)}" rx="${f(c.w * 0.14)}" ry="${f(c.h * 0.17)}" fill="${skin}"/>`;
    const long = c.rnd() < 0.5;
    s += long
      ? `<path d="M${f(cx - c.w * 0.17)} ${f(c.h * 0.62)} Q${f(cx - c.w * 0.2)} ${f(c.h * 0.2)} ${f(cx)} ${f(c.h * 0.22)} Q${f(cx + c.w * 0.2)} ${f(c.h * 0.2)} ${f(cx + c.w * 0.17)} ${f(c.h * 0.62)} Q${f(cx + c.w * 0.12)} ${f(c.h * 0.4)} ${f(cx + c.w * 0.1)} ${f(c.h * 0.32)} Q${f(cx)} ${f(c.h * 0.36)} ${f(cx - c.w * 0.1)} ${f(c.h * 0.32)} Q${f(cx - c.w * 0.12)} ${f(c.h * 0.4)} ${f(cx - c.w * 0.17)} ${f(c.h * 0.62)} Z" fill="${hair}"/>`
      : `<path d="M${f(cx - c.w * 0.15)} ${f(c.h * 0.4)} Q${f(cx - c.w * 0.16)} ${f(c.h * 0.22)} ${f(cx)} ${f(c.h * 0.23)} Q${f(cx + c.w * 0.16)} ${f(c.h * 0.22)} ${f(cx + c.w * 0.15)} ${f(c.h * 0.4)} Q${f(cx + c.w * 0.1)} ${f(c.h * 0.3)} ${f(cx)} ${f(c.h * 0.31)} Q${f(cx - c.w * 0.1)} ${f(c.h * 0.3)} ${f(cx - c.w * 0.15)} ${f(c.h * 0.4)} Z" fill="${hair}"/>`;
    return s;
  },
  logo(c, spec) {
    const [main, accent] = spec.colours ?? ['#0b6e69', '#f26b4f'];
    const cx = c.w / 2;
    const cy = c.h / 2;
    const r = Math.min(c.w, c.h) * 0.42;
    switch (spec.mark) {
      case 'pine':
        return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${main}"/>${pine(cx, cy + r * 0.62, r * 1.25, accent)}`;
      case 'sun': {
        let rays = '';
        for (let i = 0; i < 12; i += 1) {
          const a = (i / 12) * Math.PI * 2;
          rays += `<path d="M${f(cx + Math.cos(a - 0.12) * r * 0.62)} ${f(cy + Math.sin(a - 0.12) * r * 0.62)} L${f(cx + Math.cos(a) * r)} ${f(cy + Math.sin(a) * r)} L${f(cx + Math.cos(a + 0.12) * r * 0.62)} ${f(cy + Math.sin(a + 0.12) * r * 0.62)} Z" fill="${accent}"/>`;
        }
        return `${rays}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.52)}" fill="${main}"/>`;
      }
      case 'wave':
        return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${main}"/><path d="M${f(cx - r * 0.75)} ${f(cy + r * 0.1)} Q${f(cx - r * 0.35)} ${f(cy - r * 0.35)} ${f(cx)} ${f(cy + r * 0.1)} T${f(cx + r * 0.75)} ${f(cy + r * 0.1)}" stroke="${accent}" stroke-width="${f(r * 0.16)}" fill="none" stroke-linecap="round"/>`;
      case 'compass':
      default: {
        const p = (a: number, rr: number) => `${f(cx + Math.cos(a) * rr)} ${f(cy + Math.sin(a) * rr)}`;
        const star = [0, 1, 2, 3, 4, 5, 6, 7]
          .map((i) => p((i * Math.PI) / 4 - Math.PI / 2, i % 2 === 0 ? r * 0.78 : r * 0.2))
          .join(' L');
        return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${main}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.86)}" fill="none" stroke="#ffffff" stroke-width="${f(r * 0.05)}" opacity="0.6"/><path d="M${star} Z" fill="${accent}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.09)}" fill="#ffffff"/>`;
      }
    }
  },
  pattern(c, spec) {
    const colours = spec.colours ?? ['#0b6e69', '#f26b4f', '#f4b942'];
    let s = `<rect width="${c.w}" height="${c.h}" fill="${colours[0]}"/>`;
    const size = c.h / 6;
    for (let y = 0; y < c.h + size; y += size) {
      for (let x = 0; x < c.w + size; x += size) {
        const colour = colours[1 + Math.floor(c.rnd() * (colours.length - 1))];
        const kind = c.rnd();
        const op = f(0.15 + c.rnd() * 0.25);
        if (kind < 0.4)
          s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size * 0.3)}" fill="${colour}" opacity="${op}"/>`;
        else if (kind < 0.7)
          s += `<path d="M${f(x - size * 0.3)} ${f(y + size * 0.3)} L${f(x)} ${f(y - size * 0.3)} L${f(x + size * 0.3)} ${f(y + size * 0.3)} Z" fill="${colour}" opacity="${op}"/>`;
        else
          s += `<rect x="${f(x - size * 0.2)}" y="${f(y - size * 0.2)}" width="${f(size * 0.4)}" height="${f(size * 0.4)}" rx="${f(size * 0.08)}" fill="${colour}" opacity="${op}"/>`;
      }
    }
    return s;
  },
  flag(c, spec) {
    return drawFlag(spec.flag ?? 'gb', c.w, c.h);
  },
};

function starPath(cx: number, cy: number, outer: number, points = 5, innerRatio = 0.4) {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const r = i % 2 === 0 ? outer : outer * innerRatio;
    const a = (i * Math.PI) / points - Math.PI / 2;
    pts.push(`${f(cx + Math.cos(a) * r)} ${f(cy + Math.sin(a) * r)}`);
  }
  return `M${pts.join(' L')} Z`;
}

/** Union Jack in a w×h box, drawn in a 60×30 viewBox. */
function unionJack(w: number, h: number) {
  return `<svg width="${w}" height="${h}" viewBox="0 0 60 30" preserveAspectRatio="none"><clipPath id="uj"><path d="M0 0v30h60V0z"/></clipPath><clipPath id="ujt"><path d="M30 15h30v15zv15H0zH0V0zV0h30z"/></clipPath><g clip-path="url(#uj)"><path d="M0 0v30h60V0z" fill="#012169"/><path d="M0 0l60 30m0-30L0 30" stroke="#fff" stroke-width="6"/><path d="M0 0l60 30m0-30L0 30" clip-path="url(#ujt)" stroke="#C8102E" stroke-width="4"/><path d="M30 0v30M0 15h60" stroke="#fff" stroke-width="10"/><path d="M30 0v30M0 15h60" stroke="#C8102E" stroke-width="6"/></g></svg>`;
}

function drawFlag(code: string, w: number, h: number) {
  switch (code) {
    case 'ie':
      return `<rect width="${f(w / 3)}" height="${h}" fill="#169b62"/><rect x="${f(w / 3)}" width="${f(w / 3)}" height="${h}" fill="#ffffff"/><rect x="${f((2 * w) / 3)}" width="${f(w / 3)}" height="${h}" fill="#ff883e"/>`;
    case 'us': {
      let s = '';
      for (let i = 0; i < 13; i += 1)
        s += `<rect y="${f((i * h) / 13)}" width="${w}" height="${f(h / 13 + 0.5)}" fill="${i % 2 === 0 ? '#b22234' : '#ffffff'}"/>`;
      const cw = w * 0.4;
      const ch = (h * 7) / 13;
      s += `<rect width="${f(cw)}" height="${f(ch)}" fill="#3c3b6e"/>`;
      for (let r = 0; r < 9; r += 1) {
        const cols = r % 2 === 0 ? 6 : 5;
        for (let k = 0; k < cols; k += 1) {
          const x = (cw / 12) * (r % 2 === 0 ? 1 + k * 2 : 2 + k * 2);
          const y = (ch / 10) * (r + 1);
          s += `<path d="${starPath(x, y, ch * 0.045)}" fill="#ffffff"/>`;
        }
      }
      return s;
    }
    case 'ca':
      return `<rect width="${w}" height="${h}" fill="#ffffff"/><rect width="${f(w / 4)}" height="${h}" fill="#d52b1e"/><rect x="${f((3 * w) / 4)}" width="${f(w / 4)}" height="${h}" fill="#d52b1e"/><path d="${mapleLeaf(w / 2, h / 2, h * 0.36)}" fill="#d52b1e"/>`;
    case 'au':
    case 'nz': {
      const blue = code === 'au' ? '#012169' : '#00247d';
      let s = `<rect width="${w}" height="${h}" fill="${blue}"/>${unionJack(w / 2, h / 2)}`;
      if (code === 'au') {
        s += `<path d="${starPath(w * 0.25, h * 0.75, h * 0.13, 7, 0.45)}" fill="#fff"/>`;
        for (const [x, y, r] of [
          [0.75, 0.83, 0.06],
          [0.62, 0.45, 0.06],
          [0.75, 0.2, 0.06],
          [0.87, 0.4, 0.06],
          [0.81, 0.55, 0.035],
        ]) {
          s += `<path d="${starPath(w * x, h * y, h * r, 7, 0.45)}" fill="#fff"/>`;
        }
      } else {
        for (const [x, y, r] of [
          [0.75, 0.82, 0.07],
          [0.65, 0.45, 0.06],
          [0.75, 0.22, 0.06],
          [0.85, 0.4, 0.05],
        ]) {
          s += `<path d="${starPath(w * x, h * y, h * (r + 0.015))}" fill="#fff"/><path d="${starPath(w * x, h * y, h * r)}" fill="#cc142b"/>`;
        }
      }
      return s;
    }
    case 'gb':
    default:
      return unionJack(w, h);
  }
}

function mapleLeaf(cx: number, cy: number, s: number) {
  // A simplified eleven-point maple leaf, scaled around its centre.
  const pts = [
    [0, -1],
    [0.18, -0.62],
    [0.42, -0.74],
    [0.34, -0.24],
    [0.82, -0.46],
    [0.7, -0.18],
    [0.94, -0.06],
    [0.5, 0.3],
    [0.58, 0.5],
    [0.06, 0.42],
    [0.06, 0.9],
    [-0.06, 0.9],
    [-0.06, 0.42],
    [-0.58, 0.5],
    [-0.5, 0.3],
    [-0.94, -0.06],
    [-0.7, -0.18],
    [-0.82, -0.46],
    [-0.34, -0.24],
    [-0.42, -0.74],
    [-0.18, -0.62],
  ];
  return `M${pts.map(([x, y]) => `${f(cx + x * s)} ${f(cy + y * s)}`).join(' L')} Z`;
}

/** Logos, flags and portraits only ever appear small: half the format's size is plenty. */
const SMALL_SCENES = new Set(['logo', 'flag', 'portrait']);

/** The SVG source of an image. */
export function renderSceneSvg(key: string, spec: ImageSpec): { svg: string; width: number; height: number } {
  const [formatWidth, formatHeight] = FORMATS[spec.format ?? 'wide'];
  const scale = SMALL_SCENES.has(spec.scene) && spec.format !== 'icon' ? 0.5 : 1;
  const width = formatWidth * scale;
  const height = formatHeight * scale;
  const time = spec.time ?? 'day';
  const defs: string[] = [];
  let counter = 0;
  const ctx: Ctx = {
    w: width,
    h: height,
    rnd: seededRandom(key),
    sky: SKIES[time],
    time,
    defs,
    id: (name) => `${name}${(counter += 1)}`,
  };
  const draw = scenes[spec.scene];
  if (!draw) throw new Error(`Image "${key}": unknown scene "${spec.scene}"`);
  const body = draw(ctx, spec);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${body}</svg>`;
  return { svg, width, height };
}
