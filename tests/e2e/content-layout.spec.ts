import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

/** Layout of the content templates: listings, dates, tables and figure grids, at phone and desktop widths. */
test.use({ consentDecided: true });

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not rendered');
  return rect;
};

/** The tops of a page's h2 headings, by text, in document order. */
const headingTops = (page: Page) =>
  page.locator('main h2').evaluateAll((headings) => headings.map((heading) => [heading.textContent?.trim() ?? '', heading.getBoundingClientRect().top + scrollY] as const));

test.describe('listings', () => {
  test('the video library lists its videos newest first, under their own heading, before the related pages, and says so in the page contents', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/videos');
    const heading = page.getByRole('heading', { level: 2, name: 'All videos, newest first' });
    await expect(heading).toBeVisible();
    const dates = await page.locator('section[aria-labelledby="all-videos-newest-first"] li time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(dates.length).toBeGreaterThan(4);
    expect(dates).toEqual([...dates].sort().reverse());
    const tops = new Map(await headingTops(page));
    expect(tops.get('All videos, newest first')!).toBeLessThan(tops.get('Related pages')!);
    await expect(page.locator('nav[aria-labelledby="on-this-page"] a[href="#all-videos-newest-first"]')).toHaveCount(1);
  });

  test('an index page opens with its listing: on a phone its first entries are on the first screen, and on a desktop the aside stands beside the prose after it', async ({ page }) => {
    const indexes = [
      ['/blog', 'All posts, newest first', 'What this blog covers'],
      ['/newsroom', 'Releases and announcements, newest first', 'What you will find here'],
      ['/videos', 'All videos, newest first', 'What we film'],
      ['/projects', 'All projects', 'What counts as a project'],
      ['/glossary', 'All terms, A to Z', 'How terms are chosen'],
      ['/glossary-index', 'Every term, A to Z', 'How to use the index'],
      ['/careers', 'Open positions', 'How we work'],
    ] as const;
    for (const [path, listing, prose] of indexes) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      // The posts started six screens down at 390 px, under the page's editorial notes.
      const [[first, top] = ['', Infinity]] = await headingTops(page);
      expect({ path, first, onFirstScreen: top < 844 }).toEqual({ path, first: listing, onFirstScreen: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      const tops = new Map(await headingTops(page));
      const aside = await box(page.locator('main aside').first());
      const listed = await box(page.getByRole('heading', { level: 2, name: listing, exact: true }).locator('xpath=ancestor::section[1]'));
      // Below the whole listing, level with the prose it stands beside: never beside an empty column.
      expect({ path, belowListing: aside.y >= listed.y + listed.height, besideProse: Math.abs(tops.get(prose)! - (aside.y + (await page.evaluate(() => scrollY)))) < 80 }).toEqual({
        path,
        belowListing: true,
        besideProse: true,
      });
    }
  });

  test('the publications list their papers first, under a heading in "On this page", newest first, each with its venue and date', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/publications');
    // The papers started 11 screens down at 390 px, after the publishing policy, under no heading.
    const [[first, top] = ['', Infinity]] = await headingTops(page);
    expect({ first, onFirstScreen: top < 844 }).toEqual({ first: 'Papers, newest first', onFirstScreen: true });
    const papers = page.locator('section[aria-labelledby="papers-newest-first"] li');
    await expect(papers).toHaveCount(5);
    const dates = await papers.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(papers.first()).toContainText('·');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.locator('nav[aria-labelledby="on-this-page"] a[href="#papers-newest-first"]')).toHaveCount(1);
  });

  test('a role\'s address opens its row and shows its title; a row says that it opens, and gives the address to apply to', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      // Search and the assistant link roles so; the row stayed closed.
      await page.goto('/careers#qec-research-scientist-zurich');
      const row = page.locator('li').filter({ has: page.locator('#qec-research-scientist-zurich') });
      await expect(row.locator('details')).toHaveAttribute('open', '');
      await expect(row.locator('summary')).toBeInViewport();
      await expect(row.getByRole('link', { name: 'Apply by email' })).toBeVisible();
      await expect(row.getByText('careers@tessellon.example', { exact: true })).toBeVisible();
      // The posting date that the salary note converts at.
      await expect(row.locator('summary')).toContainText(/Published [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    }
    await page.goto('/careers');
    const closed = page.locator('section[aria-labelledby="open-positions"] details').first();
    await expect(closed).not.toHaveAttribute('open');
    const chevron = closed.locator('summary .disclosure-mark');
    const turn = () => chevron.evaluate((element) => ({ drawn: getComputedStyle(element, '::after').borderBottomStyle, transform: getComputedStyle(element, '::after').transform }));
    const shut = await turn();
    expect(shut.drawn).toBe('solid');
    await closed.locator('summary').click();
    await expect(closed).toHaveAttribute('open', '');
    await expect.poll(async () => (await turn()).transform).not.toBe(shut.transform);
  });

  test('the pages a visitor goes on to are linked: the company page to investors and its leaders\' profiles, the comparison to a quote and to each product\'s page, a product family to the comparison, the contact page to investor relations', async ({ page }) => {
    for (const [path, name, href] of [
      ['/company', 'Investors', '/investors'],
      ['/products/compare', 'Request a quote', '/request-quote'],
      ['/products/quantum', 'Compare product lines', '/products/compare'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('main').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await page.goto('/contact');
    await expect(page.locator('main table').getByRole('row', { name: /^Investor relations/ })).toBeVisible();
    // The leadership tables name people who have a profile page.
    for (const [path, profile] of [['/company', '/team/jonas-weber'], ['/de/company', '/de/team/jonas-weber']] as const) {
      await page.goto(path);
      await expect(page.locator('main table th').getByRole('link', { name: 'Jonas Weber', exact: true })).toHaveAttribute('href', profile);
    }
    // The comparison's rows name products, each linked to the page its caption sends the reader to.
    await page.goto('/de/products/compare');
    const specifications = page.locator('main table').first();
    await expect(specifications.getByRole('rowheader', { name: 'Quantum Chip v3' }).getByRole('link')).toHaveAttribute('href', '/de/products/quantum-chip-v3');
    await expect(specifications.getByRole('rowheader', { name: 'Helios Vault' }).getByRole('link')).toHaveAttribute('href', '/de/products/green-energy');
    expect(await page.locator('main table th[scope="row"]').evaluateAll((cells) => cells.filter((cell) => !cell.querySelector('a')).map((cell) => cell.textContent))).toEqual([]);
  });

  test('the events and the open positions come before the questions about them', async ({ page }) => {
    for (const [path, listing, questions] of [
      ['/events', 'Upcoming events', 'For organizers and press'],
      ['/careers', 'Open positions', 'Questions candidates ask'],
    ] as const) {
      await page.goto(path);
      const order = (await headingTops(page)).map(([text]) => text);
      expect(order).toContain(listing);
      expect({ path, before: order.indexOf(listing) < order.indexOf(questions) }).toEqual({ path, before: true });
    }
  });

  test('the calendar lists what is to come under "Upcoming events" and what has ended under "Past events", with Event data for the upcoming only', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/events');
    const today = new Date().toISOString().slice(0, 10);
    // Each event's first day (a range's <time> carries its start).
    const firstDays = (id: string) =>
      page.locator(`section[aria-labelledby="${id}"] li`).evaluateAll((items) => items.map((item) => item.querySelector('time')?.getAttribute('datetime') ?? ''));
    // And its last day (a range's last <time> carries its end).
    const lastDays = (id: string) =>
      page.locator(`section[aria-labelledby="${id}"] li`).evaluateAll((items) => items.map((item) => [...item.querySelectorAll('time')].at(-1)?.getAttribute('datetime')?.slice(0, 10) ?? ''));
    const upcoming = await firstDays('upcoming-events');
    const past = await firstDays('past-events');
    expect(upcoming.length + past.length).toBe(8);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming).toEqual([...upcoming].sort());
    // Nothing that has ended is listed as to come, and nothing still running as ended.
    expect((await lastDays('upcoming-events')).filter((day) => !(day >= today))).toEqual([]);
    expect((await lastDays('past-events')).filter((day) => !(day < today))).toEqual([]);
    expect(past.every((day) => day < today)).toBe(true);
    expect(past).toEqual([...past].sort().reverse());
    const names = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts.flatMap((script) => [JSON.parse(script.textContent ?? '[]')].flat()).filter((data) => data['@type'] === 'Event').map((data) => data.name as string),
    );
    expect(names).toHaveLength(upcoming.length);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents.getByRole('link', { name: 'Upcoming events' })).toHaveAttribute('href', '#upcoming-events');
    if (past.length) await expect(contents.getByRole('link', { name: 'Past events' })).toHaveAttribute('href', '#past-events');
  });

  test('an event of our own has a Register link that opens the contact form with the event named; a conference and a past event have none', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/de/events');
    const upcoming = page.locator('section[aria-labelledby="upcoming-events"]');
    await expect(upcoming.locator('#northern-grid-systems-conference-2027').getByRole('link')).toHaveCount(0);
    await expect(page.locator('section[aria-labelledby="past-events"]').getByRole('link', { name: /^Anmelden / })).toHaveCount(0);
    const register = upcoming.getByRole('link', { name: 'Anmelden Reykjavik open lab day 2027' });
    await register.scrollIntoViewIfNeeded();
    await expect(register).toBeInViewport();
    await register.click();
    await expect(page).toHaveURL(/\/de\/contact\?subject=events&event=Reykjavik/);
    await expect(page.getByLabel('Betreff')).toHaveValue('events');
    await expect(page.getByLabel('Ihre Nachricht')).toHaveValue('Bitte melden Sie mich für „Reykjavik open lab day 2027“ an. Teilnehmende (Name und Organisation): ');
  });

  test('"On this page" lists the listings headed in the interface\'s words too, in the reader\'s language, in the page\'s order', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const [path, listing, id, lang] of [
      ['/events', 'Upcoming events', 'upcoming-events', 'en'],
      ['/de/events', 'Kommende Veranstaltungen', 'upcoming-events', 'de'],
      ['/de/careers', 'Offene Stellen', 'open-positions', 'de'],
      ['/de/team', 'Die Menschen', 'people', 'de'],
    ] as const) {
      await page.goto(path);
      const contents = page.locator('nav[aria-labelledby="on-this-page"]');
      const link = contents.locator(`a[href="#${id}"]`);
      await expect(link).toHaveText(listing);
      // Translated, so not marked as the English content around it; the content's headings are.
      expect({ path, lang: await link.evaluate((element) => element.closest('[lang]')?.getAttribute('lang')) }).toEqual({ path, lang });
      const order = (await headingTops(page)).map(([text]) => text);
      const listed = await contents.locator('a').allTextContents();
      expect({ path, order: listed }).toEqual({ path, order: order.filter((text) => listed.includes(text)) });
      await expect(page.locator(`#${id}`)).toHaveText(listing);
    }
  });

  test('on a phone, "On this page" is a closed disclosure under the hero that opens with the keyboard and jumps to a section; from 1024 px the aside lists them', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    const disclosure = page.getByTestId('mobile-contents');
    const asideContents = page.locator('nav[aria-labelledby="on-this-page"]');
    await expect(disclosure).toBeVisible();
    await expect(disclosure).not.toHaveAttribute('open');
    await expect(asideContents).toBeHidden();
    // On the first screen, between the hero and the body.
    const summary = disclosure.locator('summary');
    expect((await box(summary)).y + (await box(summary)).height).toBeLessThan(844);
    expect((await box(summary)).y).toBeGreaterThan((await box(page.locator('.page-hero'))).y + (await box(page.locator('.page-hero'))).height);
    expect((await box(summary)).height).toBeGreaterThanOrEqual(44);
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(disclosure).toHaveAttribute('open', '');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    // The same sections as the aside's list, in the same order.
    expect(await contents.getByRole('link').allTextContents()).toEqual(await asideContents.locator('a').allTextContents());
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect({ scheme, violations: await axeViolations(page) }).toEqual({ scheme, violations: [] });
    }
    await contents.getByRole('link', { name: 'How the work is organized' }).click();
    await expect(page).toHaveURL(/\/about#how-the-work-is-organized$/);
    await expect(page.locator('#how-the-work-is-organized')).toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(disclosure).toBeHidden();
    await expect(asideContents).toBeVisible();
  });

  test('a tag\'s posts are listed as the blog lists them, under a heading that says what they are, each with its date', async ({ page }) => {
    await page.goto('/tag/error-correction');
    await expect(page.getByRole('heading', { level: 2, name: 'Articles tagged Error correction' })).toBeVisible();
    const cards = page.locator('section[aria-labelledby="related-entries"] li');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.locator('time').count()).toBe(await cards.count());
  });

  test('a post\'s own "Related" links and the template\'s other posts are headed apart', async ({ page }) => {
    for (const [path, more] of [['/blog/decoders-in-a-microsecond', 'More from the blog'], ['/de/blog/decoders-in-a-microsecond', 'Mehr aus dem Blog']] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2, name: 'Related', exact: true })).toHaveCount(1);
      await expect(page.locator('section[aria-labelledby="related-entries"]').getByRole('heading', { level: 2, name: more, exact: true })).toBeVisible();
      const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
      expect({ path, duplicates: ids.filter((id, index) => ids.indexOf(id) !== index) }).toEqual({ path, duplicates: [] });
    }
  });

  test('dates are written in the reader\'s language, machine-readable underneath', async ({ page }) => {
    const cases = [
      ['/newsroom', /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/],
      ['/de/newsroom', /^\d{2}\.\d{2}\.\d{4}$/],
      ['/ja/blog', /^\d{4}\/\d{2}\/\d{2}$/],
    ] as const;
    for (const [path, pattern] of cases) {
      await page.goto(path);
      const time = page.locator('main li time').first();
      expect(await time.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect({ path, text: await time.textContent() }).toEqual({ path, text: expect.stringMatching(pattern) });
    }
    await page.goto('/events');
    const range = page.locator('main li time').filter({ hasText: '–' });
    expect(await range.count()).toBeGreaterThan(0);
  });

  test('a milestone\'s day or month, a project\'s start, a patent\'s dates and a fact that is a date are written in the reader\'s language; a year stays a year', async ({ page }) => {
    for (const [path, day, month] of [
      ['/projects/logical-qubit-roadmap', 'Feb 3, 2020', 'Feb 2025'],
      ['/de/projects/logical-qubit-roadmap', '03.02.2020', 'Feb. 2025'],
    ] as const) {
      await page.goto(path);
      const timeline = page.locator('main ol li > p:first-of-type');
      // They read "2020-02-03" and "2025-02".
      await expect(timeline.locator('time[datetime="2020-02-03"]')).toHaveText(day);
      await expect(timeline.locator('time[datetime="2025-02"]')).toHaveText(month);
      await expect(timeline.filter({ hasText: /^\d{4}-\d{2}/ })).toHaveCount(0);
      // The project's start date, at a glance.
      await expect(page.locator('main aside dd time[datetime="2020-02-03"]')).toHaveText(day);
    }
    // The patent's panel under the hero and its "At a glance" beside the body.
    await page.goto('/patents/neural-interface-2024');
    await expect(page.locator('main dd time[datetime="2022-03-14"]')).toHaveText(['Mar 14, 2022', 'Mar 14, 2022']);
    // A fact that is only a date ("2026-07-01" on the cookie policy); one with words stays as written.
    await page.goto('/de/cookies');
    await expect(page.locator('main aside dd time[datetime="2026-07-01"]')).toHaveText('01.07.2026');
  });
});

