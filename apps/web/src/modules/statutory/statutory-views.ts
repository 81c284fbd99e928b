import type { EPF_PARTS, TStatutoryPageKey } from '@staffdesk/core/payroll-statutory';

/**
 * What each statutory page shows of its scheme's version: groups of single figures and tables of rows, each at a
 * path in the version's data. A figure may be left empty (`open`: no bound), be a whole number, or a rounding mode.
 */
export type TFigureKind = 'number' | 'open' | 'int' | 'rounding';
export type TFigure = { key: string; kind?: TFigureKind };
export type TFigureGroup = { kind: 'group'; title: string; path: (string | number)[]; figures: TFigure[] };
export type TFigureTable = { kind: 'table'; title: string; path: (string | number)[]; columns: TFigure[]; max: number };
export type TFigureBlock = TFigureGroup | TFigureTable;

export type TEpfPart = (typeof EPF_PARTS)[number];

const f = (...keys: string[]): TFigure[] => keys.map((key) => ({ key }));
const contribution = (second: boolean): TFigureTable => ({
  kind: 'table',
  title: 'rows',
  path: ['rows'],
  columns: [{ key: 'upTo', kind: 'open' }, ...f('employee', 'employer'), ...(second ? f('secondCategory') : [])],
  max: 200,
});
const khScheme = (name: string): TFigureGroup => ({
  kind: 'group',
  title: name,
  path: ['nssf', name],
  figures: [
    ...f('employeeRate', 'employerRate'),
    ...['floor', 'ceiling', 'rankWidth'].map((key) => ({ key, kind: 'open' as const })),
  ],
});

/** The blocks of a page; EPF's are those of one part. */
export function blocksOf(page: TStatutoryPageKey, part: TEpfPart = 'A'): TFigureBlock[] {
  switch (page) {
    case 'settingsEpf':
      return [
        {
          kind: 'group',
          title: 'rates',
          path: ['parts', part],
          figures: f('employeeRate', 'employerRateLow', 'employerRateHigh', 'threshold', 'nilUpTo'),
        },
        { kind: 'table', title: 'bands', path: ['parts', part, 'bands'], columns: f('upTo', 'width'), max: 20 },
      ];
    case 'settingsSocso':
      return [contribution(true)];
    case 'settingsEis':
      return [contribution(false)];
    case 'settingsMyTaxTable':
      return [
        {
          kind: 'table',
          title: 'pcbRows',
          path: ['rows'],
          columns: f('m', 'rate', 'bSingle', 'bSpouseAtHome'),
          max: 30,
        },
      ];
    case 'settingsMyTaxCode':
      return [
        {
          kind: 'group',
          title: 'reliefs',
          path: [],
          figures: f(
            'individualRelief',
            'spouseRelief',
            'childRelief',
            'disabledRelief',
            'disabledSpouseRelief',
            'epfReliefCap',
          ),
        },
        { kind: 'group', title: 'deduction', path: [], figures: f('nonResidentRate', 'minimum', 'roundUpTo') },
      ];
    case 'settingsKhTax':
      return [
        {
          kind: 'group',
          title: 'tax',
          path: [],
          figures: [
            ...f('dependantRelief', 'nonResidentRate'),
            { key: 'digits', kind: 'int' },
            { key: 'rounding', kind: 'rounding' },
          ],
        },
        {
          kind: 'table',
          title: 'brackets',
          path: ['brackets'],
          columns: [...f('min'), { key: 'max', kind: 'open' }, ...f('rate', 'base')],
          max: 30,
        },
        khScheme('occupationalRisk'),
        khScheme('health'),
        khScheme('pension'),
      ];
  }
}

/** The value at a path of the version's data. */
export const getIn = (data: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), data);

/** The data with the value at a path replaced (copies along the path; arrays stay arrays). */
export function setIn(data: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [k, ...rest] = path;
  const here = (data && typeof data === 'object' ? data : typeof k === 'number' ? [] : {}) as Record<string, unknown>;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(here) ? [...here] : { ...here };
  (copy as Record<string, unknown>)[k!] = setIn(here[k!], rest, value);
  return copy;
}
