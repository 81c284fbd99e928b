import { addDays } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import path from 'node:path';
import type { TDb } from '../platform/db/db.ts';
import { FileStore } from '../platform/files/files.ts';
import { sanitizeRichText } from '../platform/rich-text.ts';
import * as repo from '../modules/careers/careers.repo.ts';
import { demoLogo, demoPostImage } from './demo-images.ts';
import { demoPdf } from './demo-signup.ts';
import type { TDemoMasters } from './demo-settings.ts';

/** 'a' or 'an' by the sound of the first letter (enough for the demo titles). */
const article = (title: string) => (/^[AEIOU]/i.test(title) ? 'an' : 'a');

type TActor = { id: string; name: string };

// --- posts and applicants -----------------------------------------------------------------------------------------

const day = (offset: number) => addDays(todayIn('UTC'), offset);
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

type TDemoPost = {
  org: 0 | 1;
  title: string;
  jobTitle: string;
  jobType: string;
  jd: string;
  positions: number;
  posted: number;
  closing: number;
  gender: 1 | 2 | 3;
  experience: number;
  salary?: string;
  short?: string;
  status?: 'published' | 'closed' | 'draft' | 'unpublished';
  visibility?: 'public' | 'private';
  image?: number;
  video?: boolean;
};

const POSTS: TDemoPost[] = [
  {
    org: 0,
    title: 'Sales Executive — Phnom Penh',
    jobTitle: 'Sales Executive',
    jobType: 'Full Time',
    jd: 'Sales and Marketing',
    positions: 3,
    posted: -6,
    closing: 30,
    gender: 3,
    experience: 3,
    salary: 'USD 450 – 650 + commission',
    image: 0,
    video: true,
  },
  {
    org: 0,
    title: 'Senior Accountant',
    jobTitle: 'Accountant',
    jobType: 'Full Time',
    jd: 'Finance and Administration',
    positions: 1,
    posted: -10,
    closing: 21,
    gender: 3,
    experience: 6,
    salary: 'USD 900 – 1,200',
    image: 1,
  },
  {
    org: 0,
    title: 'Warehouse Supervisor',
    jobTitle: 'Warehouse Supervisor',
    jobType: 'Full Time',
    jd: 'Logistics and Warehouse',
    positions: 1,
    posted: -3,
    closing: 25,
    gender: 1,
    experience: 4,
    salary: 'USD 600 – 800',
    short:
      'Lead a team of twelve in our Chaom Chau warehouse: receiving, storage, picking and dispatch, with a focus on safety and accuracy.',
  },
  {
    org: 0,
    title: 'IT Support Technician',
    jobTitle: 'IT Support Technician',
    jobType: 'Contract',
    jd: 'Information Technology',
    positions: 2,
    posted: -2,
    closing: 40,
    gender: 3,
    experience: 2,
    salary: 'USD 500 – 700',
    image: 2,
  },
  {
    org: 0,
    title: 'Delivery Driver',
    jobTitle: 'Driver',
    jobType: 'Full Time',
    jd: 'Logistics and Warehouse',
    positions: 4,
    posted: -1,
    closing: 14,
    gender: 3,
    experience: 2,
    salary: 'USD 350 + allowances',
  },
  {
    org: 0,
    title: 'Marketing Intern',
    jobTitle: 'Marketing Intern',
    jobType: 'Internship',
    jd: 'Sales and Marketing',
    positions: 2,
    posted: -12,
    closing: 10,
    gender: 3,
    experience: 1,
    salary: 'USD 200 monthly stipend',
    image: 3,
  },
  {
    org: 0,
    title: 'HR Officer',
    jobTitle: 'HR Officer',
    jobType: 'Full Time',
    jd: 'Finance and Administration',
    positions: 1,
    posted: -4,
    closing: 28,
    gender: 2,
    experience: 3,
    salary: 'USD 600 – 750',
  },
  {
    org: 0,
    title: 'Part-time Sales Assistant (weekends)',
    jobTitle: 'Sales Executive',
    jobType: 'Part Time',
    jd: 'Sales and Marketing',
    positions: 5,
    posted: -5,
    closing: 20,
    gender: 3,
    experience: 1,
    salary: 'USD 3 per hour',
  },
  {
    org: 0,
    title: 'Internal: Team Leader, Dispatch',
    jobTitle: 'Warehouse Supervisor',
    jobType: 'Full Time',
    jd: 'Logistics and Warehouse',
    positions: 1,
    posted: -2,
    closing: 18,
    gender: 3,
    experience: 5,
    visibility: 'private',
    short: 'Open to current staff only: lead the evening dispatch team.',
  },
  {
    org: 0,
    title: 'Accounts Payable Clerk',
    jobTitle: 'Accountant',
    jobType: 'Full Time',
    jd: 'Finance and Administration',
    positions: 1,
    posted: -45,
    closing: -5,
    gender: 3,
    experience: 2,
    status: 'closed',
  },
  {
    org: 0,
    title: 'Network Engineer',
    jobTitle: 'IT Support Technician',
    jobType: 'Full Time',
    jd: 'Information Technology',
    positions: 1,
    posted: 0,
    closing: 45,
    gender: 3,
    experience: 7,
    status: 'draft',
  },
  {
    org: 1,
    title: 'Customer Service Officer — Kuala Lumpur',
    jobTitle: 'Customer Service Officer',
    jobType: 'Full Time',
    jd: 'Customer Service',
    positions: 2,
    posted: -7,
    closing: 23,
    gender: 3,
    experience: 2,
    salary: 'USD 400 – 550',
    image: 0,
  },
  {
    org: 1,
    title: 'Purchasing Officer',
    jobTitle: 'Purchasing Officer',
    jobType: 'Full Time',
    jd: 'Purchasing',
    positions: 1,
    posted: -9,
    closing: 19,
    gender: 3,
    experience: 4,
    salary: 'USD 650 – 850',
    image: 2,
  },
  {
    org: 1,
    title: 'Night Security Guard',
    jobTitle: 'Security Guard',
    jobType: 'Full Time',
    jd: 'Customer Service',
    positions: 2,
    posted: -3,
    closing: 30,
    gender: 1,
    experience: 1,
    salary: 'USD 300 + night allowance',
  },
  {
    org: 1,
    title: 'Customer Service Intern (ភាសាអង់គ្លេស / 中文)',
    jobTitle: 'Customer Service Officer',
    jobType: 'Internship',
    jd: 'Customer Service',
    positions: 2,
    posted: -1,
    closing: 35,
    gender: 3,
    experience: 1,
    salary: 'USD 180 monthly stipend',
  },
];

