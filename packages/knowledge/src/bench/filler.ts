/**
 * Deterministic filler for the bench: plausible register entries (weather observations, museum
 * objects, ship logs; in English or Chinese) that pad each document to a realistic size without
 * touching the topics the bench questions ask about. Seeded, so every run builds the same bytes.
 */

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (random: Random, low: number, high: number): number => low + Math.floor(random() * (high - low + 1));

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const NAMES = [
  'Ada Whitfield',
  'Tomás Ferreira',
  'Ingrid Holm',
  'Kwame Mensah',
  'Priya Raman',
  'Józef Nowak',
  'Mei Lin',
  'Oskar Brandt',
  'Fatima Zahra',
  'Liam O’Connor',
];
const STATIONS = ['Ridgeway', 'Hollow Creek', 'Marsh End', 'Pike Hill', 'Greystone', 'Alder Bay', 'North Fell', 'Kestrel Point'];
const DIRECTIONS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'];
const SKY = [
  'a clear sky until dusk',
  'low cloud over the valley',
  'hail for ten minutes around noon',
  'a thin morning fog',
  'a bright halo around the moon',
  'distant thunder in the evening',
];
const MATERIALS = ['bronze', 'terracotta', 'carved oak', 'glazed stoneware', 'silver', 'woven reed', 'blown glass', 'engraved brass'];
const OBJECTS = ['oil lamp', 'drinking vessel', 'spindle whorl', 'brooch', 'inkwell', 'figurine of a horse', 'comb', 'weighing scale'];
const PLACES = [
  'a farm near Aldbury',
  'the old quarry at Stenton',
  'a riverbank in Wexley',
  'a cellar in Port Alder',
  'a private estate in Cobham',
  'the harbour wall at Rye Sands',
];
const CONDITION = ['good', 'fair, with minor cracks', 'fragile', 'excellent', 'restored in parts'];
const SHIPS = ['Marigold', 'North Star', 'Sea Lark', 'Endeavour II', 'Grey Heron', 'Lady Anne'];
const PORTS = ['Porto', 'Ghent', 'Bergen', 'Gdańsk', 'Aberdeen', 'Cork', 'Le Havre', 'Rotterdam'];
const CARGO = ['ceramic tiles', 'salted cod', 'timber planks', 'wool bales', 'copper wire', 'olive oil jars'];
const SEAS = ['calm', 'moderate', 'rough', 'heavy'];

function englishRecord(random: Random, index: number): string {
  const date = `${between(random, 1, 28)} ${pick(random, MONTHS)} ${between(random, 1951, 1999)}`;
  switch (index % 3) {
    case 0:
      return `Entry ${1000 + index}: on ${date} the ${pick(random, STATIONS)} station recorded a high of ${between(random, -5, 31)}.${between(random, 0, 9)} °C and ${between(random, 0, 42)} mm of rain, with winds from the ${pick(random, DIRECTIONS)} at ${between(random, 3, 70)} km/h. Observer ${pick(random, NAMES)} noted ${pick(random, SKY)}.`;
    case 1:
      return `Object ${2000 + index} is a ${pick(random, MATERIALS)} ${pick(random, OBJECTS)}, about ${between(random, 3, 60)} cm tall, acquired on ${date} from ${pick(random, PLACES)}. Its condition is ${pick(random, CONDITION)}; it was last examined by ${pick(random, NAMES)}.`;
    default:
      return `Log ${3000 + index}: the ${pick(random, SHIPS)} left ${pick(random, PORTS)} on ${date} with ${between(random, 8, 400)} crates of ${pick(random, CARGO)} bound for ${pick(random, PORTS)}; the crossing took ${between(random, 9, 90)} hours in ${pick(random, SEAS)} seas under captain ${pick(random, NAMES)}.`;
  }
}

const ZH_NAMES = ['李明远', '王秀英', '张建国', '陈晓燕', '刘志强', '杨丽华', '赵国庆', '黄文静', '周海波', '吴雪梅'];
const ZH_STATIONS = ['青石岭', '白沙湾', '松涛镇', '云岗', '清溪', '北望山', '东湖口', '柳林'];
const ZH_DIRECTIONS = ['北', '东北', '东', '东南', '南', '西南', '西', '西北'];
const ZH_SKY = ['傍晚前天空晴朗', '山谷上空有低云', '中午前后下了十分钟冰雹', '清晨有薄雾', '夜间月亮周围出现光晕', '傍晚远处有雷声'];
const ZH_MATERIALS = ['青铜', '陶', '橡木', '青瓷', '银', '竹编', '琉璃', '黄铜'];
const ZH_OBJECTS = ['油灯', '酒杯', '纺轮', '发簪', '砚台', '马形俑', '梳子', '秤砣'];
const ZH_PLACES = ['城北的一处农庄', '石塘旧采石场', '西河岸边', '南港的一处地窖', '东山的一座私家园林', '海门的旧码头'];
const ZH_CONDITION = ['良好', '一般，有细小裂纹', '较脆弱', '完好', '局部经过修复'];
const ZH_SHIPS = ['海鸥', '北辰', '云帆', '远航二号', '白鹭', '明珠'];
const ZH_PORTS = ['宁波', '厦门', '青岛', '大连', '烟台', '泉州', '湛江', '舟山'];
const ZH_CARGO = ['瓷砖', '咸鱼', '木板', '羊毛', '铜线', '橄榄油'];
const ZH_SEAS = ['平静', '中等', '较大', '很大'];

