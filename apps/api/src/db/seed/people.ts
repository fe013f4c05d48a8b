import { Rng, Weighted } from './random.ts';
import type { DemoUser } from './types.ts';

interface NamePool {
  first: readonly string[];
  last: readonly string[];
}

// First names and surnames travel together by region, so nobody is called "Gurpreet Iyer".
const POOLS: readonly (readonly [NamePool, number])[] = [
  [
    {
      first: ['Rahul', 'Amit', 'Vikas', 'Ankit', 'Saurabh', 'Neha', 'Pooja', 'Shweta', 'Priyanka', 'Aditi'],
      last: ['Sharma', 'Verma', 'Gupta', 'Agarwal', 'Mishra', 'Tiwari', 'Pandey', 'Srivastava', 'Saxena'],
    },
    5,
  ],
  [
    {
      first: ['Gurpreet', 'Harpreet', 'Manpreet', 'Jaspreet', 'Simran', 'Harjit', 'Navneet', 'Amandeep'],
      last: ['Singh', 'Kaur', 'Gill', 'Sandhu', 'Dhillon', 'Sidhu', 'Grewal'],
    },
    2,
  ],
  [
    {
      first: ['Rohit', 'Sachin', 'Prathamesh', 'Omkar', 'Snehal', 'Aishwarya', 'Rutuja', 'Sayali'],
      last: ['Patil', 'Deshmukh', 'Kulkarni', 'Joshi', 'Shinde', 'Pawar', 'Jadhav', 'Gaikwad'],
    },
    3,
  ],
  [
    {
      first: ['Hardik', 'Jignesh', 'Krunal', 'Bhavesh', 'Nirali', 'Hetal', 'Komal', 'Dhruvi'],
      last: ['Patel', 'Shah', 'Mehta', 'Desai', 'Parikh', 'Trivedi'],
    },
    2,
  ],
  [
    {
      first: ['Sourav', 'Arijit', 'Debashish', 'Subhajit', 'Ananya', 'Riya', 'Moumita', 'Paromita'],
      last: ['Banerjee', 'Chatterjee', 'Mukherjee', 'Das', 'Ghosh', 'Bose', 'Sen', 'Dutta'],
    },
    2,
  ],
  [
    {
      first: ['Karthik', 'Arun', 'Senthil', 'Vignesh', 'Lakshmi', 'Divya', 'Keerthana', 'Gayathri'],
      last: ['Iyer', 'Krishnan', 'Subramanian', 'Natarajan', 'Sundaram', 'Rajan'],
    },
    2,
  ],
  [
    {
      first: ['Arjun', 'Vishnu', 'Anoop', 'Jithin', 'Anjali', 'Aswathy', 'Sreeja', 'Nimisha'],
      last: ['Nair', 'Menon', 'Pillai', 'Kurian', 'Thomas', 'Varghese', 'Panicker'],
    },
    2,
  ],
  [
    {
      first: ['Srinivas', 'Venkatesh', 'Praveen', 'Ravi', 'Swathi', 'Sravani', 'Lavanya', 'Keerthi'],
      last: ['Reddy', 'Rao', 'Naidu', 'Chowdary', 'Varma', 'Raju'],
    },
    2,
  ],
  [
    {
      first: ['Manjunath', 'Prajwal', 'Shreyas', 'Raghavendra', 'Kavya', 'Shwetha', 'Bhavana', 'Sahana'],
      last: ['Gowda', 'Hegde', 'Shetty', 'Kamath', 'Bhat'],
    },
    2,
  ],
  [
    {
      first: ['Mohammed', 'Imran', 'Faizan', 'Arshad', 'Ayesha', 'Fatima', 'Sana', 'Zoya'],
      last: ['Khan', 'Sheikh', 'Ansari', 'Qureshi', 'Siddiqui', 'Syed'],
    },
    2,
  ],
  [
    {
      first: ['Ashutosh', 'Sambit', 'Debasis', 'Smruti', 'Sasmita', 'Lipika'],
      last: ['Mohanty', 'Patnaik', 'Sahoo', 'Behera', 'Nayak'],
    },
    1,
  ],
];

const pools = new Weighted(POOLS);
const ascii = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Demo accounts. E-mails are firstname.lastnameN@example.in: unique, lower-case, on a domain
 * reserved for examples so no real inbox ever receives demo mail.
 */
export function generateUsers(count: number, seed = 1): DemoUser[] {
  const rng = new Rng(seed ^ 0x5eed);
  const seen = new Map<string, number>();
  const users: DemoUser[] = [];
  for (let i = 0; i < count; i++) {
    const pool = pools.draw(rng);
    const first = rng.pick(pool.first);
    const last = rng.pick(pool.last);
    const base = `${ascii(first)}.${ascii(last)}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const phone = rng.chance(0.7)
      ? `+91${rng.int(6, 9)}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`
      : null;
    users.push({ name: `${first} ${last}`, email: `${base}${n}@example.in`, phone });
  }
  return users;
}
