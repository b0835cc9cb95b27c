import { imageProcessor } from '../../modules/uploads/image-processor.ts';
import { type MarkName, marks } from './demo-marks.ts';

/*
 * The demo chapter's pictures, drawn here as SVG and encoded by sharp (nothing downloaded, no font
 * needed: numbers are drawn as segments). Each kind has its own composition: duotone editorial
 * covers with the category's mark, a film still for videos, charts drawn from the survey's numbers,
 * studio portraits, a storefront, a book shelf and a microphone.
 */

type Category = 'news' | 'our-2-cents' | 'health' | 'entertainment' | 'local';

interface Palette {
  deep: string;
  base: string;
  light: string;
}

/** The category colours of the site (styles.css), each with a deeper and a lighter tone. */
const categoryPalettes: Record<Category, Palette> = {
  news: { deep: '#0b2340', base: '#1d4e89', light: '#a9cbf2' },
  'our-2-cents': { deep: '#2a1248', base: '#6b3fa0', light: '#dcc6f5' },
  health: { deep: '#05342a', base: '#0f6b4f', light: '#b0e6cd' },
  entertainment: { deep: '#470926', base: '#a6195f', light: '#f7bcd8' },
  local: { deep: '#431f00', base: '#9a4a00', light: '#f8cd9c' },
};
const categoryMarks: Record<Category, MarkName> = {
  news: 'news',
  'our-2-cents': 'opinion',
  health: 'health',
  entertainment: 'entertainment',
  local: 'local',
};
const INK = '#111111';
const PAPER = '#ffffff';
const PAPER_SOFT = '#f6f4ef';
const ACCENT = '#b3121f';

/** A repeatable pseudo-random number in [0, 1) for picture `seed`, draw `n`. */
function randomOf(seed: number): (n: number) => number {
  return (n) => {
    const x = Math.sin(seed * 127.1 + n * 311.7) * 43758.5453;
    return x - Math.floor(x);
  };
}

const svg = (width: number, height: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;

/** A line mark of the 24-unit grid, `size` pixels square, its top left at (x, y). */
function mark(name: MarkName, x: number, y: number, size: number, color: string, stroke = 1.6): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 24})" fill="none" stroke="${color}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">${marks[name]}</g>`;
}

const gradient = (id: string, from: string, to: string, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

// Seven segments per digit: a (top), b, c (right), d (bottom), e, f (left), g (middle).
const SEGMENTS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcfgd',
};

/** A number such as "62%" drawn in segments, `height` pixels tall, starting at (x, y) top left. */
function numeral(text: string, x: number, y: number, height: number, color: string): string {
  const w = height * 0.5;
  const t = height * 0.12;
  const h2 = height / 2;
  const lines: Record<string, [number, number, number, number]> = {
    a: [0, 0, w, 0],
    b: [w, 0, w, h2],
    c: [w, h2, w, height],
    d: [0, height, w, height],
    e: [0, h2, 0, height],
    f: [0, 0, 0, h2],
    g: [0, h2, w, h2],
  };
  let cursor = x;
  let out = '';
  for (const char of text) {
    if (char === '%') {
      const r = height * 0.12;
      out += `<circle cx="${cursor + r + t / 2}" cy="${y + r + t / 2}" r="${r}" fill="none" stroke="${color}" stroke-width="${t * 0.8}"/>`;
      out += `<circle cx="${cursor + w - r}" cy="${y + height - r - t / 2}" r="${r}" fill="none" stroke="${color}" stroke-width="${t * 0.8}"/>`;
      out += `<line x1="${cursor + w}" y1="${y}" x2="${cursor}" y2="${y + height}" stroke="${color}" stroke-width="${t}" stroke-linecap="round"/>`;
    } else {
      // A one is a single stroke: drawn on the left of its cell, so it does not stand apart.
      if (char === '1') cursor -= w * 0.6;
      for (const segment of SEGMENTS[char] ?? '') {
        const [x1, y1, x2, y2] = lines[segment]!;
        out += `<line x1="${cursor + x1}" y1="${y + y1}" x2="${cursor + x2}" y2="${y + y2}" stroke="${color}" stroke-width="${t}" stroke-linecap="round"/>`;
      }
    }
    cursor += w + height * 0.3;
  }
  return out;
}

