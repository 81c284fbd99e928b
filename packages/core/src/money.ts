import Decimal from 'decimal.js';
import { CURRENCY_DIGITS } from './zones.ts';

/**
 * Money and rates, exact (issue 10): amounts are decimal.js values in code and `numeric` in PostgreSQL, and travel
 * as decimal strings ("1234.50") in JSON. A JS number never holds money: 0.1 + 0.2 is 0.3 here.
 */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -30, toExpPos: 40 });
export type TMoney = InstanceType<typeof Money>;

export type TRounding = 'halfUp' | 'halfEven' | 'down' | 'up';
const MODES: Record<TRounding, Decimal.Rounding> = {
  halfUp: Decimal.ROUND_HALF_UP,
  halfEven: Decimal.ROUND_HALF_EVEN,
  down: Decimal.ROUND_DOWN,
  up: Decimal.ROUND_UP,
};

const AMOUNT = /^-?\d+(\.\d+)?$/;

/** An amount typed or read from a file ("1,234.50", " 12 ", "-3.5"); null when it is no plain decimal number. */
export function parseAmount(text: string): TMoney | null {
  const v = text.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  return AMOUNT.test(v) ? new Money(v) : null;
}

/** A currency's minor units (ISO 4217: JPY 0, KWD 3, most 2); unknown codes: 2. */
export const currencyDigits = (currency: string): number => CURRENCY_DIGITS[currency] ?? 2;

/** Rounded to `digits` decimals, half up unless said (a statutory rule names its own: whole riel, 5 sen, …). */
export const roundTo = (v: TMoney | string, digits: number, mode: TRounding = 'halfUp'): TMoney =>
  new Money(v).toDecimalPlaces(digits, MODES[mode]);

/** Rounded to the currency's minor units, half up unless said (payroll rules name theirs). */
export const roundMoney = (v: TMoney | string, currency: string, mode: TRounding = 'halfUp'): TMoney =>
  roundTo(v, currencyDigits(currency), mode);

export const sumMoney = (values: readonly (TMoney | string)[]): TMoney =>
  values.reduce<TMoney>((acc, v) => acc.plus(v), new Money(0));

/** As stored and sent: a plain decimal string with the currency's minor units ("1234.50", "1000", "1.250"). */
export const moneyString = (v: TMoney | string, currency: string): string =>
  roundMoney(v, currency).toFixed(currencyDigits(currency));

/** On screen, per currency and locale: "$1,234.50", "1.234,50 €", "៛1,234.50" — from the exact decimal string. */
export function formatMoney(v: TMoney | string, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  const nf = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  // a string keeps every digit (Intl.NumberFormat v3); a number would round through a double
  return nf.format(moneyString(v, currency) as unknown as number);
}