test.describe('tables and figures', () => {
  test('the media kit draws each logo version on its own background, whatever the theme', async ({ page }) => {
    await page.goto('/media-kit');
    const versions = page.getByTestId('logo-versions');
    await versions.scrollIntoViewIfNeeded();
    await expect(versions.getByRole('figure')).toHaveCount(3);
    const background = (tone: string) => versions.locator(`[data-tone="${tone}"]`).evaluate((panel) => getComputedStyle(panel).backgroundColor);
    const ink = (tone: string) => versions.locator(`[data-tone="${tone}"] > span > span`).evaluate((word) => getComputedStyle(word).color);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      // White surfaces for the color and ink versions, the night canvas for the white one, in both themes.
      expect({ scheme, color: await background('color'), ink: await background('ink'), white: await background('white') }).toEqual({ scheme, color: 'rgb(255, 255, 255)', ink: 'rgb(255, 255, 255)', white: 'rgb(7, 11, 20)' });
      expect({ scheme, word: await ink('color'), white: await ink('white') }).toEqual({ scheme, word: 'rgb(11, 18, 32)', white: 'rgb(255, 255, 255)' });
      expect({ scheme, violations: await axeViolations(page) }).toEqual({ scheme, violations: [] });
    }
  });

  test('on a phone a table\'s caption is read in full above the scrolling table, which it describes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/pricing', '/products/compare']) {
      await page.goto(path);
      const table = page.locator('main table[aria-describedby]').first();
      const caption = page.locator(`[id="${await table.getAttribute('aria-describedby')}"]`);
      await expect(caption).toBeVisible();
      const rect = await box(caption);
      expect({ path, right: rect.x + rect.width <= 390 }).toEqual({ path, right: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });

  test('figure grids leave no empty cells and card grids no lone card at the end of a row', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const path of ['/hubs/quantum', '/team', '/videos', '/about']) {
      await page.goto(path);
      // The figures (stats blocks) and the two-column card grids (features and links blocks).
      const grids = page.locator('main dl.grid, main ul[class*="nth-child(odd)]:col-span-2"]');
      expect({ path, grids: (await grids.count()) > 0 }).toEqual({ path, grids: true });
      const gaps = await grids.evaluateAll((lists) =>
        lists.flatMap((grid) => {
          const items = [...grid.children].map((child) => child.getBoundingClientRect());
          const last = items.at(-1);
          if (!last || items.length < 2) return [];
          // The last item's row must reach the grid's far edge (no empty track after it), whether
          // the last item stands alone at the start of its row or in a middle column.
          const outer = grid.getBoundingClientRect();
          return Math.abs(last.right - outer.right) > 2 ? [`${grid.className.slice(0, 60)}: ${items.length} items, the last ending ${Math.round(outer.right - last.right)} px short`] : [];
        }),
      );
      expect({ path, gaps }).toEqual({ path, gaps: [] });
    }
  });

  test('the home page\'s figures on a phone: the number above its label, the right column clear of the divider', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const figures = page.locator('main section dl').first().locator(':scope > div');
    for (const index of [0, 1]) {
      const figure = figures.nth(index);
      expect((await box(figure.locator('dd'))).y).toBeLessThan((await box(figure.locator('dt'))).y);
    }
    const right = figures.nth(1);
    const inset = (await box(right.locator('dt'))).x - (await box(right)).x;
    expect(inset).toBeGreaterThanOrEqual(16);
  });
});

