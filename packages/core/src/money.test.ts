import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney, Money, moneyString, parseAmount, roundMoney, sumMoney } from './money.ts';
import { CURRENCIES } from './zones.ts';

describe('money', () => {
  it('adds exactly where floats do not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(new Money('0.1').plus('0.2').toString()).toBe('0.3');
    expect(sumMoney(Array.from({ length: 10 }, () => '0.1')).toString()).toBe('1');
    // a million salaries of 1234.56 to the cent
    expect(new Money('1234.56').times(1_000_000).toFixed(2)).toBe('1234560000.00');
  });

  it('rounds to the currency with the mode asked: 1.005 is 1.01 half up (a float says 1.00)', () => {
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(moneyString('1.005', 'USD')).toBe('1.01');
    expect(roundMoney('2.5', 'JPY', 'halfEven').toString()).toBe('2');
    expect(roundMoney('3.5', 'JPY', 'halfEven').toString()).toBe('4');
    expect(roundMoney('-1.005', 'USD').toString()).toBe('-1.01');
    expect(roundMoney('1.0009', 'KWD', 'down').toString()).toBe('1');
    expect(moneyString('0', 'KWD')).toBe('0.000');
  });

  it('knows minor units: JPY 0, KWD 3, KHR and MYR 2', () => {
    expect(['JPY', 'KWD', 'KHR', 'MYR', 'USD'].map(currencyDigits)).toEqual([0, 3, 2, 2, 2]);
    expect(CURRENCIES.length).toBeGreaterThan(150);
  });

  it('parses typed amounts and refuses the rest', () => {
    expect(parseAmount('1,234.50')?.toString()).toBe('1234.5');
    expect(parseAmount(' -3.5 ')?.toString()).toBe('-3.5');
    for (const bad of ['', '1e5', '12,34', 'abc', '1.2.3', 'NaN', 'Infinity']) expect(parseAmount(bad), bad).toBeNull();
  });

  it('formats per currency and locale from the exact string', () => {
    expect(formatMoney('1234.5', 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney('1000', 'JPY', 'en-US')).toBe('¥1,000');
    expect(formatMoney('12345678901234567.89', 'USD', 'en-US')).toBe('$12,345,678,901,234,567.89');
    expect(formatMoney('1234.5', 'KHR', 'km-KH')).toBe('1,234.50៛');
  });
});
