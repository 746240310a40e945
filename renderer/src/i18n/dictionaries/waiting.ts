import { dictionary } from '../dictionary';

/** The pay and award dialog while the platform has not answered yet. */
export const waitingStrings = dictionary({
  en: {
    waiting: (elapsed: string) => `Waiting for the platform's answer: ${elapsed} s`,
    limit: (limit: string) => `at most ${limit} s, then the operation waits in the queue`,
  },
  ru: {
    waiting: (elapsed: string) => `Ждём ответа платформы: ${elapsed} с`,
    limit: (limit: string) => `не дольше ${limit} с, затем операция ждёт в очереди`,
  },
});
