import { numeric } from 'drizzle-orm/pg-core';

/**
 * Columns for exact numbers (issue 10, decision 0015): PostgreSQL `numeric`, read and written as decimal strings
 * (core/money.ts turns them into decimal.js values). Never `real`, `double precision` or a JS number for money.
 */

/** an amount of money: up to 10^16 with 2 decimals stored as given (currencies with 3 minor units fit `money3`) */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
/** an amount in a currency with 3 minor units (KWD, BHD, OMR, TND, JOD, IQD, LYD) */
export const money3 = (name: string) => numeric(name, { precision: 19, scale: 3 });
/** an exchange rate, a multiplier (overtime 1.5×) or a percentage rate: room for 6 decimals */
export const rate = (name: string) => numeric(name, { precision: 20, scale: 6 });
/** hours and hour-based quantities (leave balances, overtime): minutes are exact in 4 decimals of an hour */
export const hours = (name: string) => numeric(name, { precision: 12, scale: 4 });
