import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageProcessor } from '../../modules/uploads/image-processor.ts';
import { drawChartSlide, drawPortrait, drawStoryCover, surveyNumbers } from './demo-pictures.ts';

afterAll(() => imageProcessor.close());

async function pixels(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!] as const;
  };
  return { info, at };
}

const isAccentRed = ([r, g, b]: readonly [number, number, number]) => r > 140 && g < 60 && b < 70;

describe('demo pictures', () => {
  it('draws the infographic from the survey: the first bar is as long as its share', async () => {
    const { info, at } = await pixels(await drawChartSlide(0));
    expect([info.width, info.height]).toEqual([1200, 1500]);
    // The red bar of the first source runs from the track's start; its length over the track's is the share.
    const y = 380 + 60;
    const trackStart = 110 + 150;
    const trackLength = 1200 - 110 * 2 - 150 - 200;
    let x = trackStart + 2;
    while (x < trackStart + trackLength && isAccentRed(at(x, y))) x++;
    const share = ((x - trackStart) / trackLength) * 100;
    expect(share).toBeGreaterThan(surveyNumbers.sources[0]!.share - 2);
    expect(share).toBeLessThan(surveyNumbers.sources[0]!.share + 2);
  });

  it('gives each category its own colours and a story cover of the card’s 16:9', async () => {
    const news = await pixels(await drawStoryCover('news', 1));
    const health = await pixels(await drawStoryCover('health', 1));
    expect([news.info.width, news.info.height]).toEqual([1600, 900]);
    const [nr, , nb] = news.at(20, 600);
    const [hr, hg] = health.at(20, 600);
    expect(nb).toBeGreaterThan(nr); // blue for news
    expect(hg).toBeGreaterThan(hr); // green for health
  });

  it('draws a portrait with a figure in light against a dark backdrop', async () => {
    const { info, at } = await pixels(await drawPortrait(2));
    expect([info.width, info.height]).toEqual([1200, 1500]);
    const [fr, fg, fb] = at(600, 1480); // the shoulders
    const [br, bg, bb] = at(30, 1480); // the backdrop beside them
    expect(fr + fg + fb).toBeGreaterThan(600);
    expect(br + bg + bb).toBeLessThan(250);
  });
});
