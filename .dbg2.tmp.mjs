import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
await page.goto('http://127.0.0.1:5201/?preset=pool-domino');
await page.waitForTimeout(1500);
console.log(await page.evaluate(() => { const t = document.querySelector('.toolbar'); const cs = getComputedStyle(t); return [cs.flexWrap, cs.overflowX, t.offsetHeight, ...[...t.children].map(c => c.className + ':' + c.offsetHeight)].join(' | '); }));
await browser.close();
