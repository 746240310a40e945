import { dictionary } from '../dictionary';

/** Settings' section for the guest's display: where it goes and which language it speaks. */
export const displaySettingsStrings = dictionary({
  en: {
    section: 'Guest display',
    where: 'Where the guest display goes',
    auto: 'Automatically: the first display other than the cashier’s',
    none: 'No guest display',
    displayName: (position: number) => `Display ${position}`,
    size: (width: number, height: number) => `${width} × ${height}`,
    cashiersDisplay: 'the cashier’s display',
    showingOn: (display: string) => `The guest display is on ${display} now.`,
    showingNowhere: 'No guest display is shown now.',
    browserPage:
      'The guest display is a page opened in a second window, on a second screen if there is one. Its address:',
    open: 'Open',
    nothingToChoose: 'This terminal has no guest display to place.',
    language: 'Guest display language',
    languageHint: 'The language the guest reads on their display.',
    asCashier: 'Same as the cashier’s',
  },
  ru: {
    section: 'Экран гостя',
    where: 'Где показывать экран гостя',
    auto: 'Автоматически: первый дисплей, кроме дисплея кассира',
    none: 'Не показывать экран гостя',
    displayName: (position: number) => `Дисплей ${position}`,
    size: (width: number, height: number) => `${width} × ${height}`,
    cashiersDisplay: 'дисплей кассира',
    showingOn: (display: string) => `Сейчас экран гостя на дисплее «${display}».`,
    showingNowhere: 'Сейчас экран гостя не показан.',
    browserPage:
      'Экран гостя — это страница, открытая во втором окне, на втором мониторе, если он есть. Её адрес:',
    open: 'Открыть',
    nothingToChoose: 'У этого терминала нет экрана гостя, который можно разместить.',
    language: 'Язык экрана гостя',
    languageHint: 'Язык, на котором гость читает свой экран.',
    asCashier: 'Как у кассира',
  },
});
