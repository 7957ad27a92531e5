import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
await page.goto('http://127.0.0.1:5201/?preset=momently-cold-start');
await page.waitForTimeout(1500);
await page.getByTestId('presenter-toggle').click();
await page.waitForTimeout(800);
console.log(await page.evaluate(() => [...document.querySelectorAll('.react-flow__node')].map(n => n.dataset.id + ' ' + n.style.transform + ' h=' + n.offsetHeight + ' w=' + n.offsetWidth).join('\n')));
await browser.close();