test.describe('entry cards, headings and the breadcrumb', () => {
  test('entry card grids leave no card alone in their last row, at three columns and at two', async ({ page }) => {
    // Ten people, eight releases, two tagged posts, three related videos: a lone card in the last row
    // at 1280 or 800 px unless the grid closes its rows (card-grid, app/globals.css).
    for (const width of [1280, 800]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/team', '/newsroom', '/tag/error-correction', '/videos/orion-9-lab-tour']) {
        await page.goto(path);
        const grids = page.locator('main ul.card-grid');
        expect({ path, grids: (await grids.count()) > 0 }).toEqual({ path, grids: true });
        const short = await grids.evaluateAll((lists) =>
          lists.flatMap((list) => {
            const outer = list.getBoundingClientRect();
            const last = list.lastElementChild!.getBoundingClientRect();
            return Math.abs(last.right - outer.right) > 2 ? [`${list.children.length} cards, the last ending ${Math.round(outer.right - last.right)} px short`] : [];
          }),
        );
        expect({ path, width, short }).toEqual({ path, width, short: [] });
      }
    }
  });

  test('a card whose title link has the keyboard focus shows the focus ring around the whole card', async ({ page }) => {
    await page.goto('/blog');
    const link = page.locator('main ul.card-grid a.stretched-link').first();
    const card = page.locator('main ul.card-grid .card').first();
    const ring = () => card.evaluate((element) => [getComputedStyle(element).outlineStyle, getComputedStyle(element).outlineWidth, getComputedStyle(element).outlineOffset]);
    expect((await ring())[0]).toBe('none');
    await page.keyboard.press('Tab');
    await link.focus();
    expect(await link.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
    expect(await ring()).toEqual(['solid', '3px', '3px']);
    // Outside the card, whose overflow is hidden: nothing around it clips the ring either.
    const clipped = await card.evaluate((element) => {
      const box = element.getBoundingClientRect();
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflow === 'visible') continue;
        const outer = parent.getBoundingClientRect();
        if (box.left - 6 < outer.left || box.right + 6 > outer.right || box.top - 6 < outer.top) return parent.tagName;
      }
      return null;
    });
    expect(clipped).toBeNull();
  });

  test('on an Arabic page the arrows point backwards in the interface, and forwards in an English passage', async ({ page }) => {
    await page.goto('/ar/about');
    const turned = (selector: string) => page.locator(selector).evaluateAll((icons) => icons.map((icon) => getComputedStyle(icon).transform));
    const english = await turned('main [dir="ltr"] .flip-rtl');
    expect(english.length).toBeGreaterThan(0);
    expect(english.every((transform) => transform === 'matrix(1, 0, 0, 1, 0, 0)')).toBe(true);
    const chrome = await turned('nav[aria-label] .flip-rtl');
    expect(chrome.length).toBeGreaterThan(0);
    expect(chrome.every((transform) => transform.startsWith('matrix(-1'))).toBe(true);
    // An Arabic form inside the English page body: its arrows point backwards again (they pointed
    // forwards, excluded by the English ancestor).
    await page.goto('/ar/get-started');
    const form = page.getByTestId('get-started-form');
    await expect(form.locator('xpath=ancestor::*[@dir="ltr"]').first()).toBeAttached();
    const arrows = await form.locator('.flip-rtl').evaluateAll((icons) => icons.map((icon) => getComputedStyle(icon).transform));
    expect(arrows.length).toBeGreaterThan(0);
    expect(arrows.every((transform) => transform.startsWith('matrix(-1'))).toBe(true);
  });

  test('listings and related entries are headed like the other sections of their page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const sizes: Record<string, string> = {};
    for (const [path, names] of [
      ['/about', ['What we do']],
      ['/videos', ['What we film', 'All videos, newest first', 'Related pages']],
      ['/events', ['Kinds of event', 'Upcoming events', 'For organizers and press']],
      ['/careers', ['How we work', 'Open positions']],
      ['/team', ['Leadership principles', 'The people']],
      ['/blog', ['Who writes', 'All posts, newest first']],
      ['/tag/error-correction', ['Articles tagged Error correction']],
      ['/videos/orion-9-lab-tour', ['Transcript', 'Related']],
    ] as const) {
      await page.goto(path);
      for (const name of names) {
        sizes[`${path}: ${name}`] = await page.getByRole('heading', { level: 2, name, exact: true }).evaluate((heading) => getComputedStyle(heading).fontSize);
      }
    }
    expect(new Set(Object.values(sizes)).size, JSON.stringify(sizes, null, 1)).toBe(1);
  });

  test('a video\'s and a project\'s facts are headed At a glance, not with the page\'s title again', async ({ page }) => {
    for (const path of ['/videos/orion-9-lab-tour', '/projects/geothermal-compute-pilot']) {
      await page.goto(path);
      await expect(page.locator('main aside section').first()).toHaveAttribute('aria-label', 'At a glance');
    }
  });

  test('on a phone the breadcrumb is one line: the current page\'s name gives way, its ancestors stay whole', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/videos/orion-9-lab-tour', '/products/quantum', '/hubs/quantum']) {
      await page.goto(path);
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      const crumbs = await trail.locator('li').evaluateAll((items) =>
        items.map((item) => ({ top: Math.round(item.getBoundingClientRect().top), cut: [...item.querySelectorAll('a')].some((link) => link.scrollWidth > link.clientWidth) })),
      );
      expect({ path, lines: new Set(crumbs.map((crumb) => crumb.top)).size, ancestorsCut: crumbs.some((crumb) => crumb.cut) }).toEqual({ path, lines: 1, ancestorsCut: false });
      expect({ path, fits: await trail.evaluate((nav) => nav.scrollWidth <= nav.clientWidth) }).toEqual({ path, fits: true });
    }
  });

  test('on a phone a page without an aside goes straight on to its related entries, with no empty row between', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tag/error-correction');
    const article = await box(page.getByTestId('article-body'));
    const related = await box(page.locator('section[aria-labelledby="related-entries"]'));
    // Only the related section's own top margin (mt-14, the gap between any two blocks) between them.
    expect(Math.round(related.y - (article.y + article.height))).toBe(56);
  });
});

