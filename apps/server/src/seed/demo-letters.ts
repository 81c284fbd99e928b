import path from 'node:path';
import { sql } from 'drizzle-orm';
import { LETTER_TEMPLATE } from '@staffdesk/core/resources/settings-resources';
import type { TDb } from '../platform/db/db.ts';
import { FileStore } from '../platform/files/files.ts';
import { writeLetter } from '../modules/letters/letters.service.ts';
import { insertRequest, decideRequest } from '../modules/letters/letters.repo.ts';
import { insertRecord } from '../modules/resources/resources.repo.ts';

type TActor = { id: string; type: string; name: string };

const CONFIRMATION = {
  en: [
    'Employment Confirmation Letter',
    'To whom it may concern,\n\nThis is to confirm that {{employeeName}} (Employee ID {{employeeCode}}) has been employed by {{organization}} since {{joinDate}} and currently holds the position of {{position}} in the {{department}} department.\n\nThis letter is issued at the employee’s request for whatever purpose it may serve.',
  ],
  km: [
    'លិខិតបញ្ជាក់ការងារ',
    'ជូនចំពោះអ្នកពាក់ព័ន្ធ\n\nសូមបញ្ជាក់ថា {{employeeName}} (លេខសម្គាល់បុគ្គលិក {{employeeCode}}) បានបម្រើការងារនៅ {{organization}} ចាប់តាំងពីថ្ងៃទី {{joinDate}} ហើយបច្ចុប្បន្នកាន់មុខតំណែងជា {{position}} នៅនាយកដ្ឋាន {{department}}។\n\nលិខិតនេះត្រូវបានចេញជូនតាមសំណើរបស់បុគ្គលិក ដើម្បីប្រើប្រាស់តាមការចាំបាច់។',
  ],
  zh: [
    '在职证明',
    '致相关人士：\n\n兹证明 {{employeeName}}（员工编号 {{employeeCode}}）自 {{joinDate}} 起受雇于 {{organization}}，现任 {{department}} 部门 {{position}} 一职。\n\n本证明应员工本人要求出具，仅供相关用途使用。',
  ],
};
const SALARY = {
  en: [
    'Salary Certificate',
    'To whom it may concern,\n\nWe certify that {{employeeName}} (Employee ID {{employeeCode}}), {{position}}, has been employed by {{organization}} since {{joinDate}} and receives a monthly basic salary of {{basicSalary}}.\n\nThis certificate is issued at the employee’s request and is no guarantee by the company.',
  ],
  km: [
    'លិខិតបញ្ជាក់ប្រាក់បៀវត្សរ៍',
    'ជូនចំពោះអ្នកពាក់ព័ន្ធ\n\nយើងខ្ញុំសូមបញ្ជាក់ថា {{employeeName}} (លេខសម្គាល់បុគ្គលិក {{employeeCode}}) មុខតំណែង {{position}} បានបម្រើការងារនៅ {{organization}} ចាប់តាំងពីថ្ងៃទី {{joinDate}} និងទទួលបានប្រាក់បៀវត្សរ៍គោលប្រចាំខែចំនួន {{basicSalary}}។\n\nលិខិតនេះត្រូវបានចេញជូនតាមសំណើរបស់បុគ្គលិក។',
  ],
  zh: [
    '收入证明',
    '致相关人士：\n\n兹证明 {{employeeName}}（员工编号 {{employeeCode}}），职位 {{position}}，自 {{joinDate}} 起受雇于 {{organization}}，每月基本工资为 {{basicSalary}}。\n\n本证明应员工本人要求出具，不构成公司的任何担保。',
  ],
};
const NAMES = {
  employmentConfirmation: { en: 'Employment confirmation', km: 'បញ្ជាក់ការងារ', zh: '在职证明' },
  salaryCertificate: { en: 'Salary certificate', km: 'បញ្ជាក់ប្រាក់បៀវត្សរ៍', zh: '收入证明' },
};

/**
 * HR letters of the demo tenant (issue 15): an employment confirmation and a salary certificate in each language
 * (filed under the document type "HR letter"), letters issued to Srey Pov (PP1001) and a colleague, a pending
 * request of Srey Pov's for a salary certificate in Chinese and a declined one. Letters need the file store.
 */
export async function seedDemoLetters(db: TDb, tenantId: string, hr: TActor, dataDir: string | undefined) {
  const one = async (q: ReturnType<typeof sql>) => (await db.execute<{ id: string }>(q)).rows[0]?.id ?? null;
  const docType = await one(
    sql`select id from document_types where tenant_id = ${tenantId} and name = 'HR letter' and deleted_at is null`,
  );
  if (!docType) return;
  const templates: Record<string, string> = {};
  for (const [kind, texts] of [
    ['employmentConfirmation', CONFIRMATION],
    ['salaryCertificate', SALARY],
  ] as const)
    for (const language of ['en', 'km', 'zh'] as const) {
      const [title, body] = texts[language];
      templates[`${kind}.${language}`] = await insertRecord(
        db,
        LETTER_TEMPLATE,
        tenantId,
        { name: NAMES[kind][language], kind, language, documentTypeId: docType, title, body },
        hr,
      );
    }

  const employee = (code: string) =>
    one(sql`select id from employees where tenant_id = ${tenantId} and employee_code = ${code} and deleted_at is null`);
  const [srey, other] = [await employee('PP1001'), await employee('PP1002')];
  if (!srey) return;
  if (dataDir) {
    const files = new FileStore(path.join(dataDir, 'files'));
    const keep = () => undefined;
    const asked = await insertRequest(db, tenantId, srey, {
      kind: 'employmentConfirmation',
      language: 'en',
      purpose: 'Visa application at the embassy',
    });
    await writeLetter(
      db,
      files,
      tenantId,
      hr,
      { employeeId: srey, templateId: templates['employmentConfirmation.en']!, requestId: asked },
      keep,
    );
    if (other)
      await writeLetter(
        db,
        files,
        tenantId,
        hr,
        { employeeId: other, templateId: templates['salaryCertificate.km']! },
        keep,
      );
    await db.execute(
      sql`update letter_requests set created_at = now() - interval '6 days' where tenant_id = ${tenantId} and id = ${asked}`,
    );
    await db.execute(sql`update letters set issued_at = issued_at - interval '5 days' where tenant_id = ${tenantId}`);
  }
  const declined = await insertRequest(db, tenantId, srey, {
    kind: 'salaryCertificate',
    language: 'km',
    purpose: 'សម្រាប់ខ្ចីប្រាក់ពីធនាគារ',
  });
  await decideRequest(db, tenantId, declined, {
    status: 'declined',
    reason: 'Please ask again after your probation ends; we can only certify a confirmed salary.',
    by: hr.name,
  });
  await db.execute(sql`update letter_requests set created_at = now() - interval '20 days', decided_at = now() - interval '19 days'
                        where tenant_id = ${tenantId} and id = ${declined}`);
  await insertRequest(db, tenantId, srey, {
    kind: 'salaryCertificate',
    language: 'zh',
    purpose: '申请银行贷款',
  });
}