/** A head-and-shoulders figure centred on cx, its shoulders reaching the bottom at `bottom`. */
function bust(cx: number, bottom: number, size: number, fill: string): string {
  const head = size * 0.2;
  const headY = bottom - size * 0.72;
  const shoulders = size * 0.46;
  return `<circle cx="${cx}" cy="${headY}" r="${head}" fill="${fill}"/><path d="M${cx - shoulders} ${bottom} C${cx - shoulders} ${bottom - size * 0.32} ${cx - size * 0.22} ${bottom - size * 0.44} ${cx} ${bottom - size * 0.44} C${cx + size * 0.22} ${bottom - size * 0.44} ${cx + shoulders} ${bottom - size * 0.32} ${cx + shoulders} ${bottom} Z" fill="${fill}"/>`;
}

/**
 * A story's cover: a duotone composition in its category's colours, a disc of light carrying the
 * category's mark, a band of light and a horizon, placed differently for each story. Flat tones only:
 * the reader's phone fetches these pictures first, and a dot pattern tripled their WebP size.
 */
export function drawStoryCover(
  category: Category,
  seed: number,
  width = 1600,
  height = 900,
): Promise<Buffer> {
  const { deep, base, light } = categoryPalettes[category];
  const random = randomOf(seed);
  const r = height * (0.3 + random(1) * 0.06);
  const cx = width * (random(2) > 0.5 ? 0.68 + random(3) * 0.08 : 0.24 + random(3) * 0.08);
  const cy = height * (0.4 + random(4) * 0.1);
  const markSize = r * 1.1;
  const horizon = Array.from({ length: 3 }, (_, i) => {
    const y = height * (0.72 + i * 0.09);
    const amplitude = height * (0.04 + random(10 + i) * 0.05);
    const phase = random(20 + i) * width;
    const tone = [base, deep, INK][i]!;
    return `<path d="M0 ${y} C${width * 0.3 + phase * 0.1} ${y - amplitude} ${width * 0.6 - phase * 0.1} ${y + amplitude} ${width} ${y - amplitude * 0.5} L${width} ${height} L0 ${height} Z" fill="${tone}" opacity="${0.85 - i * 0.1}"/>`;
  }).join('');
  const defs = gradient('sky', deep, base, 0.6, 1);
  const band = `<polygon points="0,${height * 0.15} ${width * 0.55},0 ${width * 0.85},0 0,${height * 0.95}" fill="${light}" opacity="0.14"/>`;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>${band}` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${light}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 1.18}" fill="none" stroke="${light}" stroke-width="3" opacity="0.5"/>` +
    horizon +
    mark(categoryMarks[category], cx - markSize / 2, cy - markSize / 2, markSize, deep, 1.4);
  return imageProcessor.svgToJpeg(svg(width, height, defs, body));
}

/** A video's still: ink and the accent red, film perforations, and the clapperboard or a phone frame. */
export function drawVideoThumbnail(
  type: 'long-form' | 'short-form',
  seed: number,
  width = 1280,
  height = 720,
): Promise<Buffer> {
  const random = randomOf(seed + 50);
  const defs = gradient('glow', '#3a0a0f', INK, 1, 0.8);
  const holes = Array.from({ length: 18 }, (_, i) => {
    const x = 20 + i * (width / 18);
    return `<rect x="${x}" y="18" width="34" height="22" rx="4" fill="${PAPER}" opacity="0.18"/><rect x="${x}" y="${height - 40}" width="34" height="22" rx="4" fill="${PAPER}" opacity="0.18"/>`;
  }).join('');
  const cx = width * (0.3 + random(1) * 0.4);
  const subject =
    type === 'short-form'
      ? `<rect x="${cx - 110}" y="${height * 0.16}" width="220" height="${height * 0.68}" rx="28" fill="none" stroke="${PAPER}" stroke-width="10"/>` +
        bust(cx, height * 0.84 - 6, 190, ACCENT)
      : mark('video', cx - height * 0.26, height * 0.22, height * 0.52, PAPER, 1.3);
  const body =
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>` +
    `<circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.42}" fill="${ACCENT}" opacity="0.55"/>` +
    `<rect y="0" width="${width}" height="58" fill="${INK}"/><rect y="${height - 58}" width="${width}" height="58" fill="${INK}"/>` +
    holes +
    subject;
  return imageProcessor.svgToJpeg(svg(width, height, defs, body));
}

