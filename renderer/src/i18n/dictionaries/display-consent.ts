import { dictionary } from '../dictionary';

/** The guest's display asking a new guest for their consent (issue 43). */
export const displayConsentStrings = dictionary({
  en: {
    heading: (firstName: string) => `${firstName}, please read the consent`,
    headingNoName: 'Please read the consent',
    text: 'Consent text',
    marketing: 'I also agree to receive advertising messages',
    agree: 'I agree',
    recorded: 'Thank you: the cashier has your consent',
    atTill: 'Please tell the cashier whether you agree, or sign the paper form',
  },
  ru: {
    heading: (firstName: string) => `${firstName}, прочитайте, пожалуйста, согласие`,
    headingNoName: 'Прочитайте, пожалуйста, согласие',
    text: 'Текст согласия',
    marketing: 'Я также согласен получать рекламные рассылки',
    agree: 'Согласен',
    recorded: 'Спасибо: кассир получил ваше согласие',
    atTill: 'Скажите кассиру, согласны ли вы, или подпишите бумажную форму',
  },
});
