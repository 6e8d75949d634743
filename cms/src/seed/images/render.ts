import { createHash } from 'crypto';
import fs from 'fs/promises';
import path from 'path';
import sharp from 'sharp';
import type { ImageSpec } from '../types';
import { renderSceneSvg } from './scenes';

/** Logos and flags keep sharp edges (and logos their transparency) as PNG; scenes are JPEG. */
const usesPng = (spec: ImageSpec) => spec.scene === 'logo' || spec.scene === 'flag' || spec.format === 'icon';

export interface RenderedImage {
  filepath: string;
  filename: string;
  mimetype: string;
  size: number;
}

/**
 * Renders an image to a file in `cacheDir`, named after the key and a hash of its spec, so an
 * unchanged image is drawn once per machine (`npm run cms` pre-renders them with the admin build).
 */
export async function renderImage(key: string, spec: ImageSpec, cacheDir: string): Promise<RenderedImage> {
  const png = usesPng(spec);
  const ext = png ? 'png' : 'jpg';
  const hash = createHash('sha1')
    .update(JSON.stringify([key, spec, 1]))
    .digest('hex')
    .slice(0, 10);
  const filepath = path.join(cacheDir, `${key}-${hash}.${ext}`);
  let size: number;
  try {
    size = (await fs.stat(filepath)).size;
  } catch {
    const { svg } = renderSceneSvg(key, spec);
    const image = sharp(Buffer.from(svg));
    const buffer = png
      ? await image.png({ compressionLevel: 9, palette: spec.scene === 'flag' }).toBuffer()
      : await image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    await fs.mkdir(cacheDir, { recursive: true });
    const partial = `${filepath}.${process.pid}.part`;
    await fs.writeFile(partial, buffer);
    await fs.rename(partial, filepath);
    size = buffer.length;
  }
  return { filepath, filename: `${key}.${ext}`, mimetype: png ? 'image/png' : 'image/jpeg', size };
}

/** Runs `task` over `items` with at most `limit` in flight (sharp renders on libuv's thread pool). */
export async function mapWithConcurrency<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index]);
    }
  });
  await Promise.all(workers);
  return results;
}

/** Wraps tasks so at most `limit` run at once; the others wait in call order. */
export function createLimiter(limit: number) {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    running -= 1;
    queue.shift()?.();
  };
  return <T>(task: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        running += 1;
        task().then(resolve, reject).finally(release);
      };
      if (running < limit) start();
      else queue.push(start);
    });
}
