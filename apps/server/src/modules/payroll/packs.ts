import fs from 'node:fs';
import path from 'node:path';
import type { TKhPack } from '@staffdesk/core/payroll-kh';
import type { TContributionRow, TEpfPart } from '@staffdesk/core/payroll-my';
import type { TPcbScale } from '@staffdesk/core/payroll-pcb';

/**
 * The statutory packs the platform ships (issue 14): Malaysia's EPF, SOCSO, EIS and PCB, Cambodia's tax on salary
 * and NSSF, as effective-dated data in `packs/*.json` — every rate, band and relief is there, none in code. Each
 * version says where its figures come from, and `unconfirmed` marks those the reference could not confirm
 * (payroll-rules.md §6): a tenant may override any of them.
 */
type TVersion<T> = T & { from: string; source: string; unconfirmed?: boolean };

export type TEpfPartName = 'A' | 'C' | 'E' | 'F';
export type TSocsoRow = TContributionRow & { secondCategory: string };

export type TMyPacks = {
  epf: TVersion<{ parts: Partial<Record<TEpfPartName, TEpfPart>> }>[];
  socso: TVersion<{ rows: TSocsoRow[] }>[];
  eis: TVersion<{ rows: TContributionRow[] }>[];
  pcb: TVersion<TPcbScale>[];
};
export type TKhPacks = { versions: TVersion<TKhPack>[] };

const DIR = path.resolve(import.meta.dirname, 'packs');
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')) as T;

export const PLATFORM_PACKS = { MY: read<TMyPacks>('my.json'), KH: read<TKhPacks>('kh.json') };
