/**
 * The ceiling page: what this stack can do on this machine. A minimal React 19 page rendered on the server,
 * with the store's own stylesheet and one image (the product page's photo), and no JavaScript at all.
 * Lighthouse measures it in the same run as the store, so a reader sees how far the store is from it.
 */
import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { renderToString } from 'react-dom/server';

export interface CeilingAssets {
  css: Buffer;
  image: { bytes: Buffer; type: string; width: number; height: number };
}

function CeilingPage({ image }: { image: CeilingAssets['image'] }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Zari · the ceiling page</title>
        <meta
          name="description"
          content="A minimal server-rendered page with the store's stylesheet and one image."
        />
        <link rel="stylesheet" href="/style.css" />
      </head>
      <body>
        <header className="border-b px-4 py-3 font-semibold">Zari</header>
        <main className="mx-auto max-w-screen-md p-4">
          <img
            src="/image"
            alt="Indigo Dabu Print Straight Kurta"
            width={image.width}
            height={image.height}
            fetchPriority="high"
            className="h-auto w-full"
          />
          <h1 className="mt-4 text-xl font-semibold">Indigo Dabu Print Straight Kurta</h1>
          <p className="mt-2">₹1,499</p>
        </main>
      </body>
    </html>
  );
}

/** Serves the ceiling page on a free port of 127.0.0.1; the stylesheet gzipped as the store sends it. */
export async function serveCeiling(assets: CeilingAssets): Promise<{ url: string; close(): Promise<void> }> {
  const html = `<!doctype html>${renderToString(<CeilingPage image={assets.image} />)}`;
  const css = gzipSync(assets.css);
  const server: Server = createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(html);
    } else if (request.url === '/style.css') {
      response.writeHead(200, {
        'content-type': 'text/css',
        'content-encoding': 'gzip',
        'cache-control': 'no-cache',
      });
      response.end(css);
    } else if (request.url === '/image') {
      response.writeHead(200, { 'content-type': assets.image.type, 'cache-control': 'no-cache' });
      response.end(assets.image.bytes);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Chrome keeps its connections open; close() alone would wait for them.
        server.closeAllConnections();
      }),
  };
}
