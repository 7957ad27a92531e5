// The header's Scenario picker: the lesson it shows is named whole, not cut to an ellipsis.
import type { Page } from './fixtures';

/**
 * Every lesson title the picker would show cut at the page's present size, or the header
 * scrolled sideways to show it: each option is shown in turn (the DOM only, nothing loads),
 * its width held against the width it takes with no cap.
 */
export function cutPickerTitles(page: Page): Promise<string[]> {
  return page.getByTestId('preset-picker').evaluate((element) => {
    const select = element as HTMLSelectElement;
    const header = select.closest('header')!;
    const was = select.value;
    const cut: string[] = [];
    for (const option of Array.from(select.options)) {
      select.value = option.value;
      const shown = select.getBoundingClientRect().width;
      select.style.maxWidth = 'none';
      const whole = select.getBoundingClientRect().width;
      select.style.maxWidth = '';
      if (whole > shown + 0.5)
        cut.push(`${option.text}: ${Math.round(shown)} of ${Math.round(whole)} px`);
      else if (header.scrollWidth > header.clientWidth)
        cut.push(
          `${option.text}: the header scrolls ${header.scrollWidth - header.clientWidth} px`,
        );
    }
    select.value = was;
    return cut;
  });
}
