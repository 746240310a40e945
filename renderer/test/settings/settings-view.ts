import type { SettingsView } from '../../../common/contract/index';

/** The settings as a fake core answers them: the defaults, English, cashier PINs off. */
export const SETTINGS_VIEW: SettingsView = {
  platform: { url: null, user: 'demo', passwordSet: true },
  limits: {
    perHoldCents: 100_000,
    perGuestCents: 200_000,
    terminalCents: 2_000_000,
    maxBalanceAgeHours: 4,
    creditQueueCount: 500,
    balanceSharePercent: 50,
  },
  scanner: {} as SettingsView['scanner'],
  readers: { readers: [], byUsage: ['barcode', 'msr'] },
  language: 'en',
  purgeDays: 30,
  touchKeyboard: 'auto',
  guestIdleClose: '1min',
  cashierPins: false,
  billRules: {},
  displayLanguage: 'cashier',
  updateFeedUrl: null,
  moneyGuards: {
    goodwillPerShiftCents: 0,
    awardsPerGuestPerShift: 3,
    billWithoutManagerCents: 3_000_000,
    phonePaysWithPin: true,
  },
  printer: { address: null, paper: 58, codePage: 'cp866', autoPrint: true },
};