test.describe('the aside of long pages', () => {
  /** What stays in view: a page's "On this page" (its "At a glance" scrolls away), an article's whole aside. */
  const stickyPartOf = (page: Page, path: string) =>
    path.startsWith('/videos/') ? page.locator('main aside').first() : page.locator('main nav[aria-labelledby="on-this-page"]');

  test('stuck at 1024 px, it ends above the assistant\'s button, and what does not fit scrolls inside it', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    for (const path of ['/blog', '/about', '/videos/orion-9-lab-tour']) {
      await page.goto(path);
      const launcher = page.getByTestId('assistant-launcher');
      await expect(launcher).toBeVisible();
      const aside = stickyPartOf(page, path);
      expect({ path, position: await aside.evaluate((element) => getComputedStyle(element).position) }).toEqual({ path, position: 'sticky' });
      // 700 px into the columns, which on an index page (the blog) start under its listing.
      const start = await page.locator('main aside').first().evaluate((element) => element.getBoundingClientRect().top + scrollY);
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), start + 700);
      // Stuck under the header (7rem).
      await expect.poll(async () => Math.round((await box(aside)).y)).toBe(112);
      const button = await box(launcher);
      const found = await aside.evaluate((element) => {
        element.scrollTop = element.scrollHeight;
        const last = element.lastElementChild!.getBoundingClientRect();
        return { bottom: element.getBoundingClientRect().bottom, last: last.bottom };
      });
      expect({ path, clear: found.bottom <= button.y }).toEqual({ path, clear: true });
      // Its last box (the page's contents, a video's chapters) can be scrolled fully into view.
      expect({ path, reached: found.last <= found.bottom + 1 }).toEqual({ path, reached: true });
      // A tab stop exactly when it scrolls: a keyboard can scroll it then, and skips it otherwise.
      const scrolls = await aside.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
      expect({ path, tabStop: await aside.getAttribute('tabindex') }).toEqual({ path, tabStop: scrolls ? '0' : null });
    }
  });

  test.describe('before a cookie choice', () => {
    test.use({ consentDecided: false });

  test('at 1280 × 800, with the cookie banner still up, "On this page" shows its links, not just its heading, on pages with a tall aside', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of ['/blog', '/about', '/products/quantum-chip-v3', '/careers', '/team', '/demos']) {
      await page.goto(path);
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      const start = await page.locator('main aside').first().evaluate((element) => element.getBoundingClientRect().top + scrollY);
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), start + 1100);
      const contents = page.locator('main nav[aria-labelledby="on-this-page"]');
      await expect.poll(async () => Math.round((await box(contents)).y)).toBe(112);
      // Every link whose top is inside the box is wholly inside it, and at least four are (the
      // box was 29 px tall on /blog when the whole aside was sticky).
      const shown = await contents.evaluate((nav) => {
        const frame = nav.getBoundingClientRect();
        return [...nav.querySelectorAll('a')].filter((link) => {
          const rect = link.getBoundingClientRect();
          return rect.top >= frame.top && rect.bottom <= frame.bottom && rect.bottom <= window.innerHeight;
        }).length;
      });
      const links = await contents.locator('a').count();
      expect({ path, shown: shown >= Math.min(4, links) }).toEqual({ path, shown: true });
    }
  });
  });

  test('on a phone the aside is part of the page, which scrolls: no tab stop of its own', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/videos/orion-9-lab-tour');
    await expect(page.locator('main aside').first()).not.toHaveAttribute('tabindex');
  });
});

