import { dictionary } from '../dictionary';

/** What a guest can spend at this till, and why it is less than the platform's figure. */
export const spendableStrings = dictionary({
  en: {
    /** Beside "Available": the platform's figure less this till's waiting debits (formatted amounts). */
    lessQueued: (platform: string, queued: string) => `${platform} − ${queued} in the queue`,
    /** The pay dialog's maximum when the offline limits make it smaller than what is available. */
    offlineMaximum: (amount: string) => `at most ${amount} within the offline limits`,
    overOfflineMaximum: (amount: string) => `More than the offline limits allow now (${amount}).`,
  },
  ru: {
    lessQueued: (platform: string, queued: string) => `${platform} − ${queued} в очереди`,
    offlineMaximum: (amount: string) => `не больше ${amount} по лимитам без связи`,
    overOfflineMaximum: (amount: string) => `Больше, чем позволяют лимиты без связи (${amount}).`,
  },
});
