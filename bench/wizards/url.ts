/**
 * URL-to-video figure (issue #11 §6): seconds from a product URL to a project, the render not
 * included: extract (the real guarded fetch of a local product page with Open Graph and
 * JSON-LD, its three pictures), offline scripts, then create (pictures fetched and stored in the
 * user's storage, pages laid out with a store template, the AutoVideo-Lamination project saved).
 * Runs the real server on the embedded defaults (PGlite, local disk, in-process jobs); the
 * median of RUNS attempts (the first includes copying the template's stock background).
 * Standalone: `npx tsx bench/wizards/url.ts`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createCanvas } from '@napi-rs/canvas';
import { WIZARD_URL_PATHS, type ProductExtraction, type ScriptsResult, type WizardCreateResult } from '@orator/shared/wizards';
import { json, operatorClient } from '../api-client.ts';
import { startServer } from '../server-process.ts';

const RUNS = 5;
const EMAIL = 'bench-url@orator.test';
const PASSWORD = 'Bench#2026-url';

function picture(hue: number): Buffer {
  const canvas = createCanvas(800, 800);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = `hsl(${hue}, 70%, 60%)`;
  ctx.fillRect(0, 0, 800, 800);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(250, 250, 300, 300);
  return canvas.toBuffer('image/jpeg');
}

/** A shop page: JSON-LD Product + Open Graph + readable text + three JPEG pictures. */
function startShop(): Promise<{ url: string; close(): Promise<void> }> {
  const pictures = [0, 120, 240].map(picture);
  const server = http.createServer((req, res) => {
    const origin = `http://${req.headers.host}`;
    const image = /^\/img\/(\d)\.jpg$/.exec(req.url ?? '');
    if (image) return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(pictures[Number(image[1]) - 1]);
    if (req.url !== '/product') return res.writeHead(404).end();
    const images = [1, 2, 3].map((n) => `${origin}/img/${n}.jpg`);
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Nimbus Travel Backpack',
      description: 'A 28 litre backpack that opens like a suitcase and fits under any airline seat.',
      brand: { '@type': 'Brand', name: 'Nimbus' },
      image: images,
      offers: { '@type': 'Offer', price: '149.00', priceCurrency: 'USD' },
    };
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><head><title>Nimbus</title>
<meta property="og:title" content="Nimbus Travel Backpack"><meta property="og:image" content="${images[0]}">
<script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><article><h1>Nimbus Travel Backpack</h1>
<p>The Nimbus opens flat like a suitcase, so packing takes minutes instead of an hour.</p>
<p>Its laptop sleeve holds a 16-inch machine, and the straps tuck away for check-in.</p>
<p>Water-resistant fabric keeps your things dry on rainy city walks.</p>
${images.map((src) => `<img src="${src}" width="800" height="800">`).join('')}</article></body></html>`);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function measureUrl(): Promise<{ urlSeconds: number }> {
  const shop = await startShop();
  const server = await startServer({
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    ORATOR_TEST_MODE: '1',
    RATE_LIMIT_SCALE: '1000',
    WORKERS: '1',
    // The local shop stands in for the internet.
    WEB_FETCH_ALLOW_PRIVATE: '1',
  });
  try {
    const base = server.url;
    const { headers, post } = await operatorClient(base, EMAIL, PASSWORD);
    const templates = await json<{ items: { id: string; vipOnly: boolean }[] }>(
      await fetch(`${base}/manprocess/catalog/templates?ratio=0&size=50`, { headers }),
    );
    const templateId = templates.items.find((t) => !t.vipOnly)?.id;
    if (!templateId) throw new Error('no free 16:9 template');

    const seconds: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const product = await post<ProductExtraction>(WIZARD_URL_PATHS.extract, { url: `${shop.url}/product` });
      const description = {
        url: product.url,
        name: product.name,
        description: product.description,
        media: product.media.filter((m) => m.kind === 'image').slice(0, 3),
        proportion: 0,
        duration: 30,
        language: product.language,
      };
      const scripts = await post<ScriptsResult>(WIZARD_URL_PATHS.scripts, {
        product: description,
        price: product.price,
        currency: product.currency,
        brand: product.brand,
        facts: product.facts,
      });
      const created = await post<WizardCreateResult>(WIZARD_URL_PATHS.create, {
        product: description,
        price: product.price,
        currency: product.currency,
        script: scripts.scripts[0]?.script ?? '',
        templateId,
        compose: false,
      });
      if (!created.projectId) throw new Error('no project');
      seconds.push((performance.now() - started) / 1000);
    }
    console.log(`URL to project: ${seconds.map((s) => s.toFixed(2)).join(', ')} s (median of ${RUNS})`);
    return { urlSeconds: Math.round(median(seconds) * 100) / 100 };
  } finally {
    await server.stop();
    await shop.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await measureUrl()));
}