function content(p: TDemoPost) {
  const org = p.org === 0 ? 'Mekong Trading Phnom Penh' : 'Mekong Trading Sdn. Bhd. (Malaysia)';
  return {
    description: `<p>${org} is looking for ${article(p.title)} <strong>${p.title.split(' — ')[0]}</strong> to join a friendly, growing team. You will work with colleagues across sales, logistics and finance, and report to the department head.</p><p>We offer a stable job with training, clear goals and a path to grow.</p>`,
    longDescription: `<p>Mekong Trading Co., Ltd. imports and distributes consumer goods across Cambodia since 2009, and in Malaysia since 2021. We employ more than 300 people in Phnom Penh and Kuala Lumpur.</p><p>This role is part of our plan to serve more customers in 2026, with better service and faster delivery.</p><p>Our people are our strength: we train every new colleague in their first month, review goals twice a year, and promote from within whenever we can. Many of our managers started in the warehouse or at a sales counter.</p>`,
    functions: ul(
      'Plan and organise the daily work of the role',
      'Keep records accurate and up to date',
      'Work with other departments to solve problems quickly',
    ),
    qualification: ul(
      'High school diploma; a bachelor degree is an advantage',
      'Good Khmer and working English; Chinese is a plus',
      'Comfortable with computers (Excel, email)',
    ),
    responsibilities: ul(
      'Meet the goals agreed with your manager',
      'Follow company policies and safety rules',
      'Report progress every week',
    ),
    reporting: `<p>Reports to the department head; works closely with the ${p.org === 0 ? 'Phnom Penh' : 'Kuala Lumpur'} branch manager.</p>`,
    shifts: '<p>Monday to Friday 8:00–17:00, Saturday 8:00–12:00.</p>',
    perks: ul('Lunch allowance', 'Transport allowance', 'Staff discounts'),
    benefits: ul(
      'NSSF health and accident insurance',
      '18 days of annual leave',
      'Seniority indemnity as in the Labour Law',
    ),
    ...(p.video
      ? {
          description: `<p>${org} is looking for a <strong>Sales Executive</strong>. Watch our team introduce the job:</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="315" allowfullscreen></iframe><p>We offer training and a clear commission plan.</p>`,
        }
      : {}),
  };
}

