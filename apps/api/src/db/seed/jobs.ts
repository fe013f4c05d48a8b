import { Weighted, type Rng } from './random.ts';
import { clipTitle, describe, inr, num, type Line } from './text.ts';
import type { Builder, Place } from './types.ts';
import { EMPTY } from './types.ts';

interface JobKind {
  roles: readonly string[];
  /** Monthly salary at the bottom of the range: [lowest, highest] ₹. */
  from: readonly [number, number];
  requirement: (rng: Rng) => string;
}

const KINDS: Record<string, JobKind> = {
  'sales-marketing': {
    roles: [
      'Field Sales Executive',
      'Business Development Executive',
      'Marketing Executive',
      'Insurance Sales Advisor',
      'Retail Sales Associate',
    ],
    from: [12_000, 30_000],
    requirement: () => 'Good communication skills; an own two-wheeler is preferred.',
  },
  'bpo-telecaller': {
    roles: [
      'Telecaller (Hindi and English)',
      'Customer Support Executive, voice',
      'Tele-sales Executive for loans',
      'Non-voice Process Executive',
    ],
    from: [11_000, 22_000],
    requirement: () => 'Freshers welcome; basic English and Hindi are enough.',
  },
  driver: {
    roles: [
      'Personal Driver for a family car',
      'Company Driver for an Innova',
      'HMV Truck Driver',
      'School Van Driver',
      'Cab Driver, vehicle provided',
    ],
    from: [13_000, 24_000],
    requirement: (r) =>
      `Valid driving licence and at least ${r.int(2, 5)} years of driving experience required.`,
  },
  'office-assistant': {
    roles: [
      'Office Assistant cum Computer Operator',
      'Front Office Receptionist',
      'Back Office Executive (Excel)',
      'Data Entry Operator',
      'Office Boy',
    ],
    from: [10_000, 18_000],
    requirement: () => 'Basic computer knowledge (MS Office) required.',
  },
  'delivery-collection': {
    roles: [
      'Delivery Partner, bike required',
      'Courier Delivery Executive',
      'Grocery Delivery Executive',
      'Cash Collection Executive',
    ],
    from: [14_000, 26_000],
    requirement: () => 'Own bike, licence and a smartphone required; petrol allowance given.',
  },
  'it-software': {
    roles: [
      'React Developer',
      'Java Backend Developer',
      'PHP Laravel Developer',
      'Software Tester',
      'Android Developer',
      'IT Support Engineer',
      'Python Django Developer',
    ],
    from: [22_000, 110_000],
    requirement: (r) =>
      `${r.int(1, 6)}+ years of experience with ${r.pick(['React and TypeScript', 'Java and Spring Boot', 'PHP and MySQL', 'Selenium', 'Kotlin', 'Windows and networking', 'Python and PostgreSQL'])}.`,
  },
};

const POSITION = new Weighted<string>([
  ['Full-time', 70],
  ['Part-time', 12],
  ['Contract', 12],
  ['Temporary', 6],
]);
const COMPANY_A = [
  'Shree',
  'Sai',
  'Balaji',
  'Sunrise',
  'Metro',
  'Galaxy',
  'Royal',
  'Apex',
  'Nova',
  'Lakshmi',
];
const COMPANY_B = ['Enterprises', 'Traders', 'Solutions', 'Services', 'Logistics', 'Associates', 'Infotech'];

interface JobContext {
  kind: JobKind;
  role: string;
  company: string;
  from: number;
  to: number;
  position: string;
  locality: string;
}

const LINES: readonly Line<JobContext>[] = [
  (c) => `${c.company} is hiring a ${c.role} for our ${c.locality} office.`,
  (c, r) => `Salary ${inr(c.from)} to ${inr(c.to)} per month${r.chance(0.4) ? ' plus incentives' : ''}.`,
  (c, r) =>
    `${c.position}, ${r.pick(['6 days a week', '5 days a week', 'rotational shifts'])}, ${r.pick(['10 am to 7 pm', '9 am to 6 pm', 'day shift'])}.`,
  (c, r) => c.kind.requirement(r),
  (_c, r) =>
    `${r.pick(['PF and ESI', 'Health insurance', 'Travel allowance', 'Paid leave and a festival bonus'])} as per company policy.`,
  () => 'Interested candidates can chat here or walk in with a resume.',
];

const step = (v: number) => Math.round(v / 500) * 500;

export const buildJob: Builder = (rng, category, place: Place) => {
  const kind = KINDS[category]!;
  const role = rng.pick(kind.roles);
  const from = step(rng.range(kind.from[0], kind.from[1]));
  const to = step(from * rng.range(1.15, 1.6));
  const position = category === 'delivery-collection' && rng.chance(0.3) ? 'Part-time' : POSITION.draw(rng);
  const company = `${rng.pick(COMPANY_A)} ${rng.pick(COMPANY_B)}`;
  const title = clipTitle(
    rng.pick([
      () => `${role} – ${place.city.name}`,
      () => `Hiring: ${role} in ${place.locality}`,
      () => `${role}, ₹${num(from)}-${num(to)} per month`,
      () => `Urgent requirement: ${role}`,
    ])(),
  );
  return {
    title,
    description: describe(rng, LINES, { kind, role, company, from, to, position, locality: place.locality }),
    // The card shows one amount; the middle of the range is the fairest single figure.
    price: step((from + to) / 2),
    ...EMPTY,
    attributes: { salaryFrom: from, salaryTo: to, positionType: position },
  };
};
