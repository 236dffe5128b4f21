import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '@/lib/i18n/locales';

type Messages = { Common: { back: string; goBack: string }; Shell: { updateNow: string; refreshNow: string } };
const load = (locale: string) => JSON.parse(readFileSync(join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Messages;

describe.each(locales)('shell messages in %s', (locale) => {
  const messages = load(locale);

  it("the Back button's name (Common.goBack) contains its visible label (Common.back): WCAG 2.5.3", () => {
    expect(messages.Common.goBack.toLocaleLowerCase(locale)).toContain(messages.Common.back.toLocaleLowerCase(locale));
  });

  it('Update Now and Refresh Now are different words for different actions', () => {
    expect(messages.Shell.updateNow).not.toBe(messages.Shell.refreshNow);
  });
});