type TDemoApplicant = {
  post: number;
  name: string;
  email: string;
  mobile: string;
  stage: string;
  daysAgo: number;
  path: string[];
  note?: string;
  video?: string;
  profile?: string;
  language?: 'en' | 'km' | 'zh';
};

const APPLICANTS: TDemoApplicant[] = [
  {
    post: 0,
    name: 'Sok Dara',
    email: 'sok.dara@mail.test',
    mobile: '012 345 678',
    stage: 'applied',
    daysAgo: 1,
    path: [],
    language: 'km',
  },
  {
    post: 0,
    name: 'Chan Sophea',
    email: 'chan.sophea@mail.test',
    mobile: '017 222 333',
    stage: 'phoneScreening',
    daysAgo: 4,
    path: ['phoneScreening'],
    profile: 'https://www.linkedin.com/in/chan-sophea-demo',
  },
  {
    post: 0,
    name: 'Kim Lina',
    email: 'kim.lina@mail.test',
    mobile: '096 555 0101',
    stage: 'shortList',
    daysAgo: 5,
    path: ['phoneScreening', 'shortList'],
    video: 'https://youtu.be/dQw4w9WgXcQ',
    note: 'Strong sales record at a telecom shop; good English.',
  },
  {
    post: 0,
    name: 'Heng Rithy',
    email: 'heng.rithy@mail.test',
    mobile: '078 888 123',
    stage: 'assessments',
    daysAgo: 5,
    path: ['phoneScreening', 'shortList', 'assessments'],
  },
  {
    post: 0,
    name: 'Mao Sreyneang',
    email: 'mao.sreyneang@mail.test',
    mobile: '010 909 808',
    stage: 'offer',
    daysAgo: 6,
    path: ['phoneScreening', 'shortList', 'assessments', 'offer'],
    note: 'Offer sent: USD 550 + commission, start next month.',
  },
  {
    post: 1,
    name: 'Lim Chenda',
    email: 'lim.chenda@mail.test',
    mobile: '011 234 567',
    stage: 'hired',
    daysAgo: 9,
    path: ['phoneScreening', 'shortList', 'assessments', 'offer', 'hired'],
  },
  {
    post: 1,
    name: 'Pich Vannak',
    email: 'pich.vannak@mail.test',
    mobile: '015 678 910',
    stage: 'noSelection',
    daysAgo: 8,
    path: ['phoneScreening', 'noSelection'],
    note: 'Not enough experience with IFRS.',
  },
  {
    post: 2,
    name: 'Keo Sambath',
    email: 'keo.sambath@mail.test',
    mobile: '092 111 222',
    stage: 'hold',
    daysAgo: 2,
    path: ['phoneScreening', 'hold'],
  },
  {
    post: 3,
    name: 'Ly Kimheng',
    email: 'ly.kimheng@mail.test',
    mobile: '069 333 444',
    stage: 'applied',
    daysAgo: 1,
    path: [],
  },
  {
    post: 3,
    name: 'Tan Wei',
    email: 'tan.wei@mail.test',
    mobile: '088 123 4567',
    stage: 'phoneScreening',
    daysAgo: 2,
    path: ['phoneScreening'],
    language: 'zh',
  },
  {
    post: 5,
    name: 'Srun Bopha',
    email: 'srun.bopha@mail.test',
    mobile: '070 700 700',
    stage: 'onBoard',
    daysAgo: 11,
    path: ['phoneScreening', 'shortList', 'offer', 'hired', 'onBoard'],
  },
  {
    post: 9,
    name: 'Ouk Piseth',
    email: 'ouk.piseth@mail.test',
    mobile: '012 999 000',
    stage: 'filled',
    daysAgo: 40,
    path: ['phoneScreening', 'shortList', 'filled'],
  },
  {
    post: 10,
    name: 'Nget Dalin',
    email: 'nget.dalin@mail.test',
    mobile: '016 161 616',
    stage: 'vacancyCancelled',
    daysAgo: 1,
    path: ['vacancyCancelled'],
  },
  {
    post: 11,
    name: 'Chea Malis',
    email: 'chea.malis@mail.test',
    mobile: '097 979 797',
    stage: 'shortList',
    daysAgo: 3,
    path: ['phoneScreening', 'shortList'],
  },
  {
    post: 12,
    name: 'Yin Socheat',
    email: 'yin.socheat@mail.test',
    mobile: '081 818 181',
    stage: 'applied',
    daysAgo: 2,
    path: [],
  },
];

