import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small web site on 127.0.0.1 for the knowledge web-page upload: real HTTP, served by the test,
 * with navigation and a footer around the article (the server keeps only the article). The
 * server fetches it only because the test starts it with WEB_FETCH_ALLOW_PRIVATE=1.
 */
export const WINTER_TIMETABLE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Winter timetable \u2013 Harbour Lights Ferry</title></head><body>
<nav><a href="/">Home</a> | <a href="/fares">Fares</a> | <a href="/contact">Contact us</a></nav>
<main><article>
<h1>Winter timetable</h1>
<p>From 1 December to 28 February the ferry runs a reduced winter timetable. The first crossing leaves
Port Alder at 08:00 and the last ferry leaves Seal Island at 20:30, seven days a week.</p>
<p>On 25 December there is no service at all; on 26 December and 1 January the ships keep Sunday hours.
Storm warnings are posted on this page by 06:30 when a crossing is cancelled.</p>
<p>Season tickets bought in autumn stay valid through the winter months without any surcharge.</p>
</article></main>
<footer>\u00a9 2026 Harbour Lights Ferry Co. \u00b7 Cookie settings \u00b7 Privacy</footer>
</body></html>`;

export async function startLocalSite(): Promise<{ url: (page: string) => string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.url === '/winter-timetable') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(WINTER_TIMETABLE_HTML);
      return;
    }
    response.writeHead(404, { 'Content-Type': 'text/plain' });
    response.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (page) => `http://127.0.0.1:${port}/${page}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
