import fs from 'node:fs';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { detectFileType } from './file-type.ts';
import { ImageRejectedError } from './image-processing.ts';
import { ImageProcessor } from './image-processor.ts';

const processors: ImageProcessor[] = [];
const newProcessor = (idleMs?: number) => {
  const processor = new ImageProcessor(idleMs);
  processors.push(processor);
  return processor;
};
afterEach(() => {
  for (const processor of processors.splice(0)) processor.close();
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
const pngType = detectFileType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))!;

const exited = (pid: number) =>
  expect
    .poll(
      () => {
        try {
          process.kill(pid, 0);
          return false;
        } catch {
          return true;
        }
      },
      { timeout: 5000 },
    )
    .toBe(true);

describe('ImageProcessor', () => {
  it('makes the image and its WebP widths in a child process, not in this one', async () => {
    const processor = newProcessor();
    const image = await processor.process(await png(900, 600), pngType);
    expect(processor.pid).toBeTypeOf('number');
    expect(processor.pid).not.toBe(process.pid);
    expect(image).toMatchObject({ width: 900, height: 600 });
    expect(Buffer.isBuffer(image.data)).toBe(true);
    expect(await sharp(image.data).metadata()).toMatchObject({ format: 'png', width: 900, height: 600 });
    expect(image.variants.map((variant) => variant.width)).toEqual([320, 640]);
    for (const variant of image.variants)
      expect(await sharp(variant.data).metadata()).toMatchObject({ format: 'webp', width: variant.width });
  });

  it("gives the child none of the server's environment beyond its memory settings", async () => {
    process.env.IMAGE_PROCESSOR_TEST_SECRET = 'not for the child';
    process.env.MALLOC_ARENA_MAX = '2';
    try {
      const processor = newProcessor();
      await processor.svgToJpeg('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
      const environment = fs.readFileSync(`/proc/${processor.pid}/environ`, 'utf8').split('\0');
      expect(environment).toContain('MALLOC_ARENA_MAX=2');
      expect(environment.some((entry) => entry.startsWith('IMAGE_PROCESSOR_TEST_SECRET='))).toBe(false);
    } finally {
      delete process.env.IMAGE_PROCESSOR_TEST_SECRET;
      delete process.env.MALLOC_ARENA_MAX;
    }
  });

  it('refuses bytes that only start like a PNG, and keeps working', async () => {
    const processor = newProcessor();
    const fake = Buffer.concat([(await png(10, 10)).subarray(0, 40), Buffer.alloc(200, 7)]);
    const refusal = await processor.process(fake, pngType).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImageRejectedError);
    expect((refusal as ImageRejectedError).reason).toBe('undecodable');
    expect((await processor.process(await png(20, 10), pngType)).width).toBe(20);
  });

  it('refuses the file a crashing child was decoding, and starts a new child for the next', async () => {
    const processor = newProcessor();
    await processor.svgToJpeg('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
    const crashed = processor.pid!;
    const job = processor.process(await png(4000, 3000), pngType);
    process.kill(crashed, 'SIGKILL');
    const refusal = await job.catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImageRejectedError);
    expect((refusal as ImageRejectedError).reason).toBe('undecodable');
    expect((await processor.process(await png(30, 20), pngType)).height).toBe(20);
    expect(processor.pid).not.toBe(crashed);
  });

  it('ends its child once idle, giving its memory back, and starts one again when needed', async () => {
    const processor = newProcessor(50);
    const jpeg = await processor.svgToJpeg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#b3121f"/></svg>',
    );
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    const first = processor.pid!;
    await exited(first);
    expect(processor.pid).toBeUndefined();
    await processor.process(await png(10, 10), pngType);
    expect(processor.pid).not.toBe(first);
  });
});