function chineseRecord(random: Random, index: number): string {
  const date = `${between(random, 1951, 1999)}年${between(random, 1, 12)}月${between(random, 1, 28)}日`;
  switch (index % 3) {
    case 0:
      return `第${1000 + index}号记录：${date}，${pick(random, ZH_STATIONS)}气象站记录最高气温${between(random, -5, 38)}.${between(random, 0, 9)}摄氏度，降水量${between(random, 0, 80)}毫米，${pick(random, ZH_DIRECTIONS)}风${between(random, 1, 8)}级。观测员${pick(random, ZH_NAMES)}记录：${pick(random, ZH_SKY)}。当天的原始记录保存在第${between(random, 1, 40)}号档案盒中。`;
    case 1:
      return `编号${2000 + index}的藏品是一件${pick(random, ZH_MATERIALS)}${pick(random, ZH_OBJECTS)}，高约${between(random, 3, 60)}厘米，于${date}在${pick(random, ZH_PLACES)}征集入藏。保存状况${pick(random, ZH_CONDITION)}，最近一次由${pick(random, ZH_NAMES)}检查并拍照存档。`;
    default:
      return `航海日志第${3000 + index}条：${pick(random, ZH_SHIPS)}号于${date}从${pick(random, ZH_PORTS)}起航，装载${pick(random, ZH_CARGO)}${between(random, 8, 400)}箱，驶往${pick(random, ZH_PORTS)}，航行${between(random, 9, 90)}小时，海况${pick(random, ZH_SEAS)}，船长${pick(random, ZH_NAMES)}。`;
  }
}

/** Markdown sections of register entries, about `characters` long, under "Archive register" headings. */
export function fillerMarkdown(language: 'en' | 'zh', characters: number, seed: number): string {
  const random = seededRandom(seed);
  const parts: string[] = [];
  let length = 0;
  for (let index = 0; length < characters; index++) {
    if (index % 12 === 0)
      parts.push(language === 'en' ? `## Archive register, part ${index / 12 + 1}` : `## 档案登记簿 第${index / 12 + 1}部分`);
    const record = language === 'en' ? englishRecord(random, index) : chineseRecord(random, index);
    parts.push(record);
    length += record.length;
  }
  return parts.join('\n\n');
}

const GOODS = [
  'Garden trowel',
  'Hosepipe reel',
  'A4 notebook',
  'Fountain pen',
  'Desk lamp',
  'Bird feeder',
  'Plant pot',
  'Paint roller',
  'Tape measure',
  'Camping lantern',
];
const FINISH = ['with ash handle', 'in recycled plastic', 'with brass fittings', 'in matte black', 'with spare parts', 'in olive green'];

/** Filler rows for the price-list table: garden, stationery and DIY goods (never kitchen appliances). */
export function fillerProductRows(count: number, seed: number): string[][] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => [
    `GX-${5000 + index}`,
    `${pick(random, GOODS)} ${pick(random, FINISH)}, model ${between(random, 10, 99)}`,
    `£${between(random, 2, 90)}.${between(random, 10, 99)}`,
    `${between(random, 1, 3)} year${random() < 0.3 ? '' : 's'}`,
    `Batch ${between(random, 100, 999)} packed in ${pick(random, ['Leicester', 'Hull', 'Swindon', 'Derby'])}; ${between(random, 2, 40)} units per carton`,
  ]);
}

/** Filler rows for a warehouse sheet (Chinese). */
export function fillerWarehouseRows(count: number, seed: number): string[][] {
  const random = seededRandom(seed);
  const cities = ['合肥', '郑州', '长沙', '南昌', '昆明', '贵阳', '太原', '兰州', '福州', '济南'];
  return Array.from({ length: count }, (_, index) => [
    `WH-${7000 + index}`,
    pick(random, cities),
    `${between(random, 800, 30000)}平方米`,
    pick(random, ZH_NAMES),
    `第${between(random, 1, 9)}号月台，每日装车${between(random, 5, 120)}车次`,
  ]);
}
