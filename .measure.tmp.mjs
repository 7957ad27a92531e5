import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:5201';
const lessons = ['availability-chain','retry-storm','pool-domino','metastable','timeout-budget','momently-cold-start','flapping-breaker'];
const tag = process.argv[2] ?? 'x';
const sizes = (process.argv[3] ?? '1366x768p,390x844').split(',');
const only = process.argv[4] ? process.argv[4].split(',') : lessons;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const size of sizes) {
  const presenter = size.endsWith('p');
  const [w, h] = size.replace('p','').split('x').map(Number);
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  page.on('pageerror', e => console.log('PAGEERROR', String(e)));
  for (const id of only) {
    await page.goto(`${base}/?preset=${id}`);
    await page.getByTestId('run-status').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid=run-status]')?.textContent === 'Paused');
    if (presenter && (await page.evaluate(() => document.documentElement.dataset.presenter)) !== 'true') await page.getByTestId('presenter-toggle').click();
    // run to mid fault
    await page.evaluate(() => document.activeElement?.blur());
    if (process.env.PLAY) { await page.getByTestId('speed-select').selectOption(process.env.SPEED ?? '25'); await page.evaluate(() => document.activeElement?.blur()); await page.keyboard.press(' '); await page.waitForTimeout(Number(process.env.PLAY)); await page.keyboard.press(' '); }
    await page.waitForTimeout(800);
    const m = await page.evaluate(() => {
      const vp = document.querySelector('.graph-panel .react-flow__viewport');
      const zoom = vp ? new DOMMatrixReadOnly(getComputedStyle(vp).transform).a : 1;
      let min = Infinity, minText = '';
      const walker = document.createTreeWalker(document.querySelector('.graph-panel .react-flow') ?? document.body, NodeFilter.SHOW_TEXT);
      let n;
      while ((n = walker.nextNode())) {
        const el = n.parentElement; if (!el || !n.textContent.trim()) continue;
        if (el.closest('.sr-only, .react-flow__attribution, .react-flow__controls, [hidden]')) continue;
        const cs = getComputedStyle(el); if (cs.display === 'none' || cs.visibility === 'hidden') continue;
        const r = el.getBoundingClientRect(); if (r.width === 0) continue;
        const inVp = el.closest('.react-flow__viewport, .react-flow__edgelabel-renderer');
        const eff = parseFloat(cs.fontSize) * (inVp ? zoom : 1);
        if (eff < min) { min = eff; minText = n.textContent.trim().slice(0, 30); }
      }
      const next = document.querySelector('[data-testid=lesson-next]')?.getBoundingClientRect();
      const claims = [...document.querySelectorAll('.claim')].map(c => c.getBoundingClientRect().bottom);
      const toolbar = document.querySelector('.toolbar')?.getBoundingClientRect();
      return { zoom: +zoom.toFixed(3), minPx: +min.toFixed(1), minText, scrollW: document.documentElement.scrollWidth, innerW: innerWidth, nextBottom: next && Math.round(next.bottom), claimsBottom: claims.length ? Math.round(Math.max(...claims)) : null, toolbarH: toolbar && Math.round(toolbar.height), dir: document.querySelector('.graph-panel')?.dataset.direction };
    });
    console.log(size, id, JSON.stringify(m));
    await page.screenshot({ path: `/tmp/shots-room/${tag}-${size}-${id}.png` });
  }
  await ctx.close();
}
await browser.close();
