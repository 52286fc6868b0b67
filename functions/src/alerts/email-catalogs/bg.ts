import type { EmailCatalog } from '../email-messages.js';

/** Bulgarian (docs/i18n-glossary/bg.md). */
export const EMAIL_MESSAGES_BG: EmailCatalog = {
  'alert.subject': '{stars, plural, one {# звезда} other {# звезди}} за {product}',
  'alert.heading': 'Клиент се нуждае от вашето внимание',
  'alert.body':
    'Клиент, който е купил {product} от {store}, е дал оценка {stars, plural, one {# звезда} other {# звезди}}.',
  'alert.feedback': 'Мнението на клиента:',
  'alert.noFeedback': 'Клиентът не е оставил писмено мнение.',
  'alert.open': 'Отворете този отзив в QR Reviews',
  'followUp.subject':
    '{count, plural, one {Още # отзив се нуждае} other {Още # отзива се нуждаят}} от вашето внимание',
  'followUp.body':
    'След последния имейл {count, plural, one {още # клиент е дал} other {още # клиенти са дали}} оценка под минималната ви оценка:',
  'followUp.item': '{product}: {stars, plural, one {# звезда} other {# звезди}} ({store})',
  'followUp.more': '{count, plural, one {и още #} other {и още #}}',
  'followUp.open': 'Отворете отзивите си в QR Reviews',
  'digest.subject': 'Вашите отзиви за {date}',
  'digest.body':
    '{count, plural, =0 {Няма нови отзиви} one {# нов отзив} other {# нови отзива}} през последните 24 часа, {low, plural, one {# от тях} other {# от тях}} под минималната ви оценка.',
  'digest.average': 'Средна оценка: {average} от 5',
  'digest.unread':
    '{unread, plural, =0 {Няма отзиви, които ви чакат.} one {# отзив се нуждае от вашето внимание.} other {# отзива се нуждаят от вашето внимание.}}',
  'footer.alerts':
    'Получавате тези имейли, защото известията за недоволни клиенти са включени за вашия профил в QR Reviews.',
  'footer.digest':
    'Получавате този имейл, защото ежедневното обобщение е включено за вашия профил в QR Reviews.',
  'footer.stop': 'Спрете тези имейли с едно щракване',
  'footer.settings': 'Настройки за имейл',
  'stop.title': 'Да се спрат ли тези имейли?',
  'stop.confirm': 'Спиране',
  'stop.doneAlerts':
    'Имейлите с известия са изключени. Можете да ги включите отново в обзора на профила си в QR Reviews.',
  'stop.doneDigest':
    'Ежедневното обобщение е изключено. Можете да го включите отново в обзора на профила си в QR Reviews.',
  'stop.invalid':
    'Този линк вече не е валиден. Променете настройките за имейл в обзора на профила си в QR Reviews.',
  'case.confirm.subject': 'Потвърдете имейл адреса си за {seller}',
  'case.confirm.body':
    'Помолихте {seller} да се свърже с вас относно {product}. Потвърдете имейл адреса си чрез линка по-долу. Докато не го направите, {seller} не може да ви изпраща нищо.',
  'case.confirm.open': 'Потвърждавам имейл адреса си',
  'case.confirm.ignore':
    'Ако не сте били вие, пренебрегнете този имейл: адресът ще бъде изтрит до една седмица, без да бъде използван.',
  'case.reply.subject': '{seller} ви отговори относно {product}',
  'case.reply.body': '{seller} отговори на заявката ви относно {product}:',
  'case.reply.open': 'Прочетете и отговорете на страницата на заявката',
  'case.footer':
    'Имейл адресът ви не се показва на {seller}: съобщенията стигат до вас чрез QR Reviews. На страницата на заявката можете по всяко време да отбележите проблема като решен или да изтриете данните си.',
  'case.alert.subject': 'Клиент отговори относно {product}',
  'case.alert.body': 'Клиентът, на когото помагате за {product}, написа:',
  'case.alert.open': 'Отворете заявката в QR Reviews',
  'case.alert.confirmedSubject': 'Вече можете да отговорите на клиент относно {product}',
  'case.alert.confirmedBody':
    'Клиентът, който поиска помощ за {product}, потвърди имейл адреса си. Вече можете да му отговорите от заявката: отговорът ви ще стигне до него по имейл, а адресът му остава скрит за вас.',
};
