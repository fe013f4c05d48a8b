import fc from 'fast-check';

/** Strings known to break naive code: encodings, parsers, SQL, templates, number parsing. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '-0',
  '0',
  '1.5',
  '1e309',
  '0x1F',
  '1_000',
  ' 42 ',
  '00012',
  '9007199254740993',
  '99999999999999999999999999999999999999',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '\u202Egnp.exe\u202C',
  '\u200B\u200C\u200D\u2060\uFEFF',
  '\uD800',
  '\uDC00abc',
  'x\uDBFF',
  '😀👍🏽👨‍👩‍👧‍👦🇮🇳',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ',
  'नमस्ते दुनिया',
  'مرحبا بالعالم',
  'ﷺ',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '\\',
  '\\u0000',
  '%',
  '%00',
  '%zz',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>window.__xss=1</script>',
  '${7*7}',
  "{{constructor.constructor('return 1')()}}",
  'a\r\nSet-Cookie: injected=1',
  '\t\n\u000B\f\r',
  '[]',
  '{}',
  'true',
  'false',
  '+91 98470 12345',
  'test@example.in',
  'a@b',
];

const CHARS = ['a', 'ह', '😀', '\u0000', '\uD800', '\u202E', '"', '\\', '<'];

/** 10 kB to 1 MB of one character: body limits, column limits, regular-expression time. */
export const hugeString = fc
  .tuple(fc.constantFrom(10_000, 100_000, 1_000_000), fc.constantFrom(...CHARS))
  .map(([n, c]) => c.repeat(n));

/** Characters that break storage, comparison or display when hidden inside ordinary text. */
export const NASTY_CHARS = [
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\u202E',
  '\u200B',
  '\uFEFF',
  '😀',
  '%',
  '_',
  '\\',
  "'",
  '"',
  '<',
  '\n',
];

/** Ordinary text with a nasty character inside: gets past length and type checks to the query. */
export const poisonedText = fc
  .tuple(
    fc.constantFrom('Swift', 'Hyundai Creta 2019', 'hello', 'नमस्ते', 'iPhone 13'),
    fc.constantFrom(...NASTY_CHARS),
    fc.constantFrom('', ' diesel', 'abc', ' ₹ 4,50,000'),
  )
  .map(([a, c, b]) => a + c + b);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 4, arbitrary: poisonedText },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 300 }) },
  { weight: 2, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 200, maxLength: 3000 }) },
  { weight: 1, arbitrary: hugeString },
);

export const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    2 ** 31,
    2 ** 53 + 2,
    -(2 ** 63),
    1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(Number),
);

const hostileKey = fc.oneof(
  fc.constantFrom(
    '',
    'constructor',
    'prototype',
    'toString',
    'valueOf',
    'length',
    '0',
    '$where',
    'a.b',
    'a[b]',
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Any JSON value, biased to the wrong type for whatever field it lands in. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: hostileString },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileKey, tie('value'), { maxKeys: 5 }) },
  ),
})).value;

/** Raw bodies JSON.parse refuses or that carry traps past it. */
export const BROKEN_JSON = [
  '',
  '{',
  '}',
  '[',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":undefined}',
  '{a:1}',
  '{"a":1}{"b":2}',
  '\uFEFF{"a":1}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1e99999}',
  '{"a":-}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2,"a":[3]}',
  'null',
  'true',
  '0',
  '"just a string"',
  '[]',
  '[null]',
  '/* comment */ {}',
  '\u0000',
];

// Built once: nesting a parser or a validator has to walk (or refuse) without falling over.
const deep = (n: number, open: string, close: string, inner: string) =>
  open.repeat(n) + inner + close.repeat(n);
export const DEEP_JSON = [
  deep(10_000, '[', ']', ''),
  deep(10_000, '{"a":', '}', '1'),
  deep(100_000, '[', ']', ''),
  deep(10_000, '{"title":', '}', '"x"'),
];
