/**
 * The review page of a run: every changed, new or failed shot with its baseline (before), the new
 * picture (after) and pixelmatch's diff, in tests/screenshots/report/index.html (git-ignored).
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface ReportItem {
  shot: string;
  story: string;
  outcome: 'changed' | 'new' | 'error';
  detail?: string;
  /** PNG files, copied into the report folder. */
  before?: string;
  after?: Buffer;
  diff?: Buffer;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string,
  );

export class Report {
  private readonly items: ReportItem[] = [];

  constructor(readonly dir: string) {
    rmSync(dir, { recursive: true, force: true });
  }

  get size(): number {
    return this.items.length;
  }

  add(item: ReportItem): void {
    mkdirSync(this.dir, { recursive: true });
    if (item.before) {
      const name = `${item.shot}.before.png`;
      copyFileSync(item.before, path.join(this.dir, name));
      item.before = name;
    }
    if (item.after) writeFileSync(path.join(this.dir, `${item.shot}.after.png`), item.after);
    if (item.diff) writeFileSync(path.join(this.dir, `${item.shot}.diff.png`), item.diff);
    this.items.push(item);
  }

  /** Writes index.html; returns its path, or undefined when there is nothing to review. */
  write(storybookUrl: string | undefined): string | undefined {
    if (!this.items.length) return undefined;
    const order = { error: 0, changed: 1, new: 2 } as const;
    const items = [...this.items].sort(
      (a, b) => order[a.outcome] - order[b.outcome] || (a.shot < b.shot ? -1 : 1),
    );
    const figure = (label: string, file: string | undefined) =>
      file
        ? `<figure><figcaption>${label}</figcaption><a href="${escape(file)}"><img loading="lazy" src="${escape(file)}" alt="${label}"></a></figure>`
        : '';
    const sections = items.map((item) => {
      const story = storybookUrl
        ? ` · <a href="${escape(`${storybookUrl}/?path=/story/${item.story}`)}">story</a>`
        : '';
      return `<section class="${item.outcome}" id="${escape(item.shot)}">
<h2><span>${item.outcome}</span> ${escape(item.shot)}${story}</h2>
${item.detail ? `<p>${escape(item.detail)}</p>` : ''}
<div class="images">${figure('before', item.before)}${figure('after', item.after ? `${item.shot}.after.png` : undefined)}${figure('diff', item.diff ? `${item.shot}.diff.png` : undefined)}</div>
</section>`;
    });
    const count = (o: ReportItem['outcome']) => items.filter((i) => i.outcome === o).length;
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Screenshots: ${items.length} to review</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#1c2430}
h1{font-size:20px}h2{font-size:15px;margin:0 0 8px;word-break:break-all}
h2 span{display:inline-block;padding:0 6px;border-radius:4px;text-transform:uppercase;font-size:11px;color:#fff}
.error h2 span{background:#b42318}.changed h2 span{background:#b54708}.new h2 span{background:#175cd3}
section{border-top:1px solid #d0d5dd;padding:16px 0}
.images{display:flex;gap:12px;align-items:flex-start;overflow-x:auto}
figure{margin:0;flex:0 1 auto;max-width:33%}figcaption{font-weight:600}
img{max-width:100%;border:1px solid #d0d5dd;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
</style></head><body>
<h1>Screenshots: ${count('error')} failed, ${count('changed')} changed, ${count('new')} new</h1>
<p>Before is the committed baseline, after is this run, diff marks the differing pixels in red.
Accept the changes with <code>npm run test:screenshots -- --update --filter &lt;story ids&gt;</code>.</p>
${sections.join('\n')}
</body></html>
`;
    const file = path.join(this.dir, 'index.html');
    writeFileSync(file, html);
    return file;
  }
}
