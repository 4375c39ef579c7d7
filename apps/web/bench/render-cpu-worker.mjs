/**
 * The measuring half of bench/render-cpu.ts, in plain JavaScript so it runs on Node as the store does:
 * under tsx every `import()` of a lazy route went through tsx's loader hooks on another thread, a cost the
 * store does not pay. Reads the recorded answers, the builds and the pages from the JSON file named by its
 * argument and prints the CPU milliseconds per render as JSON. With RENDER_HTML_DIR, writes each build's page
 * (head, body, state) there first, to compare what builds send.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const { answers, builds, pages, rounds, renders, warmup } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const ORIGIN = 'http://127.0.0.1';

/** @type {typeof fetch} */
const replayFetch = async (input) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const answer = answers[url];
  if (!answer) throw new Error(`no recorded answer for ${url}`);
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.type } });
};

const renderers = [];
for (const build of builds) {
  const entry = await import(pathToFileURL(build.entry).href);
  renderers.push({ name: build.name, renderer: entry.createRenderer({ fetch: replayFetch }) });
}

const sizes = {};
for (const { name, renderer } of renderers) {
  sizes[name] = {};
  for (const [page, path] of Object.entries(pages)) {
    const outcome = await renderer.render(new URL(path, ORIGIN));
    if (outcome.kind !== 'page' || outcome.status !== 200)
      throw new Error(`${name} ${page}: ${outcome.status}`);
    sizes[name][page] = { html: outcome.head.length + outcome.body.length, state: outcome.state.length };
    if (process.env.RENDER_HTML_DIR) {
      const html = `${outcome.head}\n${outcome.body}\n${outcome.state}`;
      writeFileSync(join(process.env.RENDER_HTML_DIR, `${name}-${page}.html`), html);
    }
    for (let index = 0; index < warmup; index++) await renderer.render(new URL(path, ORIGIN));
  }
}

const cpuMs = {};
for (let round = 0; round < rounds; round++) {
  // A rotated order each round: no build always runs first (or right after the collector has run).
  for (let index = 0; index < renderers.length; index++) {
    const { name, renderer } = renderers[(index + round) % renderers.length];
    cpuMs[name] ??= {};
    for (const [page, path] of Object.entries(pages)) {
      const url = new URL(path, ORIGIN);
      const start = process.cpuUsage();
      for (let count = 0; count < renders; count++) await renderer.render(url);
      const spent = process.cpuUsage(start);
      cpuMs[name][page] ??= [];
      cpuMs[name][page].push((spent.user + spent.system) / 1000 / renders);
    }
  }
}
process.stdout.write(JSON.stringify({ cpuMs, sizes }));
