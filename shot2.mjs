import { chromium } from '@playwright/test';
const [w,h,path,out,action] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: +w, height: +h } });
await p.addInitScript(() => { localStorage.setItem('mesa.consent', JSON.stringify({ analytics: false, decidedAt: 1 })); localStorage.setItem('mesa.popup.club-sign-up-2026.seen','1'); });
await p.goto(`http://127.0.0.1:3801${path}`);
await p.waitForLoadState('networkidle');
if (action === 'menu') { await p.getByRole('button', { name: 'Menu' }).click(); await p.waitForTimeout(400); }
await p.screenshot({ path: out });
await b.close();