/**
 * The demo tenant's careers: logos, about a dozen posts over its two organizations (published ones with and
 * without images, one closed, one private, one draft) and applicants in every pipeline stage with small PDF
 * résumés. Files go to the file store only when a data folder is given; without one, no images and no applicants.
 */
export async function seedDemoCareers(
  db: TDb,
  tenantId: string,
  actor: TActor,
  m: TDemoMasters,
  opts: { dataDir?: string },
) {
  const files = opts.dataDir ? new FileStore(path.join(opts.dataDir, 'files')) : undefined;
  const orgs = m.organizations;
  if (files) {
    const colors = ['#1c7ed6', '#2f9e44'];
    for (const [i, org] of orgs.entries()) {
      const logo = demoLogo(colors[i % colors.length]!);
      await repo.setLogo(
        db,
        tenantId,
        org,
        { key: await files.save(logo), type: 'image/png', size: logo.length },
        actor,
      );
    }
  }
  const postIds: string[] = [];
  for (const p of POSTS) {
    const organizationId = orgs[p.org] ?? orgs[0]!;
    const jds = m.jobDescriptions[p.org] ?? m.jobDescriptions[0]!;
    const code = (await repo.takeJobCode(db, tenantId, organizationId))!;
    const c = content(p);
    const rich = Object.fromEntries(Object.entries(c).map(([k, v]) => [k, sanitizeRichText(v)])) as typeof c;
    const id = await repo.insertPost(
      db,
      tenantId,
      {
        organizationId,
        code,
        jobTitleId: m.jobTitles[p.jobTitle]!,
        title: p.title,
        shortDescription: p.short ?? null,
        ...rich,
        jobTypeId: m.jobTypes[p.jobType]!,
        jobDescriptionId: jds[p.jd]!,
        positions: p.positions,
        postedDate: day(p.posted),
        closingDate: day(p.closing),
        httpLink: 'https://mekong-trading.test/careers',
        gender: p.gender,
        minimumExperience: p.experience,
        salary: p.salary ?? null,
        visibility: p.visibility ?? 'public',
        status: p.status ?? 'published',
      },
      actor,
    );
    if (files && p.image !== undefined) {
      const img = demoPostImage(p.image);
      await repo.setPostImage(
        db,
        tenantId,
        id,
        { key: await files.save(img), type: 'image/png', size: img.length },
        actor,
      );
    }
    postIds.push(id);
  }
  if (!files) return;

  const disclosure = await repo.disclosureOf(db, tenantId, orgs[0]!);
  for (const a of APPLICANTS) {
    const p = POSTS[a.post]!;
    const organizationId = orgs[p.org] ?? orgs[0]!;
    const pdf = demoPdf(`Resume: ${a.name} - ${p.title.replace(/[^\x20-\x7e]/g, '')}`);
    const at = new Date(Date.now() - a.daysAgo * 86_400_000);
    const applicantId = await repo.insertApplicant(db, {
      tenantId,
      jobPostId: postIds[a.post]!,
      organizationId,
      name: a.name,
      mobileNo: a.mobile,
      email: a.email,
      profileUrl: a.profile ?? null,
      videoUrl: a.video ?? null,
      resumeKey: await files.save(pdf),
      resumeName: `${a.name.toLowerCase().replace(/\s+/g, '-')}-resume.pdf`,
      resumeType: 'application/pdf',
      resumeSize: pdf.length,
      disclosureApprovedAt: at,
      disclosureText:
        (p.org === 0
          ? disclosure?.description
          : (await repo.disclosureOf(db, tenantId, organizationId))?.description) ?? null,
      language: a.language ?? 'en',
      createdAt: at,
      updatedAt: at,
      stageChangedAt: at,
    });
    await repo.insertEvent(db, { tenantId, applicantId, fromStage: null, toStage: 'applied', by: null });
    let from = 'applied';
    for (const stage of a.path) {
      await repo.insertEvent(db, {
        tenantId,
        applicantId,
        fromStage: from,
        toStage: stage,
        by: actor,
        notified: stage === 'offer',
      });
      from = stage;
    }
    if (a.stage !== 'applied')
      await repo.setStage(db, tenantId, applicantId, a.stage as Parameters<typeof repo.setStage>[3]);
    if (a.note) await repo.insertNote(db, { tenantId, applicantId, text: a.note, author: actor });
  }
}
