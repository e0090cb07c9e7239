import { describe, expect, it } from 'vitest';
import { chineseCardinal, chineseDecimal } from './chinese.ts';
import { cardinal, decade, decimal, ordinal, year } from './englishNumbers.ts';
import { normaliseForSpeech, spokenForm } from './index.ts';

describe('English number words', () => {
  it.each([
    ['0', 'zero'],
    ['7', 'seven'],
    ['13', 'thirteen'],
    ['40', 'forty'],
    ['105', 'one hundred five'],
    ['1200', 'one thousand two hundred'],
    ['801000', 'eight hundred one thousand'],
    ['1000000', 'one million'],
    ['2000000001', 'two billion one'],
    ['1234567890123456789', 'one two three four five six seven eight nine zero one two three four five six seven eight nine'],
  ])('cardinal %s', (digits, words) => expect(cardinal(digits)).toBe(words));

  it.each([
    ['1', 'first'],
    ['2', 'second'],
    ['3', 'third'],
    ['12', 'twelfth'],
    ['15', 'fifteenth'],
    ['20', 'twentieth'],
    ['21', 'twenty first'],
    ['100', 'one hundredth'],
  ])('ordinal %s', (digits, words) => expect(ordinal(digits)).toBe(words));

  it.each([
    ['1896', 'eighteen ninety six'],
    ['1905', 'nineteen oh five'],
    ['1900', 'nineteen hundred'],
    ['2000', 'two thousand'],
    ['2007', 'two thousand seven'],
    ['2014', 'twenty fourteen'],
    ['2027', 'twenty twenty seven'],
  ])('year %s', (digits, words) => expect(year(digits)).toBe(words));

  it('decimals and decades', () => {
    expect(decimal('13.7')).toBe('thirteen point seven');
    expect(decimal('0.05')).toBe('zero point zero five');
    expect(decimal('1,234.5')).toBe('one thousand two hundred thirty four point five');
    expect(decade('1950')).toBe('nineteen fifties');
    expect(decade('90')).toBe('nineties');
  });
});

describe('English text', () => {
  it.each([
    // currency
    ['It cost $13.7 billion.', 'It cost thirteen point seven billion dollars.'],
    ['Only $5 today', 'Only five dollars today'],
    ['It is $1 now', 'It is one dollar now'],
    ['Pay $249.99 now', 'Pay two hundred forty nine dollars and ninety nine cents now'],
    ['Just $0.99', 'Just ninety nine cents'],
    ['A €2.5 million grant', 'A two point five million euros grant'],
    ['Paid £850m for it', 'Paid eight hundred fifty million pounds for it'],
    ['Sold for ¥3,000', 'Sold for three thousand yen'],
    // percentages, decimals, numbers
    ['Up 4.5% today', 'Up four point five percent today'],
    ['Down -3% now', 'Down minus three percent now'],
    ['About 2,850 people', 'About two thousand eight hundred fifty people'],
    ['A 3.14 ratio', 'A three point one four ratio'],
    // dates, times, years
    ['On January 15th we met', 'On January fifteenth we met'],
    ['On Jan. 5, 2024 we met', 'On January fifth, twenty twenty four we met'],
    ['On 3 November they voted', 'On the third of November they voted'],
    ['By 2025-05-12 it ends', 'By May twelfth, twenty twenty five it ends'],
    ['Open at 9:30 a.m. daily', 'Open at nine thirty A.M. daily'],
    ['Open at 5 p.m. daily', 'Open at five P.M. daily'],
    ['At 10:00 sharp', "At ten o'clock sharp"],
    ['At 7:05 pm', 'At seven oh five P.M.'],
    ['Since 2014, sales grew', 'Since twenty fourteen, sales grew'],
    ['In the 1950s and the ’90s', 'In the nineteen fifties and the nineties'],
    ['From 1990–2000 only', 'From nineteen ninety to two thousand only'],
    ['It takes 10-15 minutes', 'It takes ten to fifteen minutes'],
    ['The 19th century', 'The nineteenth century'],
    // fractions
    ['About 2/3 of it', 'About two thirds of it'],
    ['About 1/2 of it', 'About one half of it'],
    ['After 9/11 everything changed', 'After nine eleven everything changed'],
    ['Open 24/7', 'Open twenty four seven'],
    // units
    ['It weighs 1.8 kg', 'It weighs one point eight kilograms'],
    ['A 1 km walk', 'A one kilometer walk'],
    ['At 25°C outside', 'At twenty five degrees Celsius outside'],
    ['A 60 mm blade', 'A sixty millimeters blade'],
    // addresses
    ['Visit mozilla.org today', 'Visit mozilla dot org today'],
    ['See https://www.example.com/docs now', 'See W W W dot example dot com slash docs now'],
    ['Mail press@westfield-energy.com now', 'Mail press at westfield dash energy dot com now'],
    ['Read bbc.co.uk daily', 'Read B B C dot C O dot U K daily'],
    // abbreviations and acronyms
    ['Mr. Smith and Dr. Jones', 'Mister Smith and Doctor Jones'],
    ['Mrs. Brown, Prof. White', 'Missus Brown, Professor White'],
    ['Fruit, e.g. apples, i.e. food', 'Fruit, for example apples, that is food'],
    ['Apples, pears, etc.', 'Apples, pears, et cetera.'],
    ['St. Louis on Main St.', 'Saint Louis on Main Street.'],
    ['He is No. 1 here', 'He is number one here'],
    ['In the U.S. and the UK', 'In the U S and the U K'],
    ['The US and the UN', 'The U S and the U N'],
    ['Ask the CEO about USB', 'Ask the C E O about U S B'],
    ['NASA and UNESCO agree', 'Nasa and Unesco agree'],
    ['Three CEOs came', "Three C E O's came"],
    ['The HTML and USSR files', 'The H T M L and U S S R files'],
    ['BREAKING NEWS TODAY', 'Breaking News Today'],
    ['After World War II ended', 'After World War two ended'],
    ['The X2 and MP3 player', 'The X two and M P three player'],
    ['A 4K screen', 'A four K screen'],
    ['Salt & pepper', 'Salt and pepper'],
    ['Email us or e-mail them', 'E mail us or e mail them'],
    ['We close at 6 p.m.', 'We close at six P.M.'],
    // characters
    ['The government’s plan', "The government's plan"],
    ['It’s François’ café', "It's Francois' cafe"],
    ['He said “never”', 'He said "never"'],
    ['Wait… no', 'Wait... no'],
    ['Yes — maybe', 'Yes, maybe'],
    ['A\u00a0B\u2009C', 'A B C'],
    ['Straße and Øresund', 'Strasse and Oresund'],
    ['ＡＢＣ１２３ now', 'A B C one hundred twenty three now'],
  ])('%s', (text, spoken) => expect(spokenForm(text, 'en')).toBe(spoken));
});

