/**
 * The core's message for each error code of the contract, in Russian and English: a dictionary,
 * one entry per code, kept whole (the mapped type makes it exhaustive, so a new code without its
 * words fails the type check); that is why it runs past 300 lines. errors.ts builds the values.
 */
import {
  CORE_UNREACHABLE,
  type ErrorCode,
  type ErrorDetails,
  type IdentityMismatch,
  type Message,
} from '../../common/contract/index';
import { formatMoney } from '../../common/platform/money';

/** What a code's message names: exactly the details it carries on the wire (amounts in hundredths). */
export type ParamsOf<C extends ErrorCode> = ErrorDetails<C>;
/** The params a code takes: none when it has no details. */
export type ParamsArg<C extends ErrorCode> = ParamsOf<C> extends undefined ? [] : [ParamsOf<C>];

const QUARANTINE_REASONS: Record<IdentityMismatch, Message> = {
  notFromThisMachine: {
    ru: 'Папка данных терминала скопирована с другого компьютера или из другой папки',
    en: "The terminal's data folder was copied from another machine or folder",
  },
  otherTerminal: {
    ru: 'В папке данных лежит база другого терминала',
    en: "The data folder holds another terminal's database",
  },
  olderCopy: {
    ru: 'Папка данных восстановлена из резервной копии',
    en: 'The data folder was restored from a backup',
  },
  databaseReplaced: {
    ru: 'База терминала очищена или заменена',
    en: "The terminal's database was emptied or replaced",
  },
};

/** An ISO moment as the till's local time of day (`14:05`). */
function localTime(iso: string, language: 'ru' | 'en'): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return at.toLocaleTimeString(language === 'ru' ? 'ru-RU' : 'en-GB', { hour: '2-digit', minute: '2-digit' });
}

/** A local `2026-11-26 09:12` as a cashier reads it: «26.11.2026 в 09:12», "26/11/2026 at 09:12". */
function localMoment(text: string, language: 'ru' | 'en'): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2})$/.exec(text);
  if (!parts) return text;
  const [, year, month, day, time] = parts;
  return language === 'ru' ? `${day}.${month}.${year} в ${time}` : `${day}/${month}/${year} at ${time}`;
}

