/**
 * The storefront's index.html, with hints for the route asked for: the route's JavaScript as modulepreload and
 * its largest image as a high-priority preload. Without them the browser finds both only after the app has
 * started and asked the API, which on a 4G phone is most of the time to the largest paint.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ShellHints {
  /** The route's page module as Vite's manifest names it, e.g. `src/pages/home.tsx`. */
  page?: string;
  /** Image paths to fetch at once, largest first. */
  images: string[];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

export function createSpaShell(webRoot: string) {
  const template = readFileSync(join(webRoot, 'index.html'), 'utf8');
  let manifest: Record<string, ManifestChunk> = {};
  try {
    manifest = JSON.parse(readFileSync(join(webRoot, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    // A build without a manifest still works; it only loses the route's modulepreload.
  }
  const alreadyLinked = new Set([...template.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));

  function chunkFiles(key: string, seen = new Set<string>()): string[] {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(imported, seen))];
  }

  return {
    render(hints: ShellHints): string {
      const links = [
        ...hints.images.map(
          (image) => `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high">`,
        ),
        ...(hints.page ? chunkFiles(hints.page) : [])
          .filter((file) => !alreadyLinked.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`),
      ];
      return links.length === 0 ? template : template.replace('</head>', `${links.join('')}</head>`);
    },
  };
}
