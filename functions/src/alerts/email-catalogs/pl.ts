import type { EmailCatalog } from '../email-messages.js';

/** Polish (docs/i18n-glossary/pl.md). */
export const EMAIL_MESSAGES_PL: EmailCatalog = {
  'alert.subject':
    '{stars, plural, one {# gwiazdka} few {# gwiazdki} many {# gwiazdek} other {# gwiazdki}} dla {product}',
  'alert.heading': 'Klient potrzebuje Twojej uwagi',
  'alert.body':
    'Klient, który kupił {product} w sklepie {store}, ocenił go na {stars, plural, one {# gwiazdkę} few {# gwiazdki} many {# gwiazdek} other {# gwiazdki}}.',
  'alert.feedback': 'Opinia klienta:',
  'alert.noFeedback': 'Klient nie zostawił pisemnej opinii.',
  'alert.open': 'Otwórz tę recenzję w QR Reviews',
  'followUp.subject':
    '{count, plural, one {Kolejna # recenzja wymaga} few {Kolejne # recenzje wymagają} many {Kolejnych # recenzji wymaga} other {Kolejne # recenzji wymaga}} Twojej uwagi',
  'followUp.body':
    'Od ostatniego e-maila {count, plural, one {# kolejny klient wystawił} few {# kolejnych klientów wystawiło} many {# kolejnych klientów wystawiło} other {# kolejnego klienta wystawiło}} ocenę niższą niż Twoja minimalna ocena:',
  'followUp.item':
    '{product}: {stars, plural, one {# gwiazdka} few {# gwiazdki} many {# gwiazdek} other {# gwiazdki}} ({store})',
  'followUp.more':
    '{count, plural, one {i # kolejna} few {i # kolejne} many {i # kolejnych} other {i # kolejnej}}',
  'followUp.open': 'Otwórz swoje recenzje w QR Reviews',
  'digest.subject': 'Twoje recenzje z {date}',
  'digest.body':
    '{count, plural, =0 {Brak nowych recenzji} one {# nowa recenzja} few {# nowe recenzje} many {# nowych recenzji} other {# nowej recenzji}} w ciągu ostatnich 24 godzin, {low, plural, one {w tym #} few {w tym #} many {w tym #} other {w tym #}} poniżej Twojej minimalnej oceny.',
  'digest.average': 'Średnia ocena: {average} na 5',
  'digest.unread':
    '{unread, plural, =0 {Żadna recenzja nie czeka na Ciebie.} one {# recenzja wymaga Twojej uwagi.} few {# recenzje wymagają Twojej uwagi.} many {# recenzji wymaga Twojej uwagi.} other {# recenzji wymaga Twojej uwagi.}}',
  'footer.alerts':
    'Otrzymujesz te e-maile, ponieważ na Twoim koncie QR Reviews są włączone alerty o niezadowolonych klientach.',
  'footer.digest':
    'Otrzymujesz ten e-mail, ponieważ na Twoim koncie QR Reviews jest włączone codzienne podsumowanie.',
  'footer.stop': 'Wyłącz te e-maile jednym kliknięciem',
  'footer.settings': 'Ustawienia e-maili',
  'stop.title': 'Wyłączyć te e-maile?',
  'stop.confirm': 'Wyłącz',
  'stop.doneAlerts':
    'Alerty e-mailowe są wyłączone. Możesz je ponownie włączyć w przeglądzie konta w QR Reviews.',
  'stop.doneDigest':
    'Codzienne podsumowanie jest wyłączone. Możesz je ponownie włączyć w przeglądzie konta w QR Reviews.',
  'stop.invalid':
    'Ten link jest już nieważny. Zmień ustawienia e-maili w przeglądzie konta w QR Reviews.',
  'case.confirm.subject': 'Potwierdź swój adres e-mail dla {seller}',
  'case.confirm.body':
    'Poprosiłeś(-aś) {seller} o kontakt w sprawie {product}. Potwierdź swój adres e-mail, klikając link poniżej. Dopóki tego nie zrobisz, {seller} nie może nic do ciebie wysłać.',
  'case.confirm.open': 'Potwierdź mój adres e-mail',
  'case.confirm.ignore':
    'Jeśli to nie ty, zignoruj tę wiadomość: adres zostanie usunięty w ciągu tygodnia bez użycia.',
  'case.reply.subject': 'Odpowiedź od {seller} w sprawie {product}',
  'case.reply.body': 'Odpowiedź od {seller} na twoje zgłoszenie w sprawie {product}:',
  'case.reply.open': 'Przeczytaj i odpowiedz na stronie zgłoszenia',
  'case.footer':
    'Twój adres e-mail nie jest pokazywany {seller}: wiadomości docierają do ciebie przez QR Reviews. Na stronie zgłoszenia możesz w każdej chwili oznaczyć problem jako rozwiązany lub usunąć swoje dane.',
  'case.alert.subject': 'Klient odpowiedział w sprawie {product}',
  'case.alert.body': 'Klient, któremu pomagasz w sprawie {product}, napisał:',
  'case.alert.open': 'Otwórz zgłoszenie w QR Reviews',
  'case.alert.confirmedSubject': 'Możesz już odpowiedzieć klientowi w sprawie {product}',
  'case.alert.confirmedBody':
    'Klient, który poprosił o pomoc w sprawie {product}, potwierdził swój adres e-mail. Możesz już odpowiedzieć mu w zgłoszeniu: Twoja odpowiedź dotrze do niego e-mailem, a jego adres pozostanie dla Ciebie ukryty.',
};
