import type { EmailCatalog } from '../email-messages.js';

/** Polish (docs/i18n-glossary/pl.md). */
export const EMAIL_MESSAGES_PL: EmailCatalog = {
  'alert.subject':
    '{stars, plural, one {# gwiazdka} few {# gwiazdki} many {# gwiazdek} other {# gwiazdki}} dla produktu {product}',
  'alert.heading': 'Klient potrzebuje twojej uwagi',
  'alert.body':
    'Klient, który kupił produkt {product} w\u00a0sklepie {store}, ocenił go na {stars, plural, one {# gwiazdkę} few {# gwiazdki} many {# gwiazdek} other {# gwiazdki}}.',
  'alert.feedback': 'Opinia klienta:',
  'alert.noFeedback': 'Klient nie zostawił pisemnej opinii.',
  'alert.open': 'Otwórz tę recenzję w\u00a0QR Reviews',
  'followUp.subject':
    '{count, plural, one {Kolejna # recenzja wymaga} few {Kolejne # recenzje wymagają} many {Kolejnych # recenzji wymaga} other {Kolejne # recenzji wymaga}} twojej uwagi',
  'followUp.body':
    'Od ostatniego e-maila {count, plural, one {# kolejny klient wystawił} few {# kolejnych klientów wystawiło} many {# kolejnych klientów wystawiło} other {# kolejnego klienta wystawiło}} ocenę niższą niż twoja minimalna ocena:',
  'followUp.item':
    '{product}: {stars, plural, one {# gwiazdka} few {# gwiazdki} many {# gwiazdek} other {# gwiazdki}} ({store})',
  'followUp.more':
    '{count, plural, one {i\u00a0# kolejna} few {i\u00a0# kolejne} many {i\u00a0# kolejnych} other {i\u00a0# kolejnej}}',
  'followUp.open': 'Otwórz swoje recenzje w\u00a0QR Reviews',
  'digest.subject': 'Twoje recenzje z\u00a0{date}',
  'digest.body':
    '{count, plural, =0 {Brak nowych recenzji} one {# nowa recenzja} few {# nowe recenzje} many {# nowych recenzji} other {# nowej recenzji}} w\u00a0ciągu ostatnich 24 godzin, {low, plural, one {w\u00a0tym #} few {w\u00a0tym #} many {w\u00a0tym #} other {w\u00a0tym #}} poniżej twojej minimalnej oceny.',
  'digest.average': 'Średnia ocena: {average} na 5',
  'digest.unread':
    '{unread, plural, =0 {Żadna recenzja nie czeka na ciebie.} one {# recenzja wymaga twojej uwagi.} few {# recenzje wymagają twojej uwagi.} many {# recenzji wymaga twojej uwagi.} other {# recenzji wymaga twojej uwagi.}}',
  'footer.alerts':
    'Otrzymujesz te e-maile, ponieważ na twoim koncie QR Reviews są włączone alerty o\u00a0niezadowolonych klientach.',
  'footer.digest':
    'Otrzymujesz ten e-mail, ponieważ na twoim koncie QR Reviews jest włączone codzienne podsumowanie.',
  'footer.stop': 'Wyłącz te e-maile jednym kliknięciem',
  'footer.settings': 'Ustawienia e-maili',
  'stop.title': 'Wyłączyć te e-maile?',
  'stop.confirm': 'Wyłącz',
  'stop.doneAlerts':
    'Alerty e-mailowe są wyłączone. Możesz je ponownie włączyć w\u00a0przeglądzie konta w\u00a0QR Reviews.',
  'stop.doneDigest':
    'Codzienne podsumowanie jest wyłączone. Możesz je ponownie włączyć w\u00a0przeglądzie konta w\u00a0QR Reviews.',
  'stop.invalid':
    'Ten link jest już nieważny. Zmień ustawienia e-maili w\u00a0przeglądzie konta w\u00a0QR Reviews.',
  'case.confirm.subject': 'Potwierdź swój adres e-mail dla sprzedawcy {seller}',
  'case.confirm.body':
    'Otrzymaliśmy prośbę, aby sprzedawca {seller} skontaktował się z\u00a0tobą w\u00a0sprawie produktu {product}. Potwierdź swój adres e-mail, klikając link poniżej. Dopóki tego nie zrobisz, sprzedawca {seller} nie może nic do ciebie wysłać.',
  'case.confirm.open': 'Potwierdź mój adres e-mail',
  'case.confirm.ignore':
    'Jeśli to nie ty, zignoruj tę wiadomość: adres zostanie usunięty w\u00a0ciągu tygodnia bez użycia.',
  'case.reply.subject': 'Odpowiedź od sprzedawcy {seller} w\u00a0sprawie produktu {product}',
  'case.reply.body':
    'Odpowiedź od sprzedawcy {seller} na twoje zgłoszenie w\u00a0sprawie produktu {product}:',
  'case.reply.open': 'Przeczytaj i\u00a0odpowiedz na stronie zgłoszenia',
  'case.footer':
    'Twój adres e-mail nie jest pokazywany sprzedawcy {seller}: wiadomości docierają do ciebie przez QR Reviews. Na stronie zgłoszenia możesz w\u00a0każdej chwili oznaczyć problem jako rozwiązany lub usunąć swoje dane.',
  'case.alert.subject': 'Klient odpowiedział w\u00a0sprawie produktu {product}',
  'case.alert.body': 'Klient, któremu pomagasz w\u00a0sprawie produktu {product}, napisał:',
  'case.alert.open': 'Otwórz zgłoszenie w\u00a0QR Reviews',
  'case.alert.confirmedSubject':
    'Możesz już odpowiedzieć klientowi w\u00a0sprawie produktu {product}',
  'case.alert.confirmedBody':
    'Klient, który poprosił o\u00a0pomoc w\u00a0sprawie produktu {product}, potwierdził swój adres e-mail. Możesz już odpowiedzieć mu w\u00a0zgłoszeniu: twoja odpowiedź dotrze do niego e-mailem, a\u00a0jego adres pozostanie dla ciebie ukryty.',
};
