import { describe, expect, it } from 'vitest';
import { extractProduct } from './product.ts';

const PAGE = `<!doctype html><html><head>
<title>Vela 14 | Shop</title>
<meta property="og:title" content="Vela 14 laptop (OG)">
<meta property="og:image" content="/img/og.jpg">
<meta property="product:price:amount" content="999">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Shop"},
 {"@type":"Product","name":"Vela 14","description":"A quiet laptop for long days.","brand":{"@type":"Brand","name":"Vela"},
  "image":["https://cdn.example.com/a.jpg",{"@type":"ImageObject","contentUrl":"/img/b.jpg"}],
  "video":{"@type":"VideoObject","contentUrl":"/media/tour.mp4"},
  "offers":{"@type":"Offer","price":"1299.00","priceCurrency":"USD"}}]}</script>
<script type="application/ld+json">{ broken</script>
</head><body><nav>Home | Laptops</nav><article><h1>Vela 14</h1>
<p>The Vela 14 laptop starts at $1,299.00 and ships with 16 GB of memory. It weighs 1.1 kg and lasts 18 hours.</p>
<p>Dr. Mei Lin led the design team in the U.S. office and calls it “the quietest machine we have ever built.”</p>
<img src="/img/c.jpg" width="800" height="600"><img src="/img/icon-cart.png"><img src="/px.gif" width="1" height="1">
<video src="/media/tour.mp4"></video><a href="/media/unboxing.webm">Unboxing</a>
</article></body></html>`;

describe('extractProduct', () => {
  it('prefers JSON-LD Product data, then Open Graph, and resolves every address', () => {
    const product = extractProduct(PAGE, 'https://shop.example.com/p/vela-14');
    expect(product).toMatchObject({
      name: 'Vela 14',
      description: 'A quiet laptop for long days.',
      price: '1299.00',
      currency: 'USD',
      brand: 'Vela',
    });
    expect(product.images).toEqual([
      'https://cdn.example.com/a.jpg',
      'https://shop.example.com/img/b.jpg',
      'https://shop.example.com/img/og.jpg',
      'https://shop.example.com/img/c.jpg',
    ]);
    expect(product.videos).toEqual(['https://shop.example.com/media/tour.mp4', 'https://shop.example.com/media/unboxing.webm']);
    expect(product.text).toContain('$1,299.00');
    expect(product.sources).toEqual(['json-ld', 'open-graph', 'readability', 'html']);
  });

  it('falls back to Open Graph and the page when there is no JSON-LD', () => {
    const html = PAGE.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '');
    const product = extractProduct(html, 'https://shop.example.com/p/vela-14');
    expect(product).toMatchObject({ name: 'Vela 14 laptop (OG)', price: '999', currency: null, brand: null });
    expect(product.images[0]).toBe('https://shop.example.com/img/og.jpg');
  });

  it('reads a page without product data by its heading and text, and drops non-http links', () => {
    const product = extractProduct(
      '<h1>Plain kettle</h1><p>Boils water fast.</p><img src="javascript:alert(1)"><img src="ftp://x/y.jpg">',
      'http://a.test/',
    );
    expect(product.name).toBe('Plain kettle');
    expect(product.images).toEqual([]);
  });
});
