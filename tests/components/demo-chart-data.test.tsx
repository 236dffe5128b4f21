import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import AetherionDemo from '@/components/demos/aetherion';
import AthenaClinicalDemo from '@/components/demos/athena-clinical';
import HeraosDemo from '@/components/demos/heraos';
import PhantomDemo from '@/components/demos/phantom';
import DesignLoopDemo from '@/components/demos/design-loop';

const inLocale = (locale: 'en' | 'de', ui: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale={locale} messages={{ Demos: (locale === 'de' ? de : en).Demos }}>
      {ui}
    </NextIntlClientProvider>,
  );

// The accessibility statement promises each chart's figures as a table: these five demos drew
// charts with no table of their own.
describe('chart data tables in the demos', () => {
  it.each([
    ['Aetherion', <AetherionDemo key="a" />, 1],
    ['Athena Clinical', <AthenaClinicalDemo key="b" />, 1],
    ['HeraOS', <HeraosDemo key="c" />, 1],
    ['Phantom', <PhantomDemo key="d" />, 2],
    ['design loop', <DesignLoopDemo key="e" />, 2],
  ])('%s folds its charts\' figures under them, captioned with the chart\'s title', async (name, demo, charts) => {
    inLocale('en', demo);
    if (name === 'design loop') {
      // Before its first round only the starting sequence is there: the hits chart has nothing to
      // tabulate, and offers no empty table until a round has run.
      expect(screen.queryAllByTestId('chart-data')).toHaveLength(1);
      await userEvent.click(screen.getByRole('button', { name: 'Step' }));
      await waitFor(() => expect(screen.getAllByTestId('chart-data')).toHaveLength(2));
    }
    const folds = screen.getAllByTestId('chart-data');
    expect(folds).toHaveLength(charts);
    for (const fold of folds) {
      expect(fold.tagName).toBe('DETAILS');
      const title = fold.closest('figure')?.querySelector('svg[role="img"]')?.getAttribute('aria-label');
      await userEvent.click(within(fold).getByText('Data table'));
      const table = within(fold).getByRole('table');
      expect(table).toHaveAccessibleName(title ?? 'missing');
      expect(within(table).getAllByRole('columnheader').length).toBeGreaterThanOrEqual(2);
      expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    }
  });

  it('names the fold in the visitor\'s language and says when a long run is sampled', async () => {
    inLocale('de', <AetherionDemo />);
    const fold = screen.getByTestId('chart-data');
    expect(within(fold).getByText('Datentabelle')).toHaveAttribute('lang', 'de');
    await userEvent.selectOptions(screen.getByLabelText('Memory experiment length'), '1000');
    expect(within(fold).getByText('40 of 1,000 rows, evenly spaced, the first and last included.')).toBeInTheDocument();
    expect(within(within(fold).getByRole('table')).getAllByRole('row')).toHaveLength(41);
  });
});