test('the not-found page\'s suggestions are cards of one height in a row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/no-such-page-here');
  const heights = await page.locator('section[aria-labelledby="helpful-links"] li > a').evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().height)));
  expect(heights.length).toBe(4);
  expect(new Set(heights).size).toBe(1);
});

test('on a phone the not-found search field shows its whole placeholder, in the longer languages too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, button] of [['/de/no-such-page', 'Suchen'], ['/ru/no-such-page', 'Поиск'], ['/no-such-page', 'Search']] as const) {
    await page.goto(path);
    const field = page.locator('#not-found-search');
    const room = await field.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return input.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd) - context.measureText(input.placeholder).width;
    });
    expect(room, path).toBeGreaterThanOrEqual(0);
    // The button is its icon alone there, named by its word.
    await expect(page.locator('main').getByRole('search').getByRole('button', { name: button, exact: true })).toBeVisible();
  }
});

test('an unknown blog, hub or product address gets the same not-found page as any other, header and all', async ({ page }) => {
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    for (const path of ['/no-such-page', '/blog/no-such-post', '/hubs/nope', '/products/nope']) {
      const response = await page.goto(path);
      expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      // The site header at every width; the blog and hub sections' own bar belongs to their pages only.
      await expect(page.locator('#site-header')).toBeVisible();
      await expect(page.getByTestId('section-header')).toHaveCount(0);
    }
  }
});

