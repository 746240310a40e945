import { dictionary } from '../dictionary';

/** The shift in the status bar: its own words, so the first chunk holds not the shift screen's. */
export const shiftStatusStrings = dictionary({
  en: {
    open: (id: string) => `Shift ${id}`,
    none: 'No shift',
    label: 'Open the shift screen',
    openedAutomatically: 'opened by the terminal with the first operation',
  },
  ru: {
    open: (id: string) => `Смена ${id}`,
    none: 'Смена не открыта',
    label: 'Открыть экран смены',
    openedAutomatically: 'открыта терминалом с первой операцией',
  },
});
