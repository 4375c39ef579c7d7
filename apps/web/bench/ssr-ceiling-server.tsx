/**
 * The server-render ceiling of `pnpm bench` (issue 36): a minimal React 19 page rendered on every request,
 * compressed as the store compresses its pages (brotli quality 5, else gzip), on a bare Node HTTP server.
 * The store's server-rendered pages are measured beside it in the same run, on the same core: how close
 * the store comes to what React itself costs on this machine. Started by apps/api/bench/run.ts with PORT.
 */
import { createServer } from 'node:http';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { renderToString } from 'react-dom/server';

const TITLES = ['Indigo Dabu Print Straight Kurta', 'Maroon Banarasi Silk Saree', 'Ivory Chikankari Kurta'];

function CeilingPage({ n }: { n: number }) {
  const title = TITLES[n % TITLES.length];
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · Zari`}</title>
        <meta name="description" content={`${title}, ₹1,499, free delivery over ₹999.`} />
      </head>
      <body>
        <header className="border-b px-4 py-3 font-semibold">Zari</header>
        <main className="mx-auto max-w-screen-md p-4">
          <img src={`/uploads/${n}.webp`} alt={title} width={800} height={1000} className="h-auto w-full" />
          <h1 className="mt-4 text-xl font-semibold">{title}</h1>
          <p className="mt-2">₹1,499</p>
        </main>
      </body>
    </html>
  );
}

let served = 0;
createServer((request, response) => {
  const html = `<!doctype html>${renderToString(<CeilingPage n={served++} />)}`;
  const accepts = request.headers['accept-encoding'] ?? '';
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
  if (accepts.includes('br')) {
    response.writeHead(200, { ...headers, 'content-encoding': 'br' });
    response.end(brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (accepts.includes('gzip')) {
    response.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
    response.end(gzipSync(html));
  } else {
    response.writeHead(200, headers);
    response.end(html);
  }
}).listen(Number(process.env.PORT), '127.0.0.1');