/** The chapter survey behind "Where Students Get Their News" (300 students; percentages). */
export const surveyNumbers = {
  sources: [
    { mark: 'phone', share: 62 },
    { mark: 'users', share: 48 },
    { mark: 'globe', share: 41 },
    { mark: 'news', share: 33 },
    { mark: 'tv', share: 18 },
  ] as { mark: MarkName; share: number }[],
  trusted: [71, 54, 38, 22],
  howOften: [
    { share: 46, color: ACCENT },
    { share: 31, color: '#1d4e89' },
    { share: 23, color: '#8a8a8a' },
  ],
};

/** An infographic slide drawn from the survey's numbers: bars, columns, then a donut. */
export function drawChartSlide(slide: number, width = 1200, height = 1500): Promise<Buffer> {
  const margin = 110;
  let chart = '';
  if (slide % 3 === 0) {
    const barHeight = 120;
    const top = 380;
    const labelWidth = 150;
    const maxWidth = width - margin * 2 - labelWidth - 200;
    surveyNumbers.sources.forEach(({ mark: icon, share }, i) => {
      const y = top + i * (barHeight + 90);
      const barWidth = (maxWidth * share) / 100;
      chart +=
        mark(icon, margin, y + 20, 80, INK, 1.8) +
        `<rect x="${margin + labelWidth}" y="${y}" width="${maxWidth}" height="${barHeight}" fill="#e3e1dc"/>` +
        `<rect x="${margin + labelWidth}" y="${y}" width="${barWidth}" height="${barHeight}" fill="${i === 0 ? ACCENT : INK}"/>` +
        numeral(`${share}%`, margin + labelWidth + maxWidth + 36, y + 24, 72, INK);
    });
  } else if (slide % 3 === 1) {
    const base = height - 260;
    const columnWidth = 170;
    const gap = (width - margin * 2 - columnWidth * 4) / 3;
    const maxHeight = 780;
    for (const y of [0.25, 0.5, 0.75, 1]) {
      chart += `<line x1="${margin}" y1="${base - maxHeight * y}" x2="${width - margin}" y2="${base - maxHeight * y}" stroke="#cfccc4" stroke-width="3" stroke-dasharray="10 10"/>`;
    }
    surveyNumbers.trusted.forEach((share, i) => {
      const x = margin + i * (columnWidth + gap);
      const h = (maxHeight * share) / 100;
      chart +=
        `<rect x="${x}" y="${base - h}" width="${columnWidth}" height="${h}" fill="${i === 0 ? '#1d4e89' : INK}" opacity="${1 - i * 0.15}"/>` +
        numeral(`${share}`, x + 30, base - h - 110, 80, INK);
    });
    chart += `<line x1="${margin}" y1="${base}" x2="${width - margin}" y2="${base}" stroke="${INK}" stroke-width="6"/>`;
  } else {
    const cx = width / 2;
    const cy = 760;
    const r = 330;
    const circumference = 2 * Math.PI * r;
    let offset = 0;
    for (const { share, color } of surveyNumbers.howOften) {
      const length = (circumference * share) / 100;
      chart += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="150" stroke-dasharray="${length - 8} ${circumference}" stroke-dashoffset="${-offset}" transform="rotate(-90 ${cx} ${cy})"/>`;
      offset += length;
    }
    chart += numeral(`${surveyNumbers.howOften[0]!.share}%`, cx - 150, cy - 70, 140, INK);
    surveyNumbers.howOften.forEach(({ share, color }, i) => {
      const x = margin + 60 + i * 330;
      chart += `<rect x="${x}" y="${height - 250}" width="70" height="70" fill="${color}"/>${numeral(`${share}%`, x + 100, height - 240, 50, INK)}`;
    });
  }
  const body =
    `<rect width="${width}" height="${height}" fill="${PAPER_SOFT}"/>` +
    `<rect width="${width}" height="230" fill="${INK}"/>` +
    `<rect y="230" width="${width}" height="14" fill="${ACCENT}"/>` +
    mark('news', margin, 60, 110, PAPER, 1.6) +
    numeral(`${slide + 1}`, width - margin - 60, 70, 100, PAPER) +
    chart;
  return imageProcessor.svgToJpeg(svg(width, height, '', body));
}

const portraitBackdrops: [string, string][] = [
  ['#1d4e89', '#0b2340'],
  ['#9a4a00', '#431f00'],
  ['#0f6b4f', '#05342a'],
  ['#6b3fa0', '#2a1248'],
  ['#a6195f', '#470926'],
];

const SKIN_TONES = ['#8d5a3b', '#6b4129', '#a86f4c', '#5a3520'];
const HAIR = '#1c120c';

/**
 * A studio portrait stand-in: a person in three tones (skin, hair, a light shirt) against a duotone
 * backdrop with a soft key light; the hair and skin tone change with the seed. 4:5 like the member
 * boxes, and wide enough that every width of the page's srcset exists (a missing one is a redirect).
 */
export function drawPortrait(seed: number, width = 1200, height = 1500): Promise<Buffer> {
  const [base, deep] = portraitBackdrops[seed % portraitBackdrops.length]!;
  const random = randomOf(seed + 90);
  const skin = SKIN_TONES[seed % SKIN_TONES.length]!;
  const size = Math.min(width, height) * 0.92;
  const cx = width / 2;
  const head = size * 0.17;
  const headY = height - size * 0.68;
  const shoulderTop = height - size * 0.36;
  const hair =
    seed % 2 === 0
      ? `<circle cx="${cx}" cy="${headY - head * 0.25}" r="${head * 1.45}" fill="${HAIR}"/>`
      : `<path d="M${cx - head * 1.05} ${headY} a${head * 1.05} ${head * 1.1} 0 0 1 ${head * 2.1} 0 q${-head * 0.9} ${-head * 0.5} ${-head * 2.1} 0 z" fill="${HAIR}"/>`;
  const defs = `<radialGradient id="key" cx="${0.3 + random(1) * 0.4}" cy="0.3" r="0.8"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${deep}"/></radialGradient>`;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#key)"/>` +
    `<circle cx="${cx}" cy="${headY}" r="${size * 0.36}" fill="${PAPER}" opacity="0.08"/>` +
    (seed % 2 === 0 ? hair : '') +
    `<rect x="${cx - head * 0.5}" y="${headY + head * 0.6}" width="${head}" height="${shoulderTop + size * 0.12 - headY - head * 0.6}" fill="${skin}"/>` +
    `<path d="M${cx - size * 0.46} ${height} C${cx - size * 0.46} ${shoulderTop + size * 0.04} ${cx - size * 0.3} ${shoulderTop - size * 0.04} ${cx - head * 0.5} ${shoulderTop - size * 0.04} L${cx} ${shoulderTop + size * 0.12} L${cx + head * 0.5} ${shoulderTop - size * 0.04} C${cx + size * 0.3} ${shoulderTop - size * 0.04} ${cx + size * 0.46} ${shoulderTop + size * 0.04} ${cx + size * 0.46} ${height} Z" fill="#f2e6da"/>` +
    `<path d="M${cx - head * 0.5} ${shoulderTop - size * 0.04} L${cx} ${shoulderTop + size * 0.12} L${cx + head * 0.5} ${shoulderTop - size * 0.04}" fill="none" stroke="${deep}" stroke-width="${size * 0.012}" stroke-linejoin="round"/>` +
    `<ellipse cx="${cx}" cy="${headY}" rx="${head}" ry="${head * 1.15}" fill="${skin}"/>` +
    (seed % 2 === 0 ? '' : hair);
  return imageProcessor.svgToJpeg(svg(width, height, defs, body));
}

/** A storefront in the local category's colours: awning, window, door and the shop mark. */
export function drawStorefront(seed: number, width = 1200, height = 1500): Promise<Buffer> {
  const { deep, base, light } = categoryPalettes.local;
  const random = randomOf(seed + 30);
  const front = { x: width * 0.12, y: height * 0.3, w: width * 0.76, h: height * 0.62 };
  const stripes = Array.from({ length: 8 }, (_, i) => {
    const w = front.w / 8;
    return `<path d="M${front.x + i * w} ${front.y} h${w} v90 q${-w / 2} 40 ${-w} 0 z" fill="${i % 2 ? PAPER : random(2) > 0.5 ? ACCENT : base}"/>`;
  }).join('');
  const body =
    `<rect width="${width}" height="${height}" fill="${light}"/>` +
    `<circle cx="${width * 0.8}" cy="${height * 0.14}" r="${width * 0.1}" fill="${PAPER}" opacity="0.7"/>` +
    `<rect x="${front.x}" y="${front.y}" width="${front.w}" height="${front.h}" fill="${deep}"/>` +
    `<rect x="${front.x + 60}" y="${front.y + 170}" width="${front.w * 0.5}" height="${front.h * 0.42}" fill="${PAPER_SOFT}"/>` +
    mark('store', front.x + 110, front.y + 230, front.w * 0.5 - 100, deep, 1.4) +
    `<rect x="${front.x + front.w * 0.66}" y="${front.y + 170}" width="${front.w * 0.26}" height="${front.h - 170}" fill="${base}"/>` +
    `<circle cx="${front.x + front.w * 0.7}" cy="${front.y + front.h * 0.65}" r="12" fill="${light}"/>` +
    stripes +
    `<rect y="${front.y + front.h}" width="${width}" height="${height - front.y - front.h}" fill="${INK}"/>`;
  return imageProcessor.svgToJpeg(svg(width, height, '', body));
}

/** A pick topic's cover: a shelf of book spines, or a microphone with its sound. */
export function drawPickCover(kind: 'book' | 'podcast', width = 1200, height = 800): Promise<Buffer> {
  let body: string;
  if (kind === 'book') {
    const colors = ['#1d4e89', ACCENT, '#0f6b4f', '#f2b134', '#6b3fa0', INK, '#9a4a00', '#a6195f'];
    const random = randomOf(7);
    let x = width * 0.1;
    let spines = '';
    for (let i = 0; x < width * 0.88; i++) {
      const w = 60 + random(i) * 50;
      const h = height * (0.45 + random(i + 20) * 0.2);
      const y = height * 0.8 - h;
      spines += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${colors[i % colors.length]}"/><rect x="${x + 12}" y="${y + 40}" width="${w - 24}" height="10" fill="${PAPER}" opacity="0.6"/><rect x="${x + 12}" y="${y + h - 60}" width="${w - 24}" height="6" fill="${PAPER}" opacity="0.4"/>`;
      x += w + 8;
    }
    body =
      `<rect width="${width}" height="${height}" fill="${PAPER_SOFT}"/>` +
      spines +
      `<rect x="${width * 0.05}" y="${height * 0.8}" width="${width * 0.9}" height="26" fill="${INK}"/>`;
  } else {
    const waves = Array.from({ length: 14 }, (_, i) => {
      const h = 40 + Math.abs(Math.sin(i * 1.3)) * 260;
      const x = width * 0.55 + i * 34;
      return `<rect x="${x}" y="${height / 2 - h / 2}" width="16" height="${h}" rx="8" fill="${PAPER}" opacity="${0.9 - i * 0.05}"/>`;
    }).join('');
    body =
      `<rect width="${width}" height="${height}" fill="#2a1248"/>` +
      `<circle cx="${width * 0.32}" cy="${height / 2}" r="${height * 0.36}" fill="#6b3fa0"/>` +
      mark('podcast', width * 0.32 - height * 0.24, height * 0.26, height * 0.48, PAPER, 1.5) +
      waves;
  }
  return imageProcessor.svgToJpeg(svg(width, height, '', body));
}
