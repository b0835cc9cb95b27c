// public-site §5, §9: the donation widget's amounts and its Cash App address.

export const QUICK_AMOUNTS = [5, 10, 20, 50] as const;
export const DEFAULT_AMOUNT = 10;
export const SLIDER_MIN = 0;
export const SLIDER_MAX = 200;
export const SLIDER_STEP = 1;
/** The QR code's side in CSS pixels (public-site §9), for when a QR renderer is available. */
export const QR_CODE_SIZE = 156;
/** How long the "Copied!" confirmation stays (public-site §9: 1.5 s). */
export const COPY_CONFIRMATION_MS = 1500;

/**
 * public-site §5: the custom amount accepts digits and a dot only. A keystroke that would make the field
 * anything else (a letter, a second dot, a sign, a third decimal) is ignored: the previous text stays.
 */
export function acceptCustomAmount(previous: string, next: string): string {
  return /^\d{0,6}(\.\d{0,2})?$/.test(next) ? next : previous;
}

/** The amount the custom field stands for, or undefined while it holds no number yet ("" or "."). */
export function customAmountValue(text: string): number | undefined {
  if (!/\d/.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** "$10", "$12.50": whole dollars without cents, other amounts with two decimals. */
export function formatAmount(amount: number): string {
  return `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

/** Cash App handles are written with their "$" cashtag; settings may store it either way. */
export function cashTag(handle: string): string {
  const trimmed = handle.trim();
  return trimmed.startsWith('$') ? trimmed : `$${trimmed}`;
}

/** The Cash App payment address for a handle and amount: https://cash.app/$HANDLE/AMOUNT. */
export function cashAppUrl(handle: string, amount: number): string {
  const base = `https://cash.app/${cashTag(handle)}`;
  if (!(amount > 0)) return base;
  return `${base}/${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

/** The slider shows the amount within its range; a larger custom amount pins it at the end. */
export function sliderPosition(amount: number): number {
  return Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, Math.round(amount)));
}