/** Each code's words, made from the details it carries. */
export const CATALOGUE: { [C in ErrorCode]: (p: ParamsOf<C>) => Message } = {
  invalidInput: (p) => ({
    ru: `Неверные данные (${p.field}): ${p.problem}`,
    en: `Invalid input (${p.field}): ${p.problem}`,
  }),
  unknownCommand: (p) => ({ ru: `Неизвестная команда ${p.command}`, en: `Unknown command ${p.command}` }),
  notFound: () => ({ ru: 'Не найдено', en: 'Not found' }),
  unauthorized: () => ({ ru: 'Нет доступа: неверный ключ сеанса', en: 'Access denied: bad session secret' }),
  forbiddenOrigin: () => ({
    ru: 'Запрос с чужой страницы отклонён',
    en: 'Request from a foreign page refused',
  }),
  payloadTooLarge: () => ({ ru: 'Слишком большой запрос', en: 'Request too large' }),
  internalError: () => ({
    ru: 'Внутренняя ошибка терминала. Повторите действие',
    en: 'Internal terminal error. Please try again',
  }),
  coreUnreachable: () => CORE_UNREACHABLE.message,
  platformUnavailable: () => ({
    ru: 'Нет связи с сервером лояльности',
    en: 'The loyalty server cannot be reached',
  }),
  platformAuthFailed: () => ({
    ru: 'Сервер лояльности отклонил логин или пароль терминала',
    en: "The loyalty server refused the terminal's user or password",
  }),
  platformInvalidAnswer: () => ({
    ru: 'Сервер лояльности ответил, но его ответ не удалось прочитать. Сообщите администратору',
    en: 'The loyalty server answered, but its answer could not be read. Tell the administrator',
  }),
  platformError: () => ({
    ru: 'Сервер лояльности ответил ошибкой. Повторите позже',
    en: 'The loyalty server answered with an error. Try again later',
  }),
  platformRefused: () => ({
    ru: 'Сервер лояльности отклонил операцию',
    en: 'The loyalty server refused the operation',
  }),
  tokenNotFound: () => ({ ru: 'Карта не найдена', en: 'Card not found' }),
  tokenExpired: () => ({ ru: 'Срок действия карты истёк', en: 'The card has expired' }),
  insufficientFunds: () => ({
    ru: 'Недостаточно бонусов на бонусном счёте',
    en: 'Not enough bonuses on the account',
  }),
  accountNotFound: () => ({
    ru: 'У гостя нет такого бонусного счёта',
    en: 'The guest has no such bonus account',
  }),
  alreadyReversed: () => ({ ru: 'Операция уже отменена', en: 'The operation is already reversed' }),
  notInCache: () => ({
    ru: 'Нет связи с сервером лояльности, а гостя нет в памяти терминала',
    en: 'No connection, and the guest is not in the terminal’s memory',
  }),
  tokenRefUnknown: () => ({ ru: 'Проведите карту ещё раз', en: 'Scan the card again' }),
  cardReassigned: () => ({
    ru: 'Эта карта теперь принадлежит другому гостю',
    en: 'This card now belongs to another guest',
  }),
  guestBlocked: () => ({
    ru: 'Гость заблокирован: списание и начисление бонусов запрещены',
    en: 'The guest is blocked: bonuses cannot be paid or awarded',
  }),
  depositAccount: () => ({
    ru: 'Это депозит: оплата бонусами и начисление бонусов по нему не проводятся',
    en: 'This is a deposit: bonuses are not paid from or awarded to it',
  }),
  accountUnreadable: () => ({
    ru: 'Сервер лояльности прислал этот бонусный счёт в непонятном терминалу виде: операции по нему недоступны',
    en: 'The loyalty server sent this account in a form the terminal cannot read: no operations on it',
  }),
  holdNotFound: () => ({ ru: 'Операция не найдена', en: 'Operation not found' }),
  holdStateConflict: (p) => ({
    ru: `Действие недоступно для операции в состоянии «${p.state}»`,
    en: `Not possible for an operation in state "${p.state}"`,
  }),
  cardRequired: () => ({
    ru: 'Для отмены приложите карту гостя',
    en: "Scan the guest's card to reverse this operation",
  }),
  cardMismatch: () => ({
    ru: 'Это не та карта, с которой провели операцию',
    en: 'This is not the card the hold was made with',
  }),
  holdOutcomeUnknown: () => ({
    ru: 'Неизвестно, провёл ли сервер лояльности эту операцию. Удалить её может только менеджер',
    en: 'It is not known whether the loyalty server applied this operation. Only a manager can discard it',
  }),
  holdUncertain: () => ({
    ru: 'Ответ сервера лояльности потерян, операция проверяется. Не принимайте оплату другим способом, пока она не завершится',
    en: 'The loyalty server’s answer was lost and the operation is being checked. Do not take payment another way until it settles',
  }),
  reversalPending: () => ({
    ru: 'Операция уже отменяется: дождитесь результата отмены',
    en: 'The operation is being reversed: wait for the reversal to settle',
  }),
  offlineLimitPerHold: (p) => ({
    ru: `Без связи можно списать не больше ${formatMoney(p.limitCents, 'ru')} за раз (запрошено ${formatMoney(p.amountCents, 'ru')})`,
    en: `Offline, at most ${formatMoney(p.limitCents, 'en')} per operation (asked ${formatMoney(p.amountCents, 'en')})`,
  }),
  offlineLimitPerGuest: (p) => ({
    ru: `Без связи лимит гостя ${formatMoney(p.limitCents, 'ru')}: уже в очереди ${formatMoney(p.pendingCents, 'ru')}, запрошено ${formatMoney(p.amountCents, 'ru')}`,
    en: `Offline guest limit ${formatMoney(p.limitCents, 'en')}: ${formatMoney(p.pendingCents, 'en')} already queued, asked ${formatMoney(p.amountCents, 'en')}`,
  }),
  offlineLimitTerminal: (p) => ({
    ru: `Без связи лимит терминала ${formatMoney(p.limitCents, 'ru')}: уже в очереди ${formatMoney(p.pendingCents, 'ru')}, запрошено ${formatMoney(p.amountCents, 'ru')}`,
    en: `Offline terminal limit ${formatMoney(p.limitCents, 'en')}: ${formatMoney(p.pendingCents, 'en')} already queued, asked ${formatMoney(p.amountCents, 'en')}`,
  }),
  offlineBalanceStale: (p) => ({
    ru: `Без связи списание невозможно: баланс гостя устарел (${p.ageHours} ч, допускается ${p.maxHours} ч)`,
    en: `Offline debit refused: the guest's balance is ${p.ageHours} h old (at most ${p.maxHours} h allowed)`,
  }),
  offlineBalanceUnknown: () => ({
    ru: 'Без связи списание невозможно: баланс гостя неизвестен',
    en: "Offline debit refused: the guest's balance is not known",
  }),
  offlineBalanceInsufficient: (p) => ({
    ru: `Без связи можно списать не больше ${formatMoney(p.availableCents, 'ru')} (запрошено ${formatMoney(p.amountCents, 'ru')})`,
    en: `Offline, at most ${formatMoney(p.availableCents, 'en')} can be debited (asked ${formatMoney(p.amountCents, 'en')})`,
  }),
  offlineCreditQueueFull: (p) => ({
    ru: `Без связи очередь начислений заполнена (${p.count} операций)`,
    en: `Offline credit queue is full (${p.count} operations)`,
  }),
  diskFull: () => ({
    ru: 'Диск терминала заполнен: операция не сохранена. Освободите место на диске или позовите администратора, затем повторите',
    en: "The terminal's disk is full: the hold was not saved. Free some disk space or call IT, then try again",
  }),
  settingsFileInvalid: (p) => ({
    ru: `Файл настроек повреждён, действуют настройки по умолчанию (${p.problem})`,
    en: `Settings file is invalid, defaults are in use (${p.problem})`,
  }),
  embeddedPlatformFailed: (p) => ({
    ru: `Встроенный сервер лояльности не запустился (${p.problem}): терминал работает без связи. Перезапустите терминал или позовите администратора`,
    en: `The embedded loyalty server did not start (${p.problem}): the terminal works offline. Restart the terminal or call IT`,
  }),
  secretStoreFailed: () => ({
    ru: 'Не удалось прочитать или сохранить пароль',
    en: 'The password could not be read or stored',
  }),
  terminalQuarantined: (p) => {
    const why = QUARANTINE_REASONS[p.reason];
    return {
      ru: `${why.ru}: ожидающие операции (${p.holds}) сначала сверяются с историей сервера лояльности, и только потом отправляются`,
      en: `${why.en}: its waiting holds (${p.holds}) are checked against the loyalty server's history before anything is sent`,
    };
  },
  holdsMayBeLost: (p) => ({
    ru: `В базе терминала нет принятых им операций (${p.count}), возможно, они потеряны. Проверьте их на сервере лояльности: ${p.holds}`,
    en: `The terminal's database lacks holds it had accepted (${p.count}); they may be lost. Check them on the loyalty server: ${p.holds}`,
  }),
  grantRequired: (p) => ({
    ru: `Нужен ПИН-код менеджера (${p.command})`,
    en: `A manager's PIN is needed (${p.command})`,
  }),
  grantExpired: () => ({
    ru: 'Разрешение менеджера истекло. Введите ПИН-код снова',
    en: "The manager's permission has expired. Enter the PIN again",
  }),
  grantUsed: () => ({
    ru: 'Разрешение менеджера уже использовано. Введите ПИН-код снова',
    en: "The manager's permission was already used. Enter the PIN again",
  }),
  grantUnknown: () => ({
    ru: 'Разрешение менеджера не найдено или отозвано. Введите ПИН-код снова',
    en: "The manager's permission is unknown or was revoked. Enter the PIN again",
  }),
  grantOtherLaunch: () => ({
    ru: 'Разрешение выдано до перезапуска терминала. Введите ПИН-код снова',
    en: 'The permission was given before the terminal restarted. Enter the PIN again',
  }),
  pinInvalid: (p) => ({
    ru: p.min === p.max ? `ПИН-код: ${p.min} цифр` : `ПИН-код: от ${p.min} до ${p.max} цифр`,
    en: p.min === p.max ? `The PIN is ${p.min} digits` : `The PIN is ${p.min} to ${p.max} digits`,
  }),
  pinWrong: (p) => ({
    ru:
      p.waitSeconds > 0 ? `Неверный ПИН-код. Следующая попытка через ${p.waitSeconds} с` : 'Неверный ПИН-код',
    en: p.waitSeconds > 0 ? `Wrong PIN. Next try in ${p.waitSeconds} s` : 'Wrong PIN',
  }),
  pinLocked: (p) => ({
    ru: `Слишком много неверных ПИН-кодов. Ввод закрыт на ${p.waitSeconds} с`,
    en: `Too many wrong PINs. PIN entry is locked for ${p.waitSeconds} s`,
  }),
  pinTaken: () => ({
    ru: 'Такой ПИН-код уже есть у другого менеджера или кассира',
    en: 'Another manager or cashier already has this PIN',
  }),
  managerExists: () => ({
    ru: 'Менеджер уже создан: новых добавляет менеджер',
    en: 'A manager exists already: new ones are added by a manager',
  }),
  cashierRequired: () => ({
    ru: 'Кассир не вошёл: войдите своим ПИН-кодом',
    en: 'No cashier is signed in: sign in with your PIN',
  }),
  cashierNotFound: () => ({
    ru: 'Такого кассира нет',
    en: 'There is no such cashier',
  }),
  journalFailed: () => ({
    ru: 'Журнал не удалось прочитать или записать',
    en: 'The journal could not be read or written',
  }),
  guestNotBlocked: () => ({
    ru: 'Гость не заблокирован: разрешение менеджера не нужно',
    en: "The guest is not blocked: no manager's allowance is needed",
  }),
  quitNotAsked: () => ({
    ru: 'Терминал не просил разрешения выйти: разрешать нечего',
    en: 'The terminal did not ask to quit: there is nothing to approve',
  }),
  attributionNotNeeded: () => ({
    ru: 'Операция больше не ждёт выбора: её уже решили или она не из таких',
    en: 'The operation no longer waits for a choice: it was settled, or it is not such a case',
  }),
  attributionNotCandidate: () => ({
    ru: 'Этой транзакции нет среди найденных в истории бонусного счёта для этой операции',
    en: "This transaction is not among those the account's history showed for this operation",
  }),
  attributionMismatch: (p) => {
    const what = {
      account: { ru: 'другого бонусного счёта', en: 'another account' },
      type: { ru: 'другого типа', en: 'another type' },
      amount: { ru: 'на другую сумму', en: 'another amount' },
    }[p.what];
    return {
      ru: `Транзакция ${what.ru}, чем операция: она не может быть этой операцией`,
      en: `The transaction is of ${what.en} than the operation: it cannot be this operation`,
    };
  },
  attributionTaken: () => ({
    ru: 'Эта транзакция уже записана за другой операцией терминала',
    en: "This transaction already belongs to another of the terminal's operations",
  }),
  billPayOverTotal: (p) => ({
    ru: `Оплата бонусами (${formatMoney(p.amountCents, 'ru')}) больше суммы счёта (${formatMoney(p.limitCents, 'ru')})`,
    en: `The payment with bonuses (${formatMoney(p.amountCents, 'en')}) is more than the bill (${formatMoney(p.limitCents, 'en')})`,
  }),
  billPayOverShare: (p) => ({
    ru: `Бонусами можно оплатить не больше ${formatMoney(p.limitCents, 'ru')} этого счёта по правилам заведения`,
    en: `The venue's rules let at most ${formatMoney(p.limitCents, 'en')} of this bill be paid with bonuses`,
  }),
  awardOverRule: (p) => ({
    ru: `По правилам заведения за этот счёт начисляется не больше ${formatMoney(p.limitCents, 'ru')}`,
    en: `The venue's rules award at most ${formatMoney(p.limitCents, 'en')} for this bill`,
  }),
  awardNeedsRule: () => ({
    ru: 'Для этого счёта в правилах заведения нет начисления за счёт: начислить может только менеджер',
    en: 'The venue has no bill rule for this account: only a manager may award on a bill',
  }),
  goodwillOverAllowance: (p) =>
    p.limitCents === 0
      ? {
          ru: 'Начислить бонусы без счёта может только менеджер',
          en: 'Only a manager may award bonuses without a bill',
        }
      : {
          ru: `Без счёта кассир может начислить за смену не больше ${formatMoney(p.limitCents, 'ru')} (уже ${formatMoney(p.pendingCents, 'ru')}): нужен менеджер`,
          en: `A cashier may award at most ${formatMoney(p.limitCents, 'en')} without a bill in a shift (${formatMoney(p.pendingCents, 'en')} so far): a manager is needed`,
        },
  guestAwardedTooOften: (p) => ({
    ru: `Гостю уже начислено за ${p.count} счета в этой смене (без менеджера не больше ${p.limit})`,
    en: `The guest was awarded on ${p.count} bills in this shift already (at most ${p.limit} without a manager)`,
  }),
  billAlreadySettled: (p) => ({
    ru: `Этот счёт уже проведён сегодня в ${localTime(p.at, 'ru')} (${p.by}): повторно только с менеджером`,
    en: `This bill was settled today at ${localTime(p.at, 'en')} (${p.by}): again only with a manager`,
  }),
  billNeedsManager: (p) => ({
    ru: `Счёт больше ${formatMoney(p.limitCents, 'ru')}: нужен менеджер`,
    en: `The bill is over ${formatMoney(p.limitCents, 'en')}: a manager is needed`,
  }),
  guestProofRequired: (p) => ({
    ru: p.byGuest
      ? 'Карта гостя не считана: гость вводит свой ПИН-код или показывает QR, или нужен менеджер'
      : 'Карта гостя не считана, а подтвердить гостя сейчас нельзя: нужен менеджер',
    en: p.byGuest
      ? "The guest's card was not read: the guest types their PIN or shows their QR, or a manager is needed"
      : "The guest's card was not read and the guest cannot prove it now: a manager is needed",
  }),
  guestProofMismatch: () => ({
    ru: 'ПИН-код или QR не этого гостя',
    en: "The PIN or QR is not this guest's",
  }),
  grantOtherAction: () => ({
    ru: 'Разрешение менеджера дано на другое действие',
    en: "The manager's grant was given for another action",
  }),
  consentRequired: () => ({
    ru: 'Нет согласия гостя на обработку персональных данных: гость не создан',
    en: "No guest's consent to the processing of personal data: the guest was not created",
  }),
  consentNotGiven: () => ({
    ru: 'Гость не нажал «Согласен» на экране гостя (или выбрал иначе): покажите текст согласия снова',
    en: 'The guest did not press "I agree" on the guest display (or chose otherwise): show the consent again',
  }),
  consentTextUnknown: () => ({
    ru: 'Такой версии текста согласия нет на этом терминале',
    en: 'This terminal has no such version of the consent text',
  }),
  shiftNotOpen: () => ({ ru: 'Смена не открыта', en: 'No shift is open' }),
  shiftAlreadyOpen: () => ({ ru: 'Смена уже открыта', en: 'A shift is open already' }),
  shiftNotFound: () => ({ ru: 'Такой смены нет', en: 'There is no such shift' }),
  shiftStillOpen: () => ({
    ru: 'Смена ещё открыта: Z-отчёт будет при закрытии',
    en: 'The shift is still open: its Z report comes at close',
  }),
  shiftHoldsWait: (p) => ({
    ru: `Операции смены ещё ждут (${p.count}: в очереди ${p.queued}, с неизвестным исходом ${p.unknown}, отклонено ${p.refused}). Закрыть смену с ними может менеджер`,
    en: `Operations of the shift still wait (${p.count}: queued ${p.queued}, outcome unknown ${p.unknown}, refused ${p.refused}). A manager may close the shift with them`,
  }),
  shiftOpenSinceEarlierDay: (p) => ({
    ru: `Смена ${p.shift} открыта ${localMoment(p.openedAt, 'ru')} и не закрыта: закройте её или продолжите`,
    en: `Shift ${p.shift} was opened ${localMoment(p.openedAt, 'en')} and is still open: close it or carry on`,
  }),
  shiftOpenBeforeRestart: (p) => ({
    ru: `Смена ${p.shift} открыта ${localMoment(p.openedAt, 'ru')}, до перезапуска терминала: закройте её или продолжите`,
    en: `Shift ${p.shift} was opened ${localMoment(p.openedAt, 'en')}, before the terminal restarted: close it or carry on`,
  }),
};
