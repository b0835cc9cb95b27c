import { describe, expect, it } from 'vitest';
import {
  acceptCustomAmount,
  cashAppUrl,
  cashTag,
  customAmountValue,
  formatAmount,
  sliderPosition,
} from './donation-rules.ts';

describe('acceptCustomAmount (public-site §5: digits and a dot only)', () => {
  it('accepts digits and one dot', () => {
    for (const entry of ['2', '25', '25.', '25.5', '25.50', '.5', '']) {
      expect(acceptCustomAmount('1', entry)).toBe(entry);
    }
  });

  it('ignores a non-numeric entry and keeps the previous text', () => {
    for (const entry of ['25a', 'abc', '-25', '25,5', '2.5.', '2 5', '1e5']) {
      expect(acceptCustomAmount('25', entry)).toBe('25');
    }
  });

  it('keeps amounts sensible: two decimals and six digits at most', () => {
    expect(acceptCustomAmount('2.50', '2.505')).toBe('2.50');
    expect(acceptCustomAmount('999999', '9999999')).toBe('999999');
  });
});

describe('customAmountValue', () => {
  it('reads the number, or nothing while the field holds none', () => {
    expect(customAmountValue('25')).toBe(25);
    expect(customAmountValue('25.5')).toBe(25.5);
    expect(customAmountValue('.5')).toBe(0.5);
    expect(customAmountValue('7.')).toBe(7);
    expect(customAmountValue('')).toBeUndefined();
    expect(customAmountValue('.')).toBeUndefined();
  });
});

describe('formatAmount', () => {
  it('shows whole dollars plainly and cents with two decimals', () => {
    expect(formatAmount(10)).toBe('$10');
    expect(formatAmount(0)).toBe('$0');
    expect(formatAmount(12.5)).toBe('$12.50');
  });
});

describe('cashAppUrl', () => {
  it('builds https://cash.app/$handle/amount', () => {
    expect(cashAppUrl('$NABJUSC', 10)).toBe('https://cash.app/$NABJUSC/10');
    expect(cashAppUrl('NABJUSC', 20)).toBe('https://cash.app/$NABJUSC/20');
    expect(cashAppUrl('$NABJUSC', 12.5)).toBe('https://cash.app/$NABJUSC/12.50');
  });

  it('leaves the amount out when it is zero', () => {
    expect(cashAppUrl('$NABJUSC', 0)).toBe('https://cash.app/$NABJUSC');
  });

  it('writes the handle with its cashtag', () => {
    expect(cashTag(' NABJUSC ')).toBe('$NABJUSC');
    expect(cashTag('$NABJUSC')).toBe('$NABJUSC');
  });
});

describe('sliderPosition', () => {
  it('stays within $0–$200', () => {
    expect(sliderPosition(10)).toBe(10);
    expect(sliderPosition(500)).toBe(200);
    expect(sliderPosition(12.6)).toBe(13);
  });
});
