/**
 * Orator's own sample product pages (the URL wizard's "random test URL"): a few products, each
 * a real HTML page with Open Graph tags, a JSON-LD Product block, readable text and pictures
 * drawn here. The server reads them internally (no network, no private-address exception).
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { WIZARD_URL_PATHS } from '@orator/shared/wizards';

export interface SampleProduct {
  slug: string;
  language: 'en' | 'zh';
  name: string;
  brand: string;
  price: string;
  currency: string;
  description: string;
  paragraphs: string[];
  /** Colours of the pictures (one picture per colour). */
  palette: readonly [string, string][];
  shape: 'lamp' | 'shoe' | 'mug' | 'tea';
}

export const SAMPLE_PRODUCTS: readonly SampleProduct[] = [
  {
    slug: 'aurora-desk-lamp',
    language: 'en',
    name: 'Aurora Desk Lamp',
    brand: 'Lumen & Co.',
    price: '49.99',
    currency: 'USD',
    description: 'A desk lamp that warms up in the evening and cools down in the morning, so your eyes stay relaxed all day.',
    paragraphs: [
      'The Aurora Desk Lamp follows the day: a cool, bright light for focused mornings and a warm glow after sunset.',
      'Its arm turns 270 degrees and the head tilts, so the light lands exactly where you read, write or sketch.',
      'A single touch dims it from 100% to 5%, and the lamp remembers your favourite setting.',
      'It draws just 8 watts and charges your phone through the USB-C port in its base.',
      'Every lamp comes with a two-year warranty and free shipping within the U.S.',
    ],
    palette: [
      ['#ffe3a3', '#f08c2e'],
      ['#cfe0ff', '#2f6fed'],
      ['#e4dbff', '#7b5cd6'],
      ['#c9f2dd', '#2f9e6e'],
    ],
    shape: 'lamp',
  },
  {
    slug: 'stride-air-running-shoe',
    language: 'en',
    name: 'Stride Air Running Shoe',
    brand: 'Stride',
    price: '129.00',
    currency: 'USD',
    description: 'A running shoe of just 210 grams whose foam returns energy with every stride.',
    paragraphs: [
      'The Stride Air weighs just 210 grams, light enough to forget you are wearing it.',
      'Its foam returns more energy with every stride, so long runs feel shorter.',
      'The knit upper breathes on hot summer days and dries quickly after rain.',
      'A rubber outsole grips wet roads and lasts for more than 800 kilometres.',
      'Try them for 30 days: if they are not for you, send them back for free.',
    ],
    palette: [
      ['#ffd6d7', '#e5484d'],
      ['#c8f1f5', '#0fa3b1'],
      ['#ffe3c6', '#f08c2e'],
      ['#dfe3ea', '#3b4556'],
    ],
    shape: 'shoe',
  },
  {
    slug: 'harbor-ceramic-mug-set',
    language: 'en',
    name: 'Harbor Ceramic Mug Set',
    brand: 'Harbor Kitchen',
    price: '34.50',
    currency: 'USD',
    description: 'Four hand-glazed stoneware mugs that keep coffee warm and survive the dishwasher.',
    paragraphs: [
      'The Harbor set brings four hand-glazed stoneware mugs to your table, each one slightly different.',
      'Thick walls keep coffee warm for longer, and the wide handle fits every hand.',
      'They hold 350 millilitres and are safe in the microwave and the dishwasher.',
      'Each set is packed in recycled cardboard without any plastic.',
      'Order before Friday and the set arrives in time for the weekend.',
    ],
    palette: [
      ['#c8f1f5', '#0fa3b1'],
      ['#f4ead8', '#a5743b'],
      ['#cfe0ff', '#2f6fed'],
      ['#ffd6d7', '#e5484d'],
    ],
    shape: 'mug',
  },
  {
    slug: 'anxi-oolong-tea',
    language: 'zh',
    name: '安溪铁观音乌龙茶',
    brand: '清泉茶庄',
    price: '88',
    currency: 'CNY',
    description: '产自福建安溪的传统乌龙茶，香气持久，回甘明显。',
    paragraphs: [
      '这款铁观音产自福建安溪的高山茶园，每年只在春秋两季采摘。',
      '茶叶经过七道传统工序制作，兰花香气持久，入口醇厚，回甘明显。',
      '冲泡时建议使用九十五度的热水，第一泡约三十秒，可以连续冲泡七次。',
      '每一罐都经过严格检测，净含量两百五十克，密封保存更新鲜。',
      '现在下单即可包邮到家，还可获得精美茶具一套。',
    ],
    palette: [
      ['#c9f2dd', '#2f9e6e'],
      ['#f4ead8', '#a5743b'],
      ['#ffe3a3', '#b8860b'],
      ['#e8f5e9', '#33691e'],
    ],
    shape: 'tea',
  },
];

export function sampleProduct(slug: string): SampleProduct | undefined {
  return SAMPLE_PRODUCTS.find((p) => p.slug === slug);
}