describe('Chinese text', () => {
  it.each([
    ['0', '零'],
    ['10', '十'],
    ['15', '十五'],
    ['105', '一百零五'],
    ['110', '一百一十'],
    ['1005', '一千零五'],
    ['2000', '两千'],
    ['12345', '一万二千三百四十五'],
    ['100000', '十万'],
    ['1000001', '一百万零一'],
    ['13700000000', '一百三十七亿'],
    ['200000000', '两亿'],
  ])('numeral %s', (digits, words) => expect(chineseCardinal(digits)).toBe(words));

  it('decimals', () => {
    expect(chineseDecimal('13.7')).toBe('十三点七');
    expect(chineseDecimal('0.05')).toBe('零点零五');
  });

  it.each([
    ['2014年经济增长了13.7%。', '二零一四年经济增长了百分之十三点七。'],
    ['98年出生', '九八年出生'],
    ['共有12345人。', '共有一万二千三百四十五人。'],
    ['投资137亿元', '投资一百三十七亿元'],
    ['售价¥100', '售价一百元'],
    ['售价￥100元', '售价一百元'],
    ['$13.7亿的投资', '十三点七亿美元的投资'],
    ['会议9:30开始', '会议九点三十分开始'],
    ['会议9:05开始', '会议九点零五分开始'],
    ['会议10:00开始', '会议十点开始'],
    ['约2/3的人', '约三分之二的人'],
    ['10-20人', '十到二十人'],
    ['电话13800138000', '电话一三八零零一三八零零零'],
    ['2025-05-12发布', '二零二五年五月十二日发布'],
    ['气温25°C', '气温二十五摄氏度'],
    ['下降-5%', '下降负百分之五'],
    ['二十年代和3年级', '二十年代和三年级'],
    ['你好，世界！', '你好，世界！'],
  ])('%s', (text, spoken) => expect(spokenForm(text, 'zhchs')).toBe(spoken));

  it('Cantonese and Taiwanese Mandarin get the same rules', () => {
    expect(spokenForm('2014年', 'zhcht-HK')).toBe('二零一四年');
    expect(spokenForm('50%', 'zhcht-TW')).toBe('百分之五十');
  });
});

describe('other espeak languages', () => {
  it('keep their numbers and accents (espeak reads them) and only get plain punctuation', () => {
    expect(spokenForm('Cuesta 13,7 millones de dólares, el 25% más.', 'es')).toBe('Cuesta 13,7 millones de dólares, el 25% más.');
    expect(spokenForm('«Hola» — dijo José…', 'es')).toBe('"Hola", dijo José...');
    expect(spokenForm('L’été à Paris', 'fr')).toBe("L'été à Paris");
  });
});

describe('map back to the script', () => {
  it('every spoken character points at the script span it reads', () => {
    const script = 'Pay $13.7 billion to François.';
    const spoken = normaliseForSpeech(script, 'en');
    expect(spoken.text).toBe('Pay thirteen point seven billion dollars to Francois.');
    expect(spoken.sourceStart).toHaveLength(spoken.text.length);
    const sourceOf = (word: string) => {
      const at = spoken.text.indexOf(word);
      return script.slice(spoken.sourceStart[at], spoken.sourceEnd[at + word.length - 1]);
    };
    expect(sourceOf('thirteen point seven')).toBe('$13.7');
    expect(sourceOf('billion dollars')).toBe('billion');
    expect(sourceOf('Francois')).toBe('François');
    expect(sourceOf('Pay')).toBe('Pay');
  });
});
