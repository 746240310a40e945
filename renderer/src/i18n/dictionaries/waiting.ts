import { dictionary } from '../dictionary';

/** The pay and award dialog while the loyalty server has not answered yet. */
export const waitingStrings = dictionary({
  en: {
    waiting: (elapsed: string) => `Waiting for the loyalty server's answer: ${elapsed} s`,
    limit: (limit: string) => `at most ${limit} s, then the operation waits in the queue`,
  },
  ru: {
    waiting: (elapsed: string) => `Ждём ответа сервера лояльности: ${elapsed} с`,
    limit: (limit: string) => `не дольше ${limit} с, затем операция ждёт в очереди`,
  },
});
