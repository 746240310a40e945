import { dictionary } from '../dictionary';

/** A guest's consent on the guest card (issue 43): its state, and its withdrawal. */
export const guestConsentStrings = dictionary({
  en: {
    stateNoMarketing: 'no advertising',
    stateWithdrawn: 'consent withdrawn',
    withdraw: 'Consent…',
    withdrawTitle: 'The guest withdraws consent',
    withdrawHint: 'Record what the guest takes back. It is kept with the time.',
    withdrawMarketing: 'Advertising messages only',
    withdrawAll: 'All consent to the processing of personal data',
    withdrawn: 'Recorded.',
    cancel: 'Cancel',
  },
  ru: {
    stateNoMarketing: 'без рассылок',
    stateWithdrawn: 'согласие отозвано',
    withdraw: 'Согласие…',
    withdrawTitle: 'Гость отзывает согласие',
    withdrawHint: 'Отметьте, что гость отзывает. Отзыв сохраняется со временем.',
    withdrawMarketing: 'Только рекламные рассылки',
    withdrawAll: 'Всё согласие на обработку персональных данных',
    withdrawn: 'Записано.',
    cancel: 'Отмена',
  },
});