/** Which sample a path names (the page or one of its pictures), or null. */
export function sampleRefOfPath(pathname: string): { slug: string; image: number | null } | null {
  const prefix = WIZARD_URL_PATHS.samplePage('');
  if (!pathname.startsWith(prefix)) return null;
  const match = /^([a-z0-9-]+)(?:\/(\d{1,2})\.png)?$/.exec(pathname.slice(prefix.length));
  if (!match?.[1] || !sampleProduct(match[1])) return null;
  return { slug: match[1], image: match[2] ? Number(match[2]) : null };
}

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sample's HTML page; `origin` makes its picture addresses absolute (as a real shop's are). */
export function samplePageHtml(product: SampleProduct, origin: string): string {
  const images = product.palette.map((_, i) => `${origin}${WIZARD_URL_PATHS.sampleImage(product.slug, i + 1)}`);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    brand: { '@type': 'Brand', name: product.brand },
    image: images,
    offers: { '@type': 'Offer', price: product.price, priceCurrency: product.currency, availability: 'https://schema.org/InStock' },
  };
  const lang = product.language === 'zh' ? 'zh-CN' : 'en';
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">
<title>${escape(product.name)} | ${escape(product.brand)}</title>
<meta name="description" content="${escape(product.description)}">
<meta property="og:type" content="product">
<meta property="og:title" content="${escape(product.name)}">
<meta property="og:description" content="${escape(product.description)}">
<meta property="og:image" content="${images[0]}">
<meta property="product:price:amount" content="${product.price}">
<meta property="product:price:currency" content="${product.currency}">
<script type="application/ld+json">${JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script>
<style>body{font-family:sans-serif;max-width:820px;margin:2rem auto;padding:0 1rem;color:#1b2540}
.gallery{display:grid;grid-template-columns:repeat(2,1fr);gap:12px}.gallery img{width:100%;border-radius:12px}
.price{font-size:1.6rem;font-weight:700}.note{color:#667;font-size:.85rem}</style>
</head><body>
<header><nav><a href="#">Orator sample shop</a></nav></header>
<main><article>
<h1>${escape(product.name)}</h1>
<p class="price">${escape(product.currency)} ${escape(product.price)}</p>
${product.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
<div class="gallery">${images.map((src, i) => `<img src="${src}" width="800" height="800" alt="${escape(product.name)} ${i + 1}">`).join('')}</div>
</article></main>
<footer class="note">A sample page served by Orator for trying the URL-to-video wizard.</footer>
</body></html>`;
}

const pictures = new Map<string, Buffer>();

/** Picture n (1-based) of a sample product: a drawn product shot, 800 px PNG. */
export function sampleImagePng(product: SampleProduct, n: number): Buffer | null {
  const colours = product.palette[n - 1];
  if (!colours) return null;
  const key = `${product.slug}/${n}`;
  const cached = pictures.get(key);
  if (cached) return cached;
  const size = 800;
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  const [light, main] = colours;
  const gradient = ctx.createLinearGradient(0, 0, size, size);
  gradient.addColorStop(0, '#ffffff');
  gradient.addColorStop(1, light);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, size, size);
  // A soft floor shadow, then the product, turned a little differently in every picture.
  ctx.fillStyle = 'rgba(0,0,0,0.10)';
  ctx.beginPath();
  ctx.ellipse(400, 640, 250, 40, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.save();
  ctx.translate(400, 420);
  ctx.rotate(((n - 2.5) * Math.PI) / 40);
  drawProduct(ctx, product.shape, main);
  ctx.restore();
  const png = canvas.toBuffer('image/png');
  pictures.set(key, png);
  return png;
}

function drawProduct(ctx: SKRSContext2D, shape: SampleProduct['shape'], colour: string): void {
  ctx.fillStyle = colour;
  ctx.strokeStyle = colour;
  ctx.lineCap = 'round';
  if (shape === 'lamp') {
    ctx.fillRect(-120, 190, 240, 30);
    ctx.lineWidth = 26;
    ctx.beginPath();
    ctx.moveTo(0, 190);
    ctx.lineTo(-70, 10);
    ctx.lineTo(60, -130);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(20, -200);
    ctx.lineTo(200, -110);
    ctx.lineTo(120, -20);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = 'rgba(255,220,120,0.55)';
    ctx.beginPath();
    ctx.moveTo(160, -65);
    ctx.lineTo(300, 190);
    ctx.lineTo(60, 190);
    ctx.closePath();
    ctx.fill();
  } else if (shape === 'shoe') {
    ctx.beginPath();
    ctx.moveTo(-260, 150);
    ctx.lineTo(-250, -40);
    ctx.quadraticCurveTo(-200, -90, -120, -60);
    ctx.quadraticCurveTo(-40, 20, 120, 40);
    ctx.quadraticCurveTo(270, 70, 270, 150);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(-270, 150, 545, 36);
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 8;
    for (let i = 0; i < 4; i++) {
      ctx.beginPath();
      ctx.moveTo(-120 + i * 40, -30 + i * 18);
      ctx.lineTo(-80 + i * 40, -50 + i * 18);
      ctx.stroke();
    }
  } else if (shape === 'mug') {
    ctx.fillRect(-150, -150, 260, 330);
    ctx.lineWidth = 34;
    ctx.beginPath();
    ctx.arc(120, 10, 80, -Math.PI / 2, Math.PI / 2);
    ctx.stroke();
    ctx.fillStyle = 'rgba(255,255,255,0.35)';
    ctx.fillRect(-120, -120, 40, 270);
    ctx.strokeStyle = 'rgba(120,120,120,0.5)';
    ctx.lineWidth = 6;
    for (let i = 0; i < 3; i++) {
      ctx.beginPath();
      ctx.moveTo(-60 + i * 50, -190);
      ctx.bezierCurveTo(-80 + i * 50, -230, -40 + i * 50, -250, -60 + i * 50, -290);
      ctx.stroke();
    }
  } else {
    ctx.fillRect(-140, -170, 280, 360);
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    ctx.beginPath();
    ctx.arc(0, 10, 95, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.ellipse(0, 10, 40, 70, Math.PI / 5, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(-150, -200, 300, 40);
  }
}
