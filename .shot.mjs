import { chromium } from '@playwright/test';
const [,, url, out, width = '1280', scheme = 'light'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: scheme });
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500); if (process.argv[6]) await page.locator(process.argv[6]).scrollIntoViewIfNeeded();
await page.screenshot({ path: out });
await browser.close();
