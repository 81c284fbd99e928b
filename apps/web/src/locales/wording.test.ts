import { describe, expect, it } from 'vitest';

/**
 * The glossary's rules (shared reference glossary.md, issue 20) over every Khmer and Chinese text: the UI catalogues
 * and the mail templates. One term per concept; Khmer in Latin digits with the subscript ដ spellings; Chinese with
 * full-width punctuation.
 */
type TCatalogue = Record<string, unknown>;

const ui = import.meta.glob<TCatalogue>('./{km,zh}/*.json', { eager: true, import: 'default' });
const mail = import.meta.glob<TCatalogue>('../../../server/src/platform/mail/templates/{km,zh}.json', {
  eager: true,
  import: 'default',
});

/** [where, text] of every string of a language's catalogues. */
function textsOf(lang: 'km' | 'zh'): [string, string][] {
  const out: [string, string][] = [];
  const walk = (v: unknown, where: string) => {
    if (typeof v === 'string') out.push([where, v]);
    else if (Array.isArray(v)) for (const [i, x] of v.entries()) walk(x, `${where}.${i}`);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${where}.${k}`);
  };
  for (const [path, data] of Object.entries(ui)) if (path.startsWith(`./${lang}/`)) walk(data, path.slice(2));
  for (const [path, data] of Object.entries(mail)) if (path.endsWith(`${lang}.json`)) walk(data, `mail/${lang}`);
  return out;
}

/** `allow`: where the pattern is right; `only`: the only places it is wrong */
type TRule = { name: string; pattern: RegExp; allow?: RegExp; only?: RegExp };

/** The offending texts of each rule: "where: text". */
function offences(lang: 'km' | 'zh', rules: readonly TRule[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const rule of rules) {
    const found = textsOf(lang)
      .filter(
        ([where, text]) => rule.pattern.test(text) && !rule.allow?.test(where) && (rule.only?.test(where) ?? true),
      )
      .map(([where, text]) => `${where}: ${text}`);
    if (found.length > 0) out[rule.name] = found;
  }
  return out;
}

const KHMER: readonly TRule[] = [
  { name: 'Khmer digits (write Latin digits)', pattern: /[\u17e0-\u17e9]/ },
  // native words written with subscript ដ; ត stays in loanwords (វត្តមាន, សន្តិសុខ, សប្តាហ៍, ស្តុក, សាស្ត្រ)
  { name: 'subscript ត where the word takes ដ', pattern: /[កមផណ]្ត|ប្ត(?!ា)|ស្ត[ីែា]/ },
  { name: 'super admin/user as a job title (ជាន់ខ្ពស់)', pattern: /ជាន់ខ្ពស់/ },
  { name: 'edit is កែប្រែ', pattern: /កែសម្រួល/ },
  { name: 'payslip is ប័ណ្ណបើកប្រាក់បៀវត្សរ៍', pattern: /បង្កាន់ដៃប្រាក់/ },
  { name: 'disclosure is សេចក្ដីថ្លែងការណ៍', pattern: /ប្រកាសព័ត៌មាន/ },
  // an authority (tax office, social security fund) is a ស្ថាប័ន; an organization is an អង្គភាព
  { name: 'organization is អង្គភាព', pattern: /ស្ថាប័ន/, allow: /authority|statutoryIntro/ },
  { name: 'the mail greeting is ជម្រាបសួរ', pattern: /សួស្[តដ]ី/ },
];

const CJK = '[\\u3000-\\u303f\\u4e00-\\u9fff\\uff00-\\uffef]';
const CHINESE: readonly TRule[] = [
  {
    name: 'half-width punctuation next to Chinese text',
    pattern: new RegExp(`${CJK}\\s*[!?,:]|[!?,:]\\s*${CJK}`),
  },
  { name: 'disclosure is 申请声明', pattern: /披露/ },
  { name: 'bank branch is 分行', pattern: /支行/ },
  // 机构 only for authorities (缴款机构, 主管机构); an organization is 组织
  { name: 'organization is 组织', pattern: /机构/, allow: /authority|statutoryIntro|unconfirmed/ },
  { name: 'no 凭据 on the sign-in screen', pattern: /凭据/ },
  { name: 'suspend is 暂停 (停用 is disable)', pattern: /停用/, only: /suspend|tenants\.json/i },
];

describe('wording (glossary)', () => {
  it('Khmer follows the glossary', () => {
    expect(offences('km', KHMER)).toEqual({});
  });

  it('Chinese follows the glossary', () => {
    expect(offences('zh', CHINESE)).toEqual({});
  });

  it('reads every catalogue and both mail templates', () => {
    expect(Object.keys(mail)).toHaveLength(2);
    expect(textsOf('km').length).toBeGreaterThan(1000);
    expect(textsOf('zh').length).toBeGreaterThan(1000);
  });
});