test('a client-side navigation to an unknown address loads the server\'s translated 404 page, which no other page carries in its payload', async ({ page }) => {
  await page.goto('/about');
  // No page but the catch-all carries the not-found page in its RSC payload (4.3 KB a page once).
  expect((await page.content()).includes('not-found-search')).toBe(false);
  const documents: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'document' && documents.push(new URL(request.url()).pathname)));
  for (const [path, title] of [['/blog/no-such-post', 'Page not found'], ['/de/no-such-page', 'Seite nicht gefunden']] as const) {
    await page.evaluate((target) => (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(target), path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(new URL(page.url()).pathname).toBe(path);
  }
  // Next.js's router meets the 404 status and loads each address as a document.
  expect(documents).toEqual(['/blog/no-such-post', '/de/no-such-page']);
});

test.describe('rhythm, reading order and wording of the content templates', () => {
  test('a full-width listing stands as far from the blocks around it as the reading column\'s blocks stand from each other', async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // The events follow the columns; an index page's listing leads them (the columns follow it).
      for (const [path, listing] of [
        ['/events', 'upcoming-events'],
        ['/videos', 'all-videos-newest-first'],
        ['/newsroom', 'releases-and-announcements-newest-first'],
        ['/glossary', 'all-terms-a-to-z'],
      ] as const) {
        await page.goto(path);
        const gaps = await page.evaluate((id) => {
          const rect = (element: Element) => element.getBoundingClientRect();
          const heading = document.getElementById(id)!;
          const section = heading.closest('section')!;
          // The columns (body and aside), and the body's own blocks.
          const columns = document.querySelector('main aside')!.parentElement!;
          const blocks = [...columns.querySelectorAll('h2')].slice(0, 2).map((title) => title.closest('section')!);
          const leads = Boolean(section.compareDocumentPosition(columns) & Node.DOCUMENT_POSITION_FOLLOWING);
          // The next block after the listing: the columns, or the section of the first heading that follows it.
          const nextTitle = [...document.querySelectorAll('main h2')].find((title) => section.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING && !section.contains(title));
          const next = leads ? columns : nextTitle?.closest('section');
          return {
            leads,
            body: Math.round(rect(blocks[1]!).top - rect(blocks[0]!).bottom),
            // A listing that leads follows the hero, as the columns do on other pages.
            before: leads ? null : Math.round(rect(section).top - rect(columns).bottom),
            headingInset: Math.round(rect(heading).top - rect(section).top),
            after: next ? Math.round(rect(next).top - rect(section).bottom) : null,
          };
        }, listing);
        expect({ path, width, ...gaps }).toEqual({ path, width, leads: path !== '/events', body: gaps.body, before: path === '/events' ? gaps.body : null, headingInset: 0, after: gaps.body });
      }
    }
  });

  test('on a phone a video\'s facts and chapters come before its transcript, in the page\'s order too; from 1024 px they stay in the sticky aside at the end side', async ({ page }) => {
    for (const path of ['/videos/orion-9-lab-tour', '/ar/videos/orion-9-lab-tour']) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const chapters = page.locator('main aside h2#chapters');
      const transcript = page.getByTestId('article-body').locator('h2').first();
      expect((await box(chapters)).y).toBeLessThan((await box(transcript)).y);
      expect(await chapters.evaluate((title, other) => Boolean(title.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING), await transcript.elementHandle())).toBe(true);
      // One aside, one of each heading id.
      await expect(page.locator('main aside')).toHaveCount(1);
      const ids = await page.locator('main [id]').evaluateAll((elements) => elements.map((element) => element.id));
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);

      await page.setViewportSize({ width: 1280, height: 900 });
      const aside = await box(page.locator('main aside'));
      const article = await box(page.getByTestId('article-body'));
      const rtl = path.startsWith('/ar/');
      expect({ path, endSide: rtl ? aside.x < article.x : aside.x > article.x, sameRow: Math.abs(aside.y - article.y) < 2 }).toEqual({ path, endSide: true, sameRow: true });
      expect(await page.locator('main aside').evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    }
  });

  test('a video\'s chapters lead to their place in the transcript, which is headed by chapter', async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/videos/orion-9-lab-tour');
      const transcript = page.getByTestId('article-body');
      await expect(transcript.getByRole('heading', { level: 3 })).toHaveCount(7);
      const chapter = page.locator('main aside').getByRole('link', { name: /09:50\s*The dilution refrigerator hall/ });
      await chapter.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#chapter-09-50$/);
      const heading = transcript.getByRole('heading', { level: 3, name: /The dilution refrigerator hall/ });
      await expect(heading).toBeInViewport();
      // Its first paragraph is the one that enters the hall; the header does not cover the heading.
      await expect(heading.locator('xpath=following-sibling::div/p[1]')).toContainText('Now the refrigerator hall.');
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(60);
    }
  });

  test('on a phone the investors\' tables keep short row labels on one line, fit where they can and scroll inside their box where they cannot', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/investors', '/ar/investors']) {
      await page.goto(path);
      const lines = await page.locator('[role="region"][aria-label="Funding history"] tbody th').evaluateAll((cells) =>
        cells.map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return [cell.textContent, new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size] as const;
        }),
      );
      expect(lines.length).toBe(5);
      expect({ path, wrapped: lines.filter(([, count]) => count > 1) }).toEqual({ path, wrapped: [] });
      const funding = page.locator('[role="region"][aria-label="Funding history"]');
      expect({ path, fits: await funding.evaluate((region) => region.scrollWidth <= region.clientWidth) }).toEqual({ path, fits: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // A box with nothing to scroll is no tab stop; one that scrolls is, so that a keyboard can scroll it.
      await expect(funding).not.toHaveAttribute('tabindex');
      await expect(page.locator('[role="region"][aria-label="Board of directors"]')).toHaveAttribute('tabindex', '0');

      // The board's three columns of sentences do not fit: the box scrolls, its end edge fading until the end.
      const board = page.locator('[role="region"][aria-label="Board of directors"]');
      await board.scrollIntoViewIfNeeded();
      expect(await board.evaluate((region) => region.scrollWidth > region.clientWidth)).toBe(true);
      const fade = () => board.evaluate((region) => getComputedStyle(region, '::after').opacity);
      await expect.poll(fade).toBe('1');
      await board.evaluate((region) => region.scrollBy({ left: getComputedStyle(region).direction === 'rtl' ? -region.scrollWidth : region.scrollWidth, behavior: 'instant' }));
      await expect.poll(fade).toBe('0');
    }
  });

  test('the glossary\'s terms are a section of their own, headed and listed in the page\'s contents, their letters under it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const [path, name, id] of [
      ['/glossary', 'All terms, A to Z', 'all-terms-a-to-z'],
      ['/de/glossary', 'All terms, A to Z', 'all-terms-a-to-z'],
      ['/glossary-index', 'Every term, A to Z', 'every-term-a-to-z'],
      ['/glossary-hub', 'The terms of each discipline', 'the-terms-of-each-discipline'],
    ] as const) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 2, name, exact: true });
      await expect(heading).toHaveAttribute('id', id);
      await expect(page.locator(`nav[aria-labelledby="on-this-page"] a[href="#${id}"]`)).toHaveCount(1);
      // Set like the page's other section headings; the letters (or disciplines) are headings under it.
      const sizes = await page.locator('main h2.section-title').evaluateAll((titles) => new Set(titles.map((title) => getComputedStyle(title).fontSize)).size);
      expect(sizes).toBe(1);
      await expect(page.locator(`section[aria-labelledby="${id}"] h2`)).toHaveCount(1);
      expect(await page.locator(`section[aria-labelledby="${id}"] h3`).count()).toBeGreaterThan(4);
    }
    await page.goto('/de/glossary');
    await expect(page.locator('#all-terms-a-to-z')).toHaveAttribute('lang', 'en');
  });

  test('fact boxes are headed At a glance, and no fact repeats the heading or another fact\'s label', async ({ page }) => {
    for (const path of ['/blog/logical-qubits-below-threshold', '/newsroom/reykjavik-data-hall-opens', '/team/mara-okafor', '/de/blog/logical-qubits-below-threshold']) {
      await page.goto(path);
      const boxes = await page.locator('main aside section:has(dl)').evaluateAll((sections) =>
        sections.map((section) => ({
          title: section.querySelector('h2')?.textContent?.trim(),
          labels: [...section.querySelectorAll('dt')].map((label) => label.textContent?.trim() ?? ''),
        })),
      );
      const title = path.startsWith('/de/') ? 'Auf einen Blick' : 'At a glance';
      expect({ path, titles: boxes.map((found) => found.title) }).toEqual({ path, titles: [title] });
      const labels = boxes[0]!.labels;
      expect({ path, repeated: labels.filter((label, index) => label === title || labels.indexOf(label) !== index) }).toEqual({ path, repeated: [] });
      expect(labels.length).toBeGreaterThan(1);
    }
  });

  test('from 1024 px the sticky aside fades at its bottom edge while there is more of it to scroll, and only then', async ({ page }) => {
    test.setTimeout(120_000);
    // A window low enough that the longest "On this page" (the terms', 14 entries) does not fit.
    await page.setViewportSize({ width: 1024, height: 600 });
    for (const motion of ['no-preference', 'reduce'] as const) {
      await page.emulateMedia({ reducedMotion: motion });
      await page.goto('/terms');
      await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
      // A page's sticky part is its "On this page" (its "At a glance" and feed scroll away above it).
      const aside = page.locator('main nav[aria-labelledby="on-this-page"]');
      expect(await aside.evaluate((element) => element.scrollHeight > element.clientHeight + 40)).toBe(true);
      const cue = () => aside.evaluate((element) => {
        const style = getComputedStyle(element, '::after');
        return style.content === 'none' ? 'none' : style.opacity;
      });
      await expect.poll(cue).toBe('1');
      // No fading in with reduced motion: the cue is there or not.
      const duration = await aside.evaluate((element) => parseFloat(getComputedStyle(element, '::after').transitionDuration));
      expect({ motion, instant: duration < 0.01 }).toEqual({ motion, instant: motion === 'reduce' });
      // The faded edge leaves the aside's text passing axe, in both themes.
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        expect({ motion, theme, violations: await axeViolations(page) }).toEqual({ motion, theme, violations: [] });
      }
      await aside.evaluate((element) => element.scrollTo({ top: element.scrollHeight, behavior: 'instant' }));
      await expect.poll(cue).toBe('0');
    }
    // An aside that fits shows none.
    await page.goto('/newsroom/reykjavik-data-hall-opens');
    const aside = page.locator('main aside').first();
    expect(await aside.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
    expect(await aside.evaluate((element) => getComputedStyle(element, '::after').opacity)).toBe('0');
  });

  for (const path of ['/events', '/videos/orion-9-lab-tour', '/investors', '/glossary-index', '/blog/logical-qubits-below-threshold', '/newsroom/reykjavik-data-hall-opens', '/ar/investors']) {
    test(`axe finds nothing on ${path} at 390 and 1280 px, light and dark`, async ({ page }) => {
      test.setTimeout(120_000);
      const found: string[] = [];
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const theme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: theme });
          await page.goto(path);
          await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
          for (const violation of await axeViolations(page)) found.push(`${width} ${theme}: ${violation}`);
        }
      }
      expect(found).toEqual([]);
    });
  }
});
